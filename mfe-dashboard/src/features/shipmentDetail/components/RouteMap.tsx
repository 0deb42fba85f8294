import { useEffect, useRef } from 'react';
import OlMap from 'ol/Map';
import Feature from 'ol/Feature';
import Point from 'ol/geom/Point';
import VectorLayer from 'ol/layer/Vector';
import VectorSource from 'ol/source/Vector';
import { fromLonLat } from 'ol/proj';
import { Circle, Fill, Icon, Stroke, Style, Text } from 'ol/style';
import { defaults as defaultControls } from 'ol/control/defaults';
import { defaults as defaultInteractions } from 'ol/interaction/defaults';
import { createBasemapLayer, createWorldView } from '@portal/shared/map/basemap';
import { centredLine, exposeViewExtent, fitRoute, routeFeatures } from '@portal/shared/map/route';
import type { LonLat } from '@portal/shared/map/geodesy';
import type { ShipmentDetail } from '@portal/shared';
import 'ol/ol.css';
import { modalityBadgeUri } from '../../../shipments/icons';

function hubStyle(label: string): Style {
  return new Style({
    image: new Circle({ radius: 5, fill: new Fill({ color: '#4f5d6b' }), stroke: new Stroke({ color: '#ffffff', width: 2 }) }),
    text: new Text({ text: label, offsetY: 16, textBaseline: 'top', font: '600 12px system-ui, sans-serif', fill: new Fill({ color: '#1c2733' }), stroke: new Stroke({ color: '#ffffff', width: 3 }) }),
    zIndex: 4,
  });
}

/**
 * The shipment's main carriage on the map (the routing module's lines: sea lanes, great circle
 * by air), its hub, both ends and the current position, drawn with the dashboard's helpers.
 */
export function RouteMap({ detail }: { detail: ShipmentDetail }) {
  const target = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const legs = detail.emissions.legs.filter((l) => l.coordinates.length > 1);
    const line = legs.flatMap((l) => l.coordinates) as LonLat[];
    const drawing = {
      coordinates: line.length > 1 ? line : ([[detail.origin.lon, detail.origin.lat], [detail.destination.lon, detail.destination.lat]] as LonLat[]),
      departureLabel: detail.origin.city,
      arrivalLabel: detail.destination.city,
      progress: detail.position.fraction,
      positionStyle: new Style({ image: new Icon({ src: modalityBadgeUri(detail.shipment.modality), width: 36, height: 36 }), zIndex: 10 }),
    };
    const features = routeFeatures(drawing);
    if (detail.via && legs.length > 1) {
      // The hub is where the first leg ends, moved by the same whole turns as the drawn line.
      const shift = centredLine(drawing.coordinates)[0][0] - drawing.coordinates[0][0];
      const [lon, lat] = legs[0].coordinates[legs[0].coordinates.length - 1];
      const hub = new Feature({ geometry: new Point(fromLonLat([lon + shift, lat])), kind: 'hub' });
      hub.setStyle(hubStyle(detail.via.city));
      features.push(hub);
    }
    const map = new OlMap({
      target: target.current!,
      layers: [createBasemapLayer(), new VectorLayer({ source: new VectorSource({ features }) })],
      view: createWorldView(),
      controls: defaultControls({ rotate: false, attributionOptions: { collapsible: true } }),
      interactions: defaultInteractions({ mouseWheelZoom: false }),
    });
    const stopExposing = exposeViewExtent(map, target.current!);
    const fit = () => fitRoute(map, drawing, { maxZoom: 7 });
    map.once('change:size', fit);
    fit();
    return () => {
      stopExposing();
      map.setTarget(undefined);
    };
  }, [detail]);

  const stops = [detail.origin, detail.via, detail.destination].filter(Boolean).map((p) => `${p!.name} (${p!.locode})`);
  return (
    <div className="route-map" role="region" aria-label="Route map">
      <div ref={target} className="route-map-canvas" data-testid="route-map" />
      <p className="sr-only">
        Route of {detail.shipment.shipmentid}: {stops.join(' → ')}. {detail.position.text}.
      </p>
    </div>
  );
}
