import { useEffect, useRef, useState } from 'react';
import { isAbortError, useOnSelectionChange, useSelectionVersion } from '@portal/kit';
import type { Shipment, ShipmentRoute } from '@portal/contracts/shipments';
import { forgetShipmentRoutes, getShipmentRoute, keptShipmentRoute } from '../../../shipments/getShipmentRoute';

export type RouteState = 'none' | 'loading' | 'ready' | 'error';
export interface LoadedRoute {
  /** The shipment the route (or its state) is for: '' for none. */
  id: string;
  route: ShipmentRoute | null;
  state: RouteState;
}

/**
 * The selected shipment's route, for the dashboard's map and its picture: the one read ahead
 * (prefetchShipmentRoute) from the first render on, else read now, its own small request, kept
 * per shipment for the page's life.
 */
export function useShipmentRoute(shipment: Shipment | null): LoadedRoute {
  const selectionVersion = useSelectionVersion();
  const [route, setRoute] = useState<LoadedRoute>(() => {
    const ahead = shipment && keptShipmentRoute(shipment);
    return ahead ? { id: shipment.shipmentid, route: ahead, state: 'ready' } : { id: '', route: null, state: 'none' };
  });

  // Another selection's routes are not this one's (the routes read for the page's own selection stay).
  const routesOf = useRef(selectionVersion);
  useEffect(() => {
    if (routesOf.current === selectionVersion) return;
    routesOf.current = selectionVersion;
    forgetShipmentRoutes();
  }, [selectionVersion]);
  // A switch that kept the selection (the same organisation chosen again) asks a dropped route again.
  const routeDropped = useRef(false);
  const [routeRetry, setRouteRetry] = useState(0);
  useOnSelectionChange(() => routeDropped.current && setRouteRetry((n) => n + 1));

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
    const controller = new AbortController();
    routeDropped.current = false;
    setRoute({ id: shipment.shipmentid, route: null, state: 'loading' });
    getShipmentRoute(shipment).then(
      (loaded) => !controller.signal.aborted && setRoute({ id: shipment.shipmentid, route: loaded, state: 'ready' }),
      (error) => {
        if (controller.signal.aborted) return;
        // Dropped by a switch of selection (the API client aborts reads before it is sent): no
        // answer rather than an error; the switch reloads it (selectionVersion, or the event above).
        if (isAbortError(error)) routeDropped.current = true;
        else setRoute({ id: shipment.shipmentid, route: null, state: 'error' });
      },
    );
    return () => controller.abort();
  }, [shipment?.shipmentid, shipment?.modality, selectionVersion, routeRetry]); // eslint-disable-line react-hooks/exhaustive-deps

  return route;
}
