import { useEffect, useRef } from 'react';
import OlMap from 'ol/Map';
import Feature from 'ol/Feature';
import LineString from 'ol/geom/LineString';
import Point from 'ol/geom/Point';
import VectorLayer from 'ol/layer/Vector';
import VectorSource from 'ol/source/Vector';
import { fromLonLat } from 'ol/proj';
import { Circle, Fill, Icon, Stroke, Style, Text } from 'ol/style';
import { defaults as defaultControls } from 'ol/control/defaults';
import { defaults as defaultInteractions } from 'ol/interaction/defaults';
import { createBasemapLayer, createWorldView } from '@portal/shared/map/basemap';
import type { ShipmentDetail, ShipmentPlace } from '@portal/shared';
import 'ol/ol.css';
import { modalityBadgeUri } from '../../../shipments/icons';

/** The shipment's legs (solid once sailed, dashed ahead), its stops and where the cargo is now. */
const legStyle = (done: boolean) => [
  new Style({ stroke: new Stroke({ color: 'rgba(255,255,255,0.9)', width: 5 }) }),
  new Style({ stroke: new Stroke({ color: '#0b3d63', width: 2.5, lineDash: done ? undefined : [8, 6] }) }),
];

function stopStyle(label: string, color: string, below: boolean): Style {
  return new Style({
    image: new Circle({ radius: 6, fill: new Fill({ color }), stroke: new Stroke({ color: '#ffffff', width: 2 }) }),
    text: new Text({ text: label, offsetY: below ? 18 : -16, font: '600 12px system-ui, sans-serif', fill: new Fill({ color: '#1c2733' }), stroke: new Stroke({ color: '#ffffff', width: 3 }) }),
  });
}

const point = (p: ShipmentPlace) => new Point(fromLonLat([p.lon, p.lat]));

function features(detail: ShipmentDetail): Feature[] {
  const out: Feature[] = [];
  const happened = (code: string) => detail.milestones.some((m) => m.code === code && m.state === 'actual');
  detail.emissions.legs.forEach((leg, i) => {
    if (leg.coordinates.length < 2) return;
    const f = new Feature({ geometry: new LineString(leg.coordinates.map((c) => fromLonLat(c))), kind: 'leg', index: i });
    // A leg is drawn solid once the cargo has reached its end.
    f.setStyle(legStyle(i === 0 && detail.via ? happened('TSA') : happened('ARR')));
    out.push(f);
  });
  const stops: [ShipmentPlace | null, string, boolean][] = [
    [detail.origin, '#0f5287', false],
    [detail.via, '#4f5d6b', true],
    [detail.destination, '#f5a623', true],
  ];
  for (const [place, color, below] of stops) {
    if (!place) continue;
    const f = new Feature({ geometry: point(place), kind: 'stop' });
    f.setStyle(stopStyle(place.city, color, below));
    out.push(f);
  }
  const now = new Feature({ geometry: new Point(fromLonLat(detail.position.coordinates)), kind: 'position' });
  now.setStyle(new Style({ image: new Icon({ src: modalityBadgeUri(detail.shipment.modality), width: 36, height: 36 }), zIndex: 10 }));
  out.push(now);
  return out;
}

export function RouteMap({ detail }: { detail: ShipmentDetail }) {
  const target = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const source = new VectorSource({ features: features(detail) });
    const map = new OlMap({
      target: target.current!,
      layers: [createBasemapLayer(), new VectorLayer({ source })],
      view: createWorldView(),
      controls: defaultControls({ rotate: false, attributionOptions: { collapsible: true } }),
      interactions: defaultInteractions({ mouseWheelZoom: false }),
    });
    const fit = () => {
      const size = map.getSize();
      const extent = source.getExtent();
      if (!size || !size[0] || !size[1] || !extent) return;
      const pad = Math.min(40, Math.round(size[1] / 6));
      map.getView().fit(extent, { size, padding: [pad, pad, pad, pad], maxZoom: 7 });
    };
    map.once('change:size', fit);
    fit();
    return () => map.setTarget(undefined);
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
