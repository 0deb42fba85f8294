import { api, type TmsConfig } from '@portal/shared';

/** GET /api/externalapp/getMyTMSConfig: the configured TMS address for the selection. */
export function getMyTMSConfig(signal: AbortSignal): Promise<TmsConfig> {
  return api.get<TmsConfig>('/externalapp/getMyTMSConfig', { signal });
}
