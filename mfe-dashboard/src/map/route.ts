// A shipment's route on an OpenLayers map, for every map that shows one (the dashboard, the
// shipment detail page): the line as it travels, both ends with their labels, the current
// position, and a fit that keeps all of it in view clear of the map's controls. Heavy (ol):
// import it only from a remote's map component. The geometry comes from the API's routing
// (GET /api/shipments/route/:mode/:id): [lon, lat] with longitudes unwrapped.
import Feature from 'ol/Feature';
import LineString from 'ol/geom/LineString';
import Point from 'ol/geom/Point';
import { fromLonLat } from 'ol/proj';
import { Circle, Fill, Stroke, Style, Text } from 'ol/style';
import type OlMap from 'ol/Map';
import type { Extent } from 'ol/extent';
import { alongLine, centredLine, clampLat, type LonLat } from '@portal/contracts/map/geodesy';
import { LABEL_FONT, labelSides, lonLatExtent, MARKER_GAP, ROUTE_COLORS, ROUTE_MAX_ZOOM, routeExtent, routePadding, SHORT_MAP_HEIGHT, type LabelSide } from './routeLayout';

export { centredLine, SHORT_MAP_HEIGHT };

function endStyle(label: string, color: string, side: LabelSide): Style {
  const offsets: Record<LabelSide, Partial<ConstructorParameters<typeof Text>[0]>> = {
    above: { offsetY: -(MARKER_GAP + 6), textBaseline: 'bottom' },
    below: { offsetY: MARKER_GAP + 6, textBaseline: 'top' },
    left: { offsetX: -MARKER_GAP, textAlign: 'right' },
    right: { offsetX: MARKER_GAP, textAlign: 'left' },
  };
  return new Style({
    image: new Circle({ radius: 6, fill: new Fill({ color }), stroke: new Stroke({ color: '#ffffff', width: 2 }) }),
    text: new Text({ text: label, font: LABEL_FONT, fill: new Fill({ color: ROUTE_COLORS.label }), stroke: new Stroke({ color: '#ffffff', width: 3 }), ...offsets[side] }),
    zIndex: 5,
  });
}

const solidRoute = [
  new Style({ stroke: new Stroke({ color: ROUTE_COLORS.halo, width: 5 }) }),
  new Style({ stroke: new Stroke({ color: ROUTE_COLORS.line, width: 2.5 }) }),
];
/** The ends alone, while the route loads or when it could not be had. */
const pendingRoute = [new Style({ stroke: new Stroke({ color: ROUTE_COLORS.pending, width: 2, lineDash: [4, 6] }) })];

export interface RouteDrawing {
  /** The route, [lon, lat], continuous (unwrapped); two points (the ends) while it loads. */
  coordinates: LonLat[];
  departureLabel: string;
  arrivalLabel: string;
  /** 0..1 of the way along the route by length; null: no position marker. */
  progress: number | null;
  /** The marker of the current position (a modality badge). */
  positionStyle?: Style;
  /** True while only the ends are known: the line is drawn faint. */
  pending?: boolean;
  /** Labels beside the ends whatever the route's direction (a short map: see labelSides). */
  labelsBeside?: boolean;
}


/** Features in EPSG:3857: route, departure, arrival and, with a progress, the current position. */
export function routeFeatures(drawing: RouteDrawing): Feature[] {
  const line = centredLine(drawing.coordinates);
  const from = line[0];
  const to = line[line.length - 1];
  const sides = labelSides(from, to, drawing.labelsBeside);
  const project = (p: LonLat) => fromLonLat(clampLat(p));
  const route = new Feature({ geometry: new LineString(line.map(project)), kind: 'route' });
  route.setStyle(drawing.pending ? pendingRoute : solidRoute);
  const departure = new Feature({ geometry: new Point(project(from)), kind: 'departure' });
  departure.setStyle(endStyle(drawing.departureLabel, ROUTE_COLORS.departure, sides.departure));
  const arrival = new Feature({ geometry: new Point(project(to)), kind: 'arrival' });
  arrival.setStyle(endStyle(drawing.arrivalLabel, ROUTE_COLORS.arrival, sides.arrival));
  const features = [route, departure, arrival];
  if (drawing.progress !== null && !drawing.pending) {
    const position = new Feature({ geometry: new Point(project(alongLine(line, drawing.progress))), kind: 'position' });
    if (drawing.positionStyle) position.setStyle(drawing.positionStyle);
    features.push(position);
  }
  return features;
}

export interface FitRouteOptions {
  animate?: boolean;
  /** Short routes (Rotterdam → Felixstowe) stop at this zoom rather than fill the map with sea. */
  maxZoom?: number;
  /** Called once the view shows the whole route (at once, or when the animation ends); not when a newer fit cancels this one. */
  onSettled?: () => void;
}

/** Fits the whole route and both ends, with their labels, into the map's current size. */
export function fitRoute(map: OlMap, drawing: Pick<RouteDrawing, 'coordinates' | 'departureLabel' | 'arrivalLabel' | 'labelsBeside'>, options: FitRouteOptions = {}): void {
  const size = map.getSize();
  if (!size || !size[0] || !size[1] || drawing.coordinates.length === 0) return;
  const line = centredLine(drawing.coordinates);
  const extent: Extent = routeExtent(drawing.coordinates);
  const view = map.getView();
  // A quick succession of selections must not leave half-finished fits competing.
  view.cancelAnimations();
  view.fit(extent, {
    size,
    padding: routePadding({ ...drawing, coordinates: line }, size as [number, number]),
    maxZoom: options.maxZoom ?? ROUTE_MAX_ZOOM,
    duration: options.animate ? 450 : 0,
    callback: (completed) => completed && options.onSettled?.(),
  });
}

/** Writes the view's current extent to `element`'s data-view-extent (see exposeViewExtent). */
export function writeViewExtent(map: OlMap, element: HTMLElement): void {
  const size = map.getSize();
  if (!size || !size[0] || !size[1]) return;
  element.setAttribute('data-view-extent', JSON.stringify(lonLatExtent(map.getView().calculateExtent(size) as [number, number, number, number])));
}

/**
 * Keeps `element`'s data-view-extent attribute at the view's extent in lon/lat (JSON), updated
 * after every move: what the map shows, in a form a test or an assistive script can read.
 */
export function exposeViewExtent(map: OlMap, element: HTMLElement): () => void {
  const update = () => writeViewExtent(map, element);
  map.on('moveend', update);
  return () => map.un('moveend', update);
}
