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
import { alongLine, centredLine, clampLat, routeBox, type LonLat } from '@portal/contracts/map/geodesy';

export { centredLine };

const LABEL_FONT = '600 12px system-ui, sans-serif';
const LABEL_HEIGHT = 16;
/** Room kept for the zoom buttons (top left) and the attribution button (bottom right), px. */
const CONTROL_ROOM = { left: 44, bottom: 30 } as const;
/** Room between an end and its label: clear of the 36 px position badge when it sits on that end. */
const MARKER_GAP = 20;

type LabelSide = 'above' | 'below' | 'left' | 'right';

/**
 * Where each end's label goes: away from the other end, so two labels never meet. Mostly
 * north–south routes put them above and below, east–west ones to the outer sides. `beside`
 * (a short map, a phone's) always puts them to the sides: a label above and one below take
 * 70 px of height such a map does not have, while its width has room.
 */
function labelSides(from: LonLat, to: LonLat, beside = false): { departure: LabelSide; arrival: LabelSide } {
  const [x1, y1] = fromLonLat(clampLat(from));
  const [x2, y2] = fromLonLat(clampLat(to));
  if (!beside && Math.abs(y2 - y1) >= Math.abs(x2 - x1) * 0.35) return y1 >= y2 ? { departure: 'above', arrival: 'below' } : { departure: 'below', arrival: 'above' };
  return x1 <= x2 ? { departure: 'left', arrival: 'right' } : { departure: 'right', arrival: 'left' };
}

/** Below this height (px) a map puts the labels beside the ends (labelSides) and gives padding more of its size. */
export const SHORT_MAP_HEIGHT = 240;

function endStyle(label: string, color: string, side: LabelSide): Style {
  const offsets: Record<LabelSide, Partial<ConstructorParameters<typeof Text>[0]>> = {
    above: { offsetY: -(MARKER_GAP + 6), textBaseline: 'bottom' },
    below: { offsetY: MARKER_GAP + 6, textBaseline: 'top' },
    left: { offsetX: -MARKER_GAP, textAlign: 'right' },
    right: { offsetX: MARKER_GAP, textAlign: 'left' },
  };
  return new Style({
    image: new Circle({ radius: 6, fill: new Fill({ color }), stroke: new Stroke({ color: '#ffffff', width: 2 }) }),
    text: new Text({ text: label, font: LABEL_FONT, fill: new Fill({ color: '#1c2733' }), stroke: new Stroke({ color: '#ffffff', width: 3 }), ...offsets[side] }),
    zIndex: 5,
  });
}

const solidRoute = [
  new Style({ stroke: new Stroke({ color: 'rgba(255,255,255,0.9)', width: 5 }) }),
  new Style({ stroke: new Stroke({ color: '#0b3d63', width: 2.5 }) }),
];
/** The ends alone, while the route loads or when it could not be had. */
const pendingRoute = [new Style({ stroke: new Stroke({ color: 'rgba(11,61,99,0.5)', width: 2, lineDash: [4, 6] }) })];

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

const ROUTE_COLORS = { departure: '#0f5287', arrival: '#f5a623' } as const;

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

let measureContext: CanvasRenderingContext2D | null | undefined;
function labelWidth(text: string): number {
  if (measureContext === undefined) measureContext = typeof document === 'undefined' ? null : document.createElement('canvas').getContext('2d');
  if (!measureContext) return text.length * 7.5;
  measureContext.font = LABEL_FONT;
  return Math.ceil(measureContext.measureText(text).width) + 6;
}

/**
 * Padding [top, right, bottom, left] in px that keeps both ends' markers and labels inside the
 * view and off the controls (zoom buttons top left, attribution bottom right). On a short map
 * (a phone's) it shrinks in proportion, so the route keeps at least 45 % of each side.
 */
function routePadding(drawing: Pick<RouteDrawing, 'coordinates' | 'departureLabel' | 'arrivalLabel' | 'labelsBeside'>, size: [number, number]): [number, number, number, number] {
  const line = drawing.coordinates;
  const sides = labelSides(line[0], line[line.length - 1], drawing.labelsBeside);
  const edge = 12;
  const pad = { top: edge, right: edge, bottom: edge + CONTROL_ROOM.bottom, left: edge + CONTROL_ROOM.left };
  const grow = (side: keyof typeof pad, px: number) => (pad[side] = Math.max(pad[side], px));
  for (const [label, side] of [
    [drawing.departureLabel, sides.departure],
    [drawing.arrivalLabel, sides.arrival],
  ] as const) {
    const width = labelWidth(label);
    if (side === 'above' || side === 'below') {
      const half = width / 2 + edge;
      grow('left', half);
      grow('right', half);
      grow(side === 'above' ? 'top' : 'bottom', (side === 'above' ? edge : edge + CONTROL_ROOM.bottom) + MARKER_GAP + 6 + LABEL_HEIGHT);
    } else {
      grow(side, (side === 'left' ? edge + CONTROL_ROOM.left : edge) + MARKER_GAP + width);
      grow('top', edge + LABEL_HEIGHT / 2);
    }
  }
  const [width, height] = size;
  // A short map gives the labels more of itself: a smaller route beats a cut label.
  const share = drawing.labelsBeside ? 0.7 : 0.55;
  const scaleX = Math.min(1, (width * share) / (pad.left + pad.right));
  const scaleY = Math.min(1, (height * share) / (pad.top + pad.bottom));
  return [pad.top * scaleY, pad.right * scaleX, pad.bottom * scaleY, pad.left * scaleX].map(Math.round) as [number, number, number, number];
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
  const [minLon, minLat, maxLon, maxLat] = routeBox(drawing.coordinates);
  const extent: Extent = [...fromLonLat([minLon, minLat]), ...fromLonLat([maxLon, maxLat])];
  const view = map.getView();
  // A quick succession of selections must not leave half-finished fits competing.
  view.cancelAnimations();
  view.fit(extent, {
    size,
    padding: routePadding({ ...drawing, coordinates: line }, size as [number, number]),
    maxZoom: options.maxZoom ?? 6,
    duration: options.animate ? 450 : 0,
    callback: (completed) => completed && options.onSettled?.(),
  });
}

const R = 6378137;
/** A view extent in EPSG:3857 as [minLon, minLat, maxLon, maxLat], longitudes NOT wrapped (a view over the Pacific may run past ±180). */
function lonLatExtent([x1, y1, x2, y2]: Extent): [number, number, number, number] {
  const lon = (x: number) => (x / R) * (180 / Math.PI);
  const lat = (y: number) => (2 * Math.atan(Math.exp(y / R)) - Math.PI / 2) * (180 / Math.PI);
  const r = (v: number) => Math.round(v * 1000) / 1000;
  return [r(lon(x1)), r(lat(y1)), r(lon(x2)), r(lat(y2))];
}

/** Writes the view's current extent to `element`'s data-view-extent (see exposeViewExtent). */
export function writeViewExtent(map: OlMap, element: HTMLElement): void {
  const size = map.getSize();
  if (!size || !size[0] || !size[1]) return;
  element.setAttribute('data-view-extent', JSON.stringify(lonLatExtent(map.getView().calculateExtent(size))));
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
