import { api, setCsrfToken } from '../api/client';
import { forgetEarly } from '../api/earlyFetch';
import { switchSelectionReads } from '../api/selectionSwitch';
import { bus } from '../events/bus';
import { changeLanguage } from '../i18n/i18n';
import { isGroupCode, portalStore } from '../store/portalStore';
import { authContract, type LoginResponse } from '@portal/contracts/auth';
import type { AnswerOf } from '@portal/contracts/endpoint';
import { portalContract, type CustomerOptionsResponse, type UserProfileResponse } from '@portal/contracts/portal';
import { SIGNED_IN_HINT_COOKIE } from '@portal/contracts/rules/signIn';

/**
 * False when this browser holds no sign-in (the API's readable hint cookie is absent): then there
 * is no session to ask about, and asking would only log 401s in the console.
 */
export function mayBeSignedIn(): boolean {
  return typeof document === 'undefined' || document.cookie.split(/;\s*/).includes(`${SIGNED_IN_HINT_COOKIE}=1`);
}

/**
 * The session calls the shell (and a remote's standalone kit) make: sign in, load who is signed
 * in, choose the organisation or group, sign out. Addresses and answers come from the auth and
 * portal contracts; the calls go through the client directly (not contracts/call, which imports
 * the kit this file is part of), so that loading the session may leave a 401 to itself.
 */
export async function signIn(email: string, password: string): Promise<LoginResponse> {
  const res = await api.post<LoginResponse>(authContract.login.path, { email, password }, { allowUnauthenticated: true });
  setCsrfToken(res.csrfToken);
  return res;
}

/**
 * Selections sent from this page so far. An answer about the selection is applied only when no
 * selection was sent after it was asked for: the session's reads are done before the account's
 * language has loaded (a download), and a choice in the header answered meanwhile is the newer
 * one. Applied last, the session's older answer put the header back on the previous
 * organisation while the server held the new one.
 */
let selectionsSent = 0;

export async function loadSession(): Promise<UserProfileResponse | null> {
  const askedAfter = selectionsSent;
  if (!mayBeSignedIn()) {
    portalStore.getState().reset();
    return null;
  }
  try {
    const [profile, options] = await Promise.all([
      api.get<UserProfileResponse>(portalContract.userProfile.path, { allowUnauthenticated: true }),
      api.get<CustomerOptionsResponse>(portalContract.customerOptions.path, { allowUnauthenticated: true }),
    ]);
    // The account's language, chosen on another device, replaces the browser's before anything is drawn signed in.
    // (An answer without settings, from an older API, keeps the browser's.)
    const setting = profile.userSetting as Partial<UserProfileResponse['userSetting']> | undefined;
    if (setting?.languageChosen && setting.language && setting.language !== portalStore.getState().language) await changeLanguage(setting.language).catch(() => undefined);
    const store = portalStore.getState();
    store.setProfile(profile);
    store.setOptions(options.options);
    const selected = options.options.find((o) => o.value === options.selected) ?? null;
    if (selectionsSent === askedAfter) store.setSelection(selected ? { value: selected.value, label: selected.label, isGroup: isGroupCode(selected.value) } : null);
    return profile;
  } catch (error) {
    if ((error as { status?: number }).status === 401) {
      portalStore.getState().reset();
      return null;
    }
    throw error;
  }
}

/**
 * The language menu's choice: shown at once, then kept on the account when someone is signed in
 * (it follows them to another device); before sign-in the language cookie keeps it.
 */
export async function chooseLanguage(language: string): Promise<void> {
  await changeLanguage(language);
  const profile = portalStore.getState().profile;
  if (!profile) return;
  await api.put(portalContract.setLanguage.path, { language });
  portalStore.getState().setProfile({ ...profile, userSetting: { ...profile.userSetting, language, languageChosen: true } });
}

export async function refreshProfile(): Promise<void> {
  const profile = await api.get<UserProfileResponse>(portalContract.userProfile.path);
  portalStore.getState().setProfile(profile);
}

function selectionOf(value: string) {
  const option = portalStore.getState().options.find((o) => o.value === value);
  return { value, label: option?.label ?? value, isGroup: isGroupCode(value) };
}

/**
 * Reads under way are aborted before the switch is sent and reads asked for meanwhile are dropped
 * (api/selectionSwitch.ts): the server would answer them under the new selection, where the
 * previous customer's shipment route is a 404 in the console.
 */
export async function selectCustomer(value: string): Promise<void> {
  const sent = ++selectionsSent;
  forgetEarly();
  const res = await switchSelectionReads(
    () => api.post<AnswerOf<typeof portalContract.selectCustomer>>(portalContract.selectCustomer.path, { customer: value }),
    // In the tick the switch is answered: nothing can ask under the previous selection between the
    // server's change and the store's. Early reads go first: a slice reloads on the store's change,
    // and an early read started meanwhile would answer its first GET for the previous customer.
    (answer) => {
      forgetEarly();
      // A later choice, sent once this one is answered (switches go one at a time), applies its own.
      if (sent === selectionsSent) portalStore.getState().setSelection(selectionOf(answer.customer));
    },
  );
  if (sent !== selectionsSent) return;
  const selection = selectionOf(res.customer);
  // Licences depend on the selection: refresh them before slices react.
  await refreshProfile().catch(() => undefined);
  bus.emit('selection:changed', selection);
}

export async function signOut(reason: 'logout' | 'passwordChanged' = 'logout'): Promise<void> {
  try {
    // A read answered after the session ended would be a 401 in the console.
    forgetEarly();
    await switchSelectionReads(() => api.post<AnswerOf<typeof authContract.logout>>(authContract.logout.path));
  } finally {
    // The next account signed in on this page must not take this one's early answers.
    forgetEarly();
    setCsrfToken(null);
    portalStore.getState().reset();
    bus.emit('auth:signedOut', { reason });
  }
}
