import { useEffect, useState } from 'react';
import { isAbortError, useSelectionVersion } from '@portal/kit';
import type { Shipment, ShipmentRoute } from '@portal/contracts/shipments';
import { getShipmentRoute, keptShipmentRoute } from '../../../shipments/getShipmentRoute';

export type RouteState = 'none' | 'loading' | 'ready' | 'error';

/** The selected shipment's route for the map's picture: the one read ahead (prefetchShipmentRoute) or read now. */
export function useShipmentRoute(shipment: Shipment | null): { id: string; route: ShipmentRoute | null; state: RouteState } {
  const selectionVersion = useSelectionVersion();
  const [route, setRoute] = useState<{ id: string; route: ShipmentRoute | null; state: RouteState }>(() => {
    const ahead = shipment && keptShipmentRoute(shipment);
    return ahead ? { id: shipment.shipmentid, route: ahead, state: 'ready' } : { id: '', route: null, state: 'none' };
  });
  useEffect(() => {
    if (!shipment) {
      setRoute({ id: '', route: null, state: 'none' });
      return;
    }
    const ahead = keptShipmentRoute(shipment);
    if (ahead) {
      setRoute((r) => (r.id === shipment.shipmentid && r.route === ahead ? r : { id: shipment.shipmentid, route: ahead, state: 'ready' }));
      return;
    }
    let current = true;
    setRoute({ id: shipment.shipmentid, route: null, state: 'loading' });
    getShipmentRoute(shipment).then(
      (loaded) => current && setRoute({ id: shipment.shipmentid, route: loaded, state: 'ready' }),
      (error) => current && !isAbortError(error) && setRoute({ id: shipment.shipmentid, route: null, state: 'error' }),
    );
    return () => {
      current = false;
    };
  }, [shipment?.shipmentid, shipment?.modality, selectionVersion]); // eslint-disable-line react-hooks/exhaustive-deps
  return route;
}
