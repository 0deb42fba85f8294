import { formatNumber } from '@portal/contracts/format/numbers';
import type { Shipment, ShipmentRoute } from '@portal/contracts/shipments';
import { clampProgress } from '../../../shipments/progress';

const HOW: Record<Shipment['modality'], string> = { SEA: 'by sea lanes', AIR: 'by air', ROA: 'by road', MUL: 'by rail' };

/** What the dashboard's map shows, in words (its live region): the picture and the interactive map say the same. */
export function describeShipmentMap(shipment: Shipment | null, route: ShipmentRoute | null): string {
  if (!shipment) return 'World map. No shipment selected.';
  const distance = route ? `, ${HOW[shipment.modality]}, ${formatNumber(route.distanceKm, 3)} km; ${clampProgress(shipment.progress)} % of the way done` : '';
  return `Map of shipment ${shipment.shipmentid}: from ${shipment.departure_name}, ${shipment.departure_city}, ${shipment.departure_country} to ${shipment.arrival_name}, ${shipment.arrival_city}, ${shipment.arrival_country}${distance}.`;
}
