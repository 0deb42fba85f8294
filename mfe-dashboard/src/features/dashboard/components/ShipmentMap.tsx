import { useElementSize, useFormat } from '@portal/kit';
import { useEffect, useRef, useState } from 'react';
import OlMap from 'ol/Map';
import VectorLayer from 'ol/layer/Vector';
import VectorSource from 'ol/source/Vector';
import { Icon, Style } from 'ol/style';
import { defaults as defaultControls } from 'ol/control/defaults';
import { defaults as defaultInteractions } from 'ol/interaction/defaults';
import { addBasemapSoon, createWorldView, fitWorld } from '@portal/ui/map/basemap';
import { exposeViewExtent, fitRoute, routeFeatures, SHORT_MAP_HEIGHT, writeViewExtent, type RouteDrawing } from '../../../map/route';
import type { Shipment, ShipmentRoute } from '@portal/contracts/shipments';
import 'ol/ol.css';
import { describeShipmentMap } from '../map/mapDescription';
import { modalityBadgeUri } from '../../../shipments/icons';
import { clampProgress } from '../../../shipments/progress';
import { useShipmentRoute } from '../hooks/useShipmentRoute';
import { useDashboardT } from '../../../messages';

const reducedMotion = () => typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

const badgeStyles = new Map<string, Style>();
function positionStyle(modality: Shipment['modality']): Style {
  let style = badgeStyles.get(modality);
  if (!style) {
    style = new Style({ image: new Icon({ src: modalityBadgeUri(modality), width: 36, height: 36 }), zIndex: 10 });
    badgeStyles.set(modality, style);
  }
  return style;
}

/** What the map draws for a shipment: its route once loaded, else its two ends. */
function drawingOf(shipment: Shipment, route: ShipmentRoute | null, labelsBeside: boolean): RouteDrawing {
  const ends: RouteDrawing['coordinates'] = [
    [shipment.departure_long, shipment.departure_lat],
    [shipment.arrival_long, shipment.arrival_lat],
  ];
  return {
    coordinates: route?.coordinates ?? ends,
    departureLabel: shipment.departure_city,
    arrivalLabel: shipment.arrival_city,
    progress: clampProgress(shipment.progress) / 100,
    positionStyle: positionStyle(shipment.modality),
    pending: !route,
    labelsBeside,
  };
}

/** Everything of a shipment that drawingOf draws. */
const drawingKey = (s: Shipment) =>
  [s.shipmentid, s.modality, s.departure_long, s.departure_lat, s.arrival_long, s.arrival_lat, s.departure_city, s.arrival_city, clampProgress(s.progress)].join('|');


interface ShipmentMapProps {
  shipment: Shipment | null;
  /** The map's height for its width (ShipmentMapArea: its ratio, or its card's height beside the list). */
  height: number;
  /** Zoom steps asked for before the map was there (the picture's zoom buttons): applied once it shows the route. */
  zoomBy?: number;
  /** Called once, when the map has drawn its countries (ShipmentMapArea then removes the picture under it). */
  onDrawn?: () => void;
}

