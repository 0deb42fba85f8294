import type { Shipment, ShipmentRoute } from '@portal/contracts/shipments';
import { call } from '@portal/kit';
import { shipmentsContract } from '@portal/contracts/shipments';

/** Answers kept for this page's life: a route never changes, and re-selecting a shipment must not wait. */
const kept = new Map<string, ShipmentRoute>();
const MAX_KEPT = 200;

/** How the shipment travels (shipmentsContract.route; see the API's routing module). */
export async function getShipmentRoute(shipment: Pick<Shipment, 'shipmentid' | 'modality'>, signal?: AbortSignal): Promise<ShipmentRoute> {
  const params = { mode: shipment.modality.toLowerCase(), id: shipment.shipmentid };
  const key = `${params.mode}/${params.id}`;
  const hit = kept.get(key);
  if (hit) return hit;
  const route = await call(shipmentsContract.route, { params, signal });
  if (kept.size >= MAX_KEPT) kept.delete(kept.keys().next().value as string);
  kept.set(key, route);
  return route;
}

/** Forgets every kept route (another customer selected: their shipments are not ours to show). */
export function forgetShipmentRoutes(): void {
  kept.clear();
}
