import { api, type ShipmentTotals } from '@portal/shared';

/** GET /api/shipments/totals: listed shipments per modality, keyed SEA, AIR, ROA, MUL. */
export function getTotals(signal: AbortSignal): Promise<{ totals: ShipmentTotals }> {
  return api.get<{ totals: ShipmentTotals }>('/api/shipments/totals', { signal });
}
