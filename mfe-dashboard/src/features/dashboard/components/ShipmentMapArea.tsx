import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import { useElementSize, useFormat, useMediaQuery, yieldToMain } from '@portal/kit';
import type { Shipment } from '@portal/contracts/shipments';
import { useShipmentRoute } from '../hooks/useShipmentRoute';
import { mapHeight, SIDE_BY_SIDE } from '../map/mapSize';
import { describeShipmentMap } from '../map/mapDescription';
import { ShipmentMapPicture } from './ShipmentMapPicture';
import { useDashboardT } from '../../../messages';

// OpenLayers is the page's largest chunk: loaded when the person reaches for the map. Evaluating
// it and building the map are two tasks, not one long one (yieldToMain).
const ShipmentMap = lazy(() =>
  import('./ShipmentMap').then(async (m) => {
    await yieldToMain();
    return { default: m.ShipmentMap };
  }),
);

/**
 * The dashboard's map: a picture of it (ShipmentMapPicture) until the person reaches for it (a
 * mouse over it, a touch or a press on it, a wheel, a zoom button), then OpenLayers'
 * map, drawn over the picture, which goes once the map has drawn its countries. Most visits look
 * at the map and never move it: they never load or start OpenLayers.
 */
export function ShipmentMapArea({ shipment }: { shipment: Shipment | null }) {
  const t = useDashboardT();
  const format = useFormat();
  const area = useRef<HTMLDivElement>(null);
  const size = useElementSize(area);
  // Beside the list the map takes the height its card gives it (dashboard.css); above the list it keeps its ratio.
  const sideBySide = useMediaQuery(SIDE_BY_SIDE);
  const width = size.width;
  const height = sideBySide ? size.height : mapHeight(width);
  const route = useShipmentRoute(shipment);
  const [live, setLive] = useState(false);
  const [liveDrawn, setLiveDrawn] = useState(false);
  const [zoomBy, setZoomBy] = useState(0);
  const reach = useCallback(() => setLive(true), []);
  const zoom = useCallback((delta: number) => {
    setLive(true);
    setZoomBy((z) => z + delta);
  }, []);
  // The picture's zoom buttons go with it: the keyboard's focus moves to the same button of the map.
  const drawn = useCallback(() => {
    const focused = area.current?.querySelector('.map-picture-zoom')?.contains(document.activeElement) ? document.activeElement?.getAttribute('data-zoom') : null;
    setLiveDrawn(true);
    if (focused) requestAnimationFrame(() => area.current?.querySelector<HTMLElement>(focused === 'in' ? '.ol-zoom-in' : '.ol-zoom-out')?.focus());
  }, []);
  const shown = shipment && route.id === shipment.shipmentid ? route.route : null;
  const routeState = !shipment ? 'none' : route.id !== shipment.shipmentid ? 'loading' : route.state;

  return (
    <div
      ref={area}
      className={`shipment-map-area${live && !liveDrawn ? ' is-upgrading' : ''}`}
      onPointerDown={reach}
      onPointerOver={(e) => e.pointerType === 'mouse' && reach()}
      onWheel={reach}
    >
      {/* The picture keeps its place in the page: the interactive map is drawn over it until it has drawn its countries. */}
      {!liveDrawn && (
        <div className="shipment-map" role={live ? undefined : 'region'} aria-label={live ? undefined : t('dashboard.map.label')}>
          <ShipmentMapPicture shipment={shipment} route={shown} routeState={routeState} width={width} height={height} underneath={live} onZoom={zoom} />
          {!live && (
            <p className="sr-only" aria-live="polite">
              {describeShipmentMap(shipment, shown, t, format)}
            </p>
          )}
        </div>
      )}
      {live && (
        <div className={liveDrawn ? undefined : 'shipment-map-over'}>
          <Suspense fallback={null}>
            <ShipmentMap shipment={shipment} height={height} zoomBy={zoomBy} onDrawn={drawn} />
          </Suspense>
        </div>
      )}
    </div>
  );
}
