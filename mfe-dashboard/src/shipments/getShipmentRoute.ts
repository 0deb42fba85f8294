import { api, type Shipment, type ShipmentRoute } from '@portal/shared';

/** Answers kept for this page's life: a route never changes, and re-selecting a shipment must not wait. */
const kept = new Map<string, ShipmentRoute>();
const MAX_KEPT = 200;

/** GET /api/shipments/route/:mode/:id: how the shipment travels (see the API's routing module). */
export async function getShipmentRoute(shipment: Pick<Shipment, 'shipmentid' | 'modality'>, signal?: AbortSignal): Promise<ShipmentRoute> {
  const path = `/api/shipments/route/${shipment.modality.toLowerCase()}/${encodeURIComponent(shipment.shipmentid)}`;
  const hit = kept.get(path);
  if (hit) return hit;
  const route = await api.get<ShipmentRoute>(path, { signal });
  if (kept.size >= MAX_KEPT) kept.delete(kept.keys().next().value as string);
  kept.set(path, route);
  return route;
}

/** Forgets every kept route (another customer selected: their shipments are not ours to show). */
export function forgetShipmentRoutes(): void {
  kept.clear();
}
