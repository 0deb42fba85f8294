import type { Shipment, ShipmentRoute } from '@portal/contracts/shipments';
import type { Formatters } from '@portal/kit';
import { clampProgress } from '../../../shipments/progress';
import type { useDashboardT } from '../../../messages';

/** What the dashboard's map shows, in words (its live region): the picture and the interactive map say the same. */
export function describeShipmentMap(shipment: Shipment | null, route: ShipmentRoute | null, t: ReturnType<typeof useDashboardT>, format: Formatters): string {
  if (!shipment) return t('dashboard.map.world');
  const from = `${shipment.departure_name}, ${t('cityCountry', { city: shipment.departure_city, country: shipment.departure_country })}`;
  const to = `${shipment.arrival_name}, ${t('cityCountry', { city: shipment.arrival_city, country: shipment.arrival_country })}`;
  if (!route) return t('dashboard.map.shipment', { id: shipment.shipmentid, from, to });
  return t('dashboard.map.shipmentRoute', {
    id: shipment.shipmentid,
    from,
    to,
    how: t(`dashboard.map.how.${shipment.modality}`),
    distance: format.unit(route.distanceKm, 'kilometer', { maximumFractionDigits: 3 }),
    progress: format.number(clampProgress(shipment.progress)),
  });
}
