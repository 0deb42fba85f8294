import { api, type ShipmentsData } from '@portal/shared';

/** GET /api/shipments/data: the active shipments per modality, the totals and the last update. */
export function getDashboardData(signal: AbortSignal): Promise<ShipmentsData> {
  return api.get<ShipmentsData>('/api/shipments/data', { signal });
}
