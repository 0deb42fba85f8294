import type { TrackerCredentials } from '@portal/contracts/externalApps';

/**
 * The tracker's address (spec section 7): the user, the company code, a clear-saved flag (the
 * tracker forgets a sign-in saved for another user or organisation) and a timestamp (a new
 * address on every open, so no cached page of another selection shows). The password never goes
 * into an address: addresses end up in histories and server logs.
 */
export function trackerAddress(credentials: TrackerCredentials, now: number = Date.now(), base = window.location.origin): string {
  const url = new URL(credentials.trackerUrl ?? '', base);
  url.searchParams.set('user', credentials.userEmail);
  url.searchParams.set('company', credentials.companyCode);
  url.searchParams.set('clearSaved', 'true');
  url.searchParams.set('t', String(now));
  return url.toString();
}

/** The identity provider's sign-in screen, with the user name as the standard login_hint. */
export function trackerLoginAddress(credentials: TrackerCredentials, base = window.location.origin): string {
  const url = new URL(credentials.loginUrl ?? '', base);
  url.searchParams.set('login_hint', credentials.userEmail);
  url.searchParams.set('company', credentials.companyCode);
  return url.toString();
}
