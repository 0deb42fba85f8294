import { api, type NetworkData } from '@portal/shared';

/** GET /api/networks/data: every network location and the continents of the buttons. */
export function getNetworkData(signal?: AbortSignal): Promise<NetworkData> {
  return api.get<NetworkData>('/networks/data', { signal });
}
