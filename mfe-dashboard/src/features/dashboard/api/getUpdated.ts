import { api } from '@portal/shared';

/** GET /api/shipments/updated: when the shipment data in scope last changed (ISO), or null. */
export function getUpdated(signal: AbortSignal): Promise<{ updated: string | null }> {
  return api.get<{ updated: string | null }>('/api/shipments/updated', { signal });
}
