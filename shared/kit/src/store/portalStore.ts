import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import type { CustomerOption, UserProfileResponse } from '@portal/contracts/wire';

export interface Breadcrumb {
  label: string;
  to?: string;
}

interface PageMeta {
  title: string;
  breadcrumbs: Breadcrumb[];
}

interface Selection {
  value: string;
  label: string;
  isGroup: boolean;
}

export interface PortalState {
  profile: UserProfileResponse | null;
  permissions: string[];
  selection: Selection | null;
  options: CustomerOption[];
  pageMeta: PageMeta;
  /** The language the portal is shown in; change it with changeLanguage (i18n/i18n.ts), which loads its messages first. */
  language: string;
  setProfile(profile: UserProfileResponse | null): void;
  setSelection(selection: Selection | null): void;
  setOptions(options: CustomerOption[]): void;
  setPageMeta(meta: PageMeta): void;
  setLanguage(language: string): void;
  reset(): void;
}

export { isGroupCode } from '@portal/contracts/rules/customerGroups';

const emptyMeta: PageMeta = { title: '', breadcrumbs: [] };

/** The one store of the portal: the shell fills it, every remote reads it. */
export const portalStore = createStore<PortalState>()((set) => ({
  profile: null,
  permissions: [],
  selection: null,
  options: [],
  pageMeta: emptyMeta,
  // The host writes the first paint's language into <html lang> (its cookie or Accept-Language).
  language: (typeof document !== 'undefined' && document.documentElement.lang) || 'en',
  setProfile: (profile) => set({ profile, permissions: profile?.permissions ?? [] }),
  setSelection: (selection) => set({ selection }),
  setOptions: (options) => set({ options }),
  setPageMeta: (pageMeta) => set({ pageMeta }),
  setLanguage: (language) => set({ language }),
  // The language outlives a sign-out: the sign-in page stays in the language the person reads.
  reset: () => set({ profile: null, permissions: [], selection: null, options: [], pageMeta: emptyMeta }),
}));

export function usePortal<T>(selector: (state: PortalState) => T): T {
  return useStore(portalStore, selector);
}

export function useHasPermission(permission: string): boolean {
  return usePortal((s) => s.permissions.includes(permission));
}
