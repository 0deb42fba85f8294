import { api, type NetworkOffices } from '@portal/shared';

/** GET /api/networks/offices: the forwarder's offices, headquarters first (the API orders them). */
export function getOffices(signal?: AbortSignal): Promise<NetworkOffices> {
  return api.get<NetworkOffices>('/networks/offices', { signal });
}