export function ShipmentMap({ shipment, height, zoomBy = 0, onDrawn }: ShipmentMapProps) {
  const t = useDashboardT();
  const format = useFormat();
  const wrapper = useRef<HTMLDivElement>(null);
  const target = useRef<HTMLDivElement>(null);
  const mapRef = useRef<OlMap | null>(null);
  // Drawn once, where fitRoute centres it: a view wider than one world (a phone's, zoomed below 0)
  // must not repeat the route and its ends in the neighbouring worlds.
  const routeSource = useRef(new VectorSource({ wrapX: false }));
  const drawing = useRef<RouteDrawing | null>(null);
  const width = useElementSize(wrapper).width;
  // A route read ahead (prefetchShipmentRoute) is drawn from the first frame on.
  const route = useShipmentRoute(shipment);
  // The shipment whose loaded route the view has finished fitting: the map says "ready" only then,
  // so whoever reads data-view-extent (a test, an assistive script) never reads a fit half-way.
  const [settled, setSettled] = useState('');
  // The first route is shown where it is at once: animating the fit while the page is still
  // loading drew the map frame after frame (a phone's longest tasks on /shipments).
  // Choosing another shipment afterwards flies there as before.
  const firstRouteShown = useRef(false);
  const zoomSeen = useRef(0);
  const zoomPending = useRef(0);
  if (zoomBy !== zoomSeen.current) {
    zoomPending.current += zoomBy - zoomSeen.current;
    zoomSeen.current = zoomBy;
  }
  const settledOnce = useRef(false);
  const applyPendingZoom = () => {
    const map = mapRef.current;
    if (!map || !zoomPending.current) return;
    const view = map.getView();
    view.animate({ zoom: (view.getZoom() ?? 0) + zoomPending.current, duration: reducedMotion() ? 0 : 250 });
    zoomPending.current = 0;
  };
  // Steps asked for once the map is there but still under its picture.
  useEffect(() => {
    if (settledOnce.current) applyPendingZoom();
  }, [zoomBy]);
  const onSettled = (id: string) => () => {
    const map = mapRef.current;
    // Zoom steps asked for on the picture, once the map shows what the picture showed.
    settledOnce.current = true;
    applyPendingZoom();
    // A fit may end while the page is being left: the map's box is already detached then.
    if (map && target.current) writeViewExtent(map, target.current);
    if (id) firstRouteShown.current = true;
    setSettled(id);
  };
  const onDrawnRef = useRef(onDrawn);
  onDrawnRef.current = onDrawn;

  useEffect(() => {
    // No target yet: the map is attached once its box has a size (below), so OpenLayers never
    // measures an empty box and warns "No map visible" in the console.
    const map = new OlMap({
      layers: [new VectorLayer({ source: routeSource.current, properties: { name: 'route' } })],
      view: createWorldView({ multiWorld: true }),
      controls: defaultControls({ rotate: false, attributionOptions: { collapsible: true }, zoomOptions: { zoomInTipLabel: t('dashboard.map.zoomIn'), zoomOutTipLabel: t('dashboard.map.zoomOut') } }),
      // Page scrolling must not zoom the map by accident: zoom with the buttons, keys or a pinch.
      interactions: defaultInteractions({ mouseWheelZoom: false }),
    });
    const cancelBasemap = addBasemapSoon(map);
    // Drawn: a frame with every tile of the basemap, once that layer is there.
    const whenDrawn = () => {
      if (map.getLayers().getLength() < 2) return;
      map.un('rendercomplete', whenDrawn);
      onDrawnRef.current?.();
    };
    map.on('rendercomplete', whenDrawn);
    mapRef.current = map;
    const stopExposing = exposeViewExtent(map, target.current!);
    return () => {
      cancelBasemap();
      map.un('rendercomplete', whenDrawn);
      stopExposing();
      map.setTarget(undefined);
      mapRef.current = null;
    };
    // Made once: the zoom buttons' tips keep the language the map was made in.
  }, []); // eslint-disable-line react-hooks/exhaustive-deps

  // Follow every resize, then refit what is shown (onSettled reads refs only: a resize alone refits).
  // Beside the list a window made wider or narrower changes the width alone.
  useEffect(() => {
    const map = mapRef.current;
    if (!map || !height || !width) return;
    if (!map.getTargetElement()) map.setTarget(target.current!);
    map.updateSize();
    show(map, drawing.current, false, onSettled(drawing.current && !drawing.current.pending ? (shipmentId.current ?? '') : ''));
  }, [width, height]); // eslint-disable-line react-hooks/exhaustive-deps

  const shown = shipment && route.id === shipment.shipmentid ? route.route : null;
  const shipmentId = useRef<string | null>(null);
  // A phone's short map puts the labels beside the ends (mfe-dashboard/src/map/route.ts, labelSides).
  const labelsBeside = height > 0 && height < SHORT_MAP_HEIGHT;
  // Keyed by what the drawing shows, not by the shipment object: the same shipment read again (the
  // whole answer after the overview, a reload) is not drawn and fitted again.
  const drawnAs = shipment ? drawingKey(shipment) : '';
  useEffect(() => {
    const source = routeSource.current;
    source.clear();
    drawing.current = shipment ? drawingOf(shipment, shown, labelsBeside) : null;
    shipmentId.current = shipment?.shipmentid ?? null;
    if (drawing.current) source.addFeatures(routeFeatures(drawing.current));
    if (mapRef.current) show(mapRef.current, drawing.current, firstRouteShown.current && !reducedMotion(), onSettled(shipment && shown ? shipment.shipmentid : ''));
  }, [drawnAs, shown, labelsBeside]); // eslint-disable-line react-hooks/exhaustive-deps
  const routeState = !shipment ? 'none' : route.id !== shipment.shipmentid ? 'loading' : route.state === 'ready' && settled !== shipment.shipmentid ? 'fitting' : route.state;

  return (
    <div ref={wrapper} className="shipment-map" role="region" aria-label={t('dashboard.map.label')}>
      <div
        ref={target}
        className="shipment-map-canvas"
        style={{ height: height || undefined }}
        data-shipment={shipment?.shipmentid ?? ''}
        data-route-state={routeState}
        data-map-height={height}
        data-labels={labelsBeside ? 'beside' : 'by-direction'}
      />
      <p className="sr-only" aria-live="polite">
        {describeShipmentMap(shipment, shown, t, format)}
      </p>
    </div>
  );
}

function show(map: OlMap, drawing: RouteDrawing | null, animate: boolean, onSettled: () => void): void {
  if (!drawing) {
    map.getView().cancelAnimations();
    fitWorld(map);
    return;
  }
  fitRoute(map, drawing, { animate, onSettled });
}
