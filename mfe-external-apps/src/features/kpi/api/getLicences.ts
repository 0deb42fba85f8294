import { api, type ExternalAppLicences } from '@portal/shared';

/** GET /api/externalapp/licences: what the selection may open; issues no token. */
export function getLicences(signal: AbortSignal): Promise<ExternalAppLicences> {
  return api.get<ExternalAppLicences>('/externalapp/licences', { signal });
}
