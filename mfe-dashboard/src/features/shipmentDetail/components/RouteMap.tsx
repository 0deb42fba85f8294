import { useEffect, useRef } from 'react';
import OlMap from 'ol/Map';
import Feature from 'ol/Feature';
import Point from 'ol/geom/Point';
import VectorLayer from 'ol/layer/Vector';
import VectorSource from 'ol/source/Vector';
import { fromLonLat } from 'ol/proj';
import LineString from 'ol/geom/LineString';
import { Circle, Fill, Icon, Stroke, Style, Text } from 'ol/style';
import { defaults as defaultControls } from 'ol/control/defaults';
import { defaults as defaultInteractions } from 'ol/interaction/defaults';
import { createBasemapLayer, createWorldView } from '@portal/ui/map/basemap';
import { centredLine, exposeViewExtent, fitRoute, routeFeatures } from '../../../map/route';
import type { LonLat } from '@portal/contracts/map/geodesy';
import type { ShipmentDetail } from '@portal/contracts/shipments';
import 'ol/ol.css';
import { modalityBadgeUri } from '../../../shipments/icons';
import { placeWords, useDashboardT } from '../../../messages';

function stopStyle(label: string): Style {
  return new Style({
    image: new Circle({ radius: 5, fill: new Fill({ color: '#4f5d6b' }), stroke: new Stroke({ color: '#ffffff', width: 2 }) }),
    text: new Text({ text: label, offsetY: 16, textBaseline: 'top', font: '600 12px system-ui, sans-serif', fill: new Fill({ color: '#1c2733' }), stroke: new Stroke({ color: '#ffffff', width: 3 }) }),
    zIndex: 4,
  });
}

/** The on-carriage by truck: dashed, so it reads apart from the main carriage. */
const onCarriageStyle = [
  new Style({ stroke: new Stroke({ color: 'rgba(255,255,255,0.9)', width: 5 }) }),
  new Style({ stroke: new Stroke({ color: '#4f5d6b', width: 2.5, lineDash: [6, 5] }) }),
];

/**
 * The shipment's main carriage on the map (the routing module's lines: sea lanes, great circle
 * by air), its hub, both ends and the current position, drawn with the dashboard's helpers.
 */
export function RouteMap({ detail }: { detail: ShipmentDetail }) {
  const t = useDashboardT();
  const target = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const drawn = detail.emissions.legs.filter((l) => l.coordinates.length > 1);
    // The main carriage carries the position; the truck to the consignee is drawn after it.
    const legs = drawn.filter((l) => l.mode !== 'road' || detail.shipment.modality === 'ROA');
    const onCarriage = detail.shipment.modality === 'ROA' ? undefined : drawn.find((l) => l.mode === 'road');
    const line = legs.flatMap((l) => l.coordinates) as LonLat[];
    const drawing = {
      coordinates: line.length > 1 ? line : ([[detail.origin.lon, detail.origin.lat], [detail.destination.lon, detail.destination.lat]] as LonLat[]),
      departureLabel: detail.origin.city,
      arrivalLabel: detail.destination.city,
      progress: detail.position.fraction,
      positionStyle: new Style({ image: new Icon({ src: modalityBadgeUri(detail.shipment.modality), width: 36, height: 36 }), zIndex: 10 }),
    };
    const delivered = detail.position.fraction >= 1 && detail.delivery !== null && detail.position.coordinates[0] === detail.delivery.lon && detail.position.coordinates[1] === detail.delivery.lat;
    const features = routeFeatures({ ...drawing, progress: delivered && onCarriage ? null : drawing.progress });
    // Everything else moves by the same whole turns as the drawn line.
    const shift = centredLine(drawing.coordinates)[0][0] - drawing.coordinates[0][0];
    const at = ([lon, lat]: [number, number] | LonLat) => fromLonLat([lon + shift, lat]);
    if (detail.via && legs.length > 1) {
      const hub = new Feature({ geometry: new Point(at(legs[0].coordinates[legs[0].coordinates.length - 1])), kind: 'hub' });
      hub.setStyle(stopStyle(detail.via.city));
      features.push(hub);
    }
    // The truck's line, moved by whole turns to start where the (unwrapped) main line ends.
    const truckLine = onCarriage && detail.delivery ? sameTurnAs(drawing.coordinates[drawing.coordinates.length - 1], onCarriage.coordinates as LonLat[]) : [];
    if (truckLine.length > 1) {
      const truck = new Feature({ geometry: new LineString(truckLine.map(at)), kind: 'on-carriage' });
      truck.setStyle(onCarriageStyle);
      const consignee = new Feature({ geometry: new Point(at(truckLine[truckLine.length - 1])), kind: 'delivery' });
      consignee.setStyle(stopStyle(detail.delivery!.city));
      features.unshift(truck);
      features.push(consignee);
    }
    if (delivered && truckLine.length > 1) {
      const position = new Feature({ geometry: new Point(at(truckLine[truckLine.length - 1])), kind: 'position' });
      position.setStyle(drawing.positionStyle);
      features.push(position);
    }
    const map = new OlMap({
      target: target.current!,
      layers: [createBasemapLayer(), new VectorLayer({ source: new VectorSource({ features }) })],
      view: createWorldView(),
      controls: defaultControls({ rotate: false, attributionOptions: { collapsible: true }, zoomOptions: { zoomInTipLabel: t('dashboard.map.zoomIn'), zoomOutTipLabel: t('dashboard.map.zoomOut') } }),
      interactions: defaultInteractions({ mouseWheelZoom: false }),
    });
    const stopExposing = exposeViewExtent(map, target.current!);
    // The fit takes in the on-carriage too; its line continues from the arrival, so the ends stay first and last of the main line.
    const fit = () => fitRoute(map, { ...drawing, coordinates: mainThenTruck(drawing.coordinates, truckLine) }, { maxZoom: 7 });
    // Refit on every change of size (a rotated phone, a resized window), not only the first.
    map.on('change:size', fit);
    fit();
    return () => {
      map.un('change:size', fit);
      stopExposing();
      map.setTarget(undefined);
    };
  }, [detail]); // eslint-disable-line react-hooks/exhaustive-deps -- the zoom buttons' tips are the map's only words

  const stops = [detail.origin, detail.via, detail.destination, detail.delivery].filter((p) => p !== null).map((p) => placeWords(t, p));
  return (
    <div className="route-map" role="region" aria-label={t('detail.routeMap')}>
      <div ref={target} className="route-map-canvas" data-testid="route-map" />
      <p className="sr-only">{t('detail.routeOf', { id: detail.shipment.shipmentid, stops: stops.join(' → '), position: detail.position.text })}</p>
    </div>
  );
}

/**
 * The line fitRoute measures: the main carriage, with the truck's points folded in before its
 * last point, so that the arrival stays the line's end (its label's side and padding are worked
 * out from the first and last points).
 */
function mainThenTruck(main: LonLat[], truck: LonLat[]): LonLat[] {
  return truck.length ? [...main.slice(0, -1), ...truck, main[main.length - 1]] : main;
}

function sameTurnAs(end: LonLat, line: LonLat[]): LonLat[] {
  const shift = Math.round((end[0] - line[0][0]) / 360) * 360;
  return shift === 0 ? line : line.map(([lon, lat]) => [lon + shift, lat] as LonLat);
}
