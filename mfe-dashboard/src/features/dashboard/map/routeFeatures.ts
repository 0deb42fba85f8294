import Feature from 'ol/Feature';
import LineString from 'ol/geom/LineString';
import Point from 'ol/geom/Point';
import { fromLonLat } from 'ol/proj';
import { Circle, Fill, Icon, Stroke, Style, Text } from 'ol/style';
import type { Shipment } from '@portal/shared';
import { modalityBadgeUri } from '../../../shipments/icons';
import { clampProgress } from '../../../shipments/progress';
import { alongLine, greatCircle, type LonLat } from './greatCircle';

/** The selected shipment on the map: route, departure, arrival and the vehicle at its progress. */
const routeStyle = [
  new Style({ stroke: new Stroke({ color: 'rgba(255,255,255,0.9)', width: 5 }) }),
  new Style({ stroke: new Stroke({ color: '#0b3d63', width: 2.5, lineDash: [8, 6] }) }),
];

function endStyle(label: string, color: string, labelBelow: boolean): Style {
  return new Style({
    // The dots always show; their labels give way where they would collide (the layer declutters).
    image: new Circle({ radius: 6, fill: new Fill({ color }), stroke: new Stroke({ color: '#ffffff', width: 2 }), declutterMode: 'none' }),
    text: new Text({
      text: label,
      offsetY: labelBelow ? 18 : -16,
      font: '600 12px system-ui, sans-serif',
      fill: new Fill({ color: '#1c2733' }),
      stroke: new Stroke({ color: '#ffffff', width: 3 }),
    }),
  });
}

const iconStyles = new Map<string, Style>();
function vehicleStyle(modality: Shipment['modality']): Style {
  let style = iconStyles.get(modality);
  if (!style) {
    // An obstacle: always drawn, and no label is drawn under it.
    style = new Style({ image: new Icon({ src: modalityBadgeUri(modality), width: 36, height: 36, declutterMode: 'obstacle' }), zIndex: 10 });
    iconStyles.set(modality, style);
  }
  return style;
}

export function routeFeatures(shipment: Shipment): Feature[] {
  const from: LonLat = [shipment.departure_long, shipment.departure_lat];
  const to: LonLat = [shipment.arrival_long, shipment.arrival_lat];
  const line = greatCircle(from, to);
  const project = (p: LonLat) => fromLonLat(p);
  const route = new Feature({ geometry: new LineString(line.map(project)), kind: 'route' });
  route.setStyle(routeStyle);
  const departure = new Feature({ geometry: new Point(project(line[0])), kind: 'departure' });
  departure.setStyle(endStyle(shipment.departure_city, '#0f5287', false));
  const arrival = new Feature({ geometry: new Point(project(line[line.length - 1])), kind: 'arrival' });
  arrival.setStyle(endStyle(shipment.arrival_city, '#f5a623', true));
  const vehicle = new Feature({ geometry: new Point(project(alongLine(line, clampProgress(shipment.progress) / 100))), kind: 'vehicle', modality: shipment.modality });
  vehicle.setStyle(vehicleStyle(shipment.modality));
  return [route, departure, arrival, vehicle];
}
