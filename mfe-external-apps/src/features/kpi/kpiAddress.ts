import type { KpiCredentials } from '@portal/contracts/externalApps';

/** The dashboard's address with the tokens as query parameters token and refresh (spec section 7). */
export function kpiAddress(credentials: KpiCredentials, base = window.location.origin): string {
  const url = new URL(credentials.dashboardUrl ?? '', base);
  url.searchParams.set('token', credentials.accessToken);
  url.searchParams.set('refresh', credentials.refreshToken);
  return url.toString();
}
