import { api, type KpiCredentials } from '@portal/shared';

/** GET /api/externalapp/getMyKPICredentials: a fresh, short-lived token pair, or isLicensed false. */
export function getMyKPICredentials(): Promise<KpiCredentials> {
  return api.get<KpiCredentials>('/externalapp/getMyKPICredentials');
}
