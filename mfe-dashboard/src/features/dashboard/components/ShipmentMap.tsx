import { useEffect, useRef } from 'react';
import OlMap from 'ol/Map';
import VectorLayer from 'ol/layer/Vector';
import VectorSource from 'ol/source/Vector';
import { defaults as defaultControls } from 'ol/control/defaults';
import { defaults as defaultInteractions } from 'ol/interaction/defaults';
import { createBasemapLayer, createWorldView, fitWorld } from '@portal/shared/map/basemap';
import type { Shipment } from '@portal/shared';
import 'ol/ol.css';
import { useElementWidth } from '../hooks/useElementWidth';
import { routeFeatures } from '../map/routeFeatures';
import { mapHeight } from '../map/mapSize';

const reducedMotion = () => typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

function describe(shipment: Shipment | null): string {
  if (!shipment) return 'World map. No shipment selected.';
  return `Map of shipment ${shipment.shipmentid}: from ${shipment.departure_name}, ${shipment.departure_city}, ${shipment.departure_country} to ${shipment.arrival_name}, ${shipment.arrival_city}, ${shipment.arrival_country}.`;
}

export function ShipmentMap({ shipment }: { shipment: Shipment | null }) {
  const wrapper = useRef<HTMLDivElement>(null);
  const target = useRef<HTMLDivElement>(null);
  const mapRef = useRef<OlMap | null>(null);
  const routeSource = useRef(new VectorSource());
  const width = useElementWidth(wrapper);
  const height = mapHeight(width);

  useEffect(() => {
    const map = new OlMap({
      target: target.current!,
      layers: [createBasemapLayer(), new VectorLayer({ source: routeSource.current, properties: { name: 'route' }, declutter: true })],
      view: createWorldView(),
      controls: defaultControls({ rotate: false, attributionOptions: { collapsible: true } }),
      // Page scrolling must not zoom the map by accident: zoom with the buttons, keys or a pinch.
      interactions: defaultInteractions({ mouseWheelZoom: false }),
    });
    mapRef.current = map;
    return () => {
      map.setTarget(undefined);
      mapRef.current = null;
    };
  }, []);

  // Keep the ratio on every resize, then refit what is shown.
  useEffect(() => {
    const map = mapRef.current;
    if (!map || !height) return;
    map.updateSize();
    showSelection(map, routeSource.current, false);
  }, [height]);

  useEffect(() => {
    const source = routeSource.current;
    source.clear();
    if (shipment) source.addFeatures(routeFeatures(shipment));
    if (mapRef.current) showSelection(mapRef.current, source, !reducedMotion());
  }, [shipment]);

  return (
    <div ref={wrapper} className="shipment-map" role="region" aria-label="Shipment map">
      <div ref={target} className="shipment-map-canvas" style={{ height: height || undefined }} data-shipment={shipment?.shipmentid ?? ''} data-map-height={height} />
      <p className="sr-only" aria-live="polite">
        {describe(shipment)}
      </p>
    </div>
  );
}

function showSelection(map: OlMap, source: VectorSource, animate: boolean): void {
  const size = map.getSize();
  if (!size || !size[0] || !size[1]) return;
  // A quick succession of selections must not leave half-finished fits competing.
  map.getView().cancelAnimations();
  if (source.isEmpty()) {
    fitWorld(map);
    return;
  }
  const extent = source.getExtent();
  if (!extent) return;
  // On a phone's short map a fixed 48 px would leave little room for the route.
  const pad = Math.min(48, Math.round(size[1] / 6));
  map.getView().fit(extent, { size, padding: [pad, pad, pad, pad], maxZoom: 6, duration: animate ? 450 : 0 });
}
