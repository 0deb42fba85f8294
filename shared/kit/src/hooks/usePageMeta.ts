import { useEffect } from 'react';
import { portalStore, type Breadcrumb } from '../store/portalStore';

/** A page tells the shell its title and breadcrumbs; the shell's header and document title follow. */
export function usePageMeta(title: string, breadcrumbs: Breadcrumb[] = [{ label: title }]): void {
  const key = JSON.stringify([title, breadcrumbs]);
  useEffect(() => {
    portalStore.getState().setPageMeta({ title, breadcrumbs });
    document.title = title ? `${title} · Customer Portal` : 'Customer Portal';
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
}
