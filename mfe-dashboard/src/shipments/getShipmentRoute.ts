import type { Shipment, ShipmentRoute } from '@portal/contracts/shipments';
import { call } from '@portal/kit';
import { shipmentsContract } from '@portal/contracts/shipments';

/** Answers kept for this page's life: a route never changes, and re-selecting a shipment must not wait. */
const kept = new Map<string, ShipmentRoute>();
/** Reads under way, so that asking ahead (prefetchShipmentRoute) and the map's own call share one request. */
const pending = new Map<string, Promise<ShipmentRoute>>();
const MAX_KEPT = 200;
/** Moves on each forget: an answer to a request made before it is not kept. */
let generation = 0;

type RouteKey = Pick<Shipment, 'shipmentid' | 'modality'>;
const paramsOf = (shipment: RouteKey) => ({ mode: shipment.modality.toLowerCase(), id: shipment.shipmentid });
const keyOf = (shipment: RouteKey) => `${shipment.modality.toLowerCase()}/${shipment.shipmentid}`;

/**
 * How the shipment travels (shipmentsContract.route; see the API's routing module). One request
 * per route, shared by whoever asks meanwhile, so no caller aborts it (a caller that no longer
 * wants it ignores the answer; a switch of selection drops it, see the API client).
 */
export async function getShipmentRoute(shipment: RouteKey): Promise<ShipmentRoute> {
  const key = keyOf(shipment);
  const hit = kept.get(key);
  if (hit) return hit;
  const underway = pending.get(key);
  if (underway) return underway;
  const askedIn = generation;
  const request = call(shipmentsContract.route, { params: paramsOf(shipment) }).then((route) => {
    if (askedIn !== generation) return route;
    if (kept.size >= MAX_KEPT) kept.delete(kept.keys().next().value as string);
    kept.set(key, route);
    return route;
  });
  pending.set(key, request);
  const done = () => pending.get(key) === request && pending.delete(key);
  request.then(done, done);
  return request;
}

/** The route if it has been read already (the map's first frame can show it and be fitted to it once). */
export function keptShipmentRoute(shipment: RouteKey): ShipmentRoute | undefined {
  return kept.get(keyOf(shipment));
}

/**
 * Asks for the route while the map's code still downloads: the map then draws and fits the
 * route in its first frame, instead of drawing the world at the ends' fit and again at the
 * route's (each frame of the basemap is a long task on a phone). A failure is the map's to report.
 */
export function prefetchShipmentRoute(shipment: RouteKey): void {
  getShipmentRoute(shipment).catch(() => undefined);
}

/** Forgets every kept route (another customer selected: their shipments are not ours to show). */
export function forgetShipmentRoutes(): void {
  generation += 1;
  kept.clear();
  pending.clear();
}
