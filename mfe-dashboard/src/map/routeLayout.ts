// Where a route map puts things, without OpenLayers: the label sides, the padding that keeps both
// ends and their labels clear of the controls, and the view that fits them (the same arithmetic
// as OpenLayers' View.fit). route.ts draws with it on an OpenLayers map; the dashboard's picture
// of the map (ShipmentMapPicture) draws with it before OpenLayers has been loaded.
import { centredLine, clampLat, routeBox, type LonLat } from '@portal/contracts/map/geodesy';
import { fitView, toMercator, type Extent, type MapView, type ViewLimits } from '@portal/ui/map/mercatorView';

export { fitView, lonLatExtent, toMercator, viewExtent, type Extent, type MapView } from '@portal/ui/map/mercatorView';

export const LABEL_FONT = '600 12px system-ui, sans-serif';
const LABEL_HEIGHT = 16;
/** Room kept for the zoom buttons (top left) and the attribution button (bottom right), px. */
const CONTROL_ROOM = { left: 44, bottom: 30 } as const;
/** Room between an end and its label: clear of the 36 px position badge when it sits on that end. */
export const MARKER_GAP = 20;
/** Below this height (px) a map puts the labels beside the ends (labelSides) and gives padding more of its size. */
export const SHORT_MAP_HEIGHT = 240;
/** Short routes (Rotterdam → Felixstowe) stop at this zoom rather than fill the map with sea. */
export const ROUTE_MAX_ZOOM = 6;

/** The colours both drawings of a route use (route.ts on OpenLayers, the dashboard's picture). */
export const ROUTE_COLORS = {
  departure: '#0f5287',
  arrival: '#f5a623',
  line: '#0b3d63',
  halo: 'rgba(255,255,255,0.9)',
  pending: 'rgba(11,61,99,0.5)',
  label: '#1c2733',
} as const;

export type LabelSide = 'above' | 'below' | 'left' | 'right';

/** The route map's view (createWorldView({ multiWorld: true })): zoom -1 to 10, several worlds side by side allowed. */
export const ROUTE_VIEW_LIMITS: ViewLimits = { minZoom: -1, maxZoom: 10, oneWorld: false };

/**
 * Where each end's label goes: away from the other end, so two labels never meet. Mostly
 * north–south routes put them above and below, east–west ones to the outer sides. `beside`
 * (a short map, a phone's) always puts them to the sides: a label above and one below take
 * 70 px of height such a map does not have, while its width has room.
 */
export function labelSides(from: LonLat, to: LonLat, beside = false): { departure: LabelSide; arrival: LabelSide } {
  const [x1, y1] = toMercator(clampLat(from));
  const [x2, y2] = toMercator(clampLat(to));
  if (!beside && Math.abs(y2 - y1) >= Math.abs(x2 - x1) * 0.35)
    return y1 >= y2 ? { departure: 'above', arrival: 'below' } : { departure: 'below', arrival: 'above' };
  return x1 <= x2 ? { departure: 'left', arrival: 'right' } : { departure: 'right', arrival: 'left' };
}

let measureContext: CanvasRenderingContext2D | null | undefined;
function labelWidth(text: string): number {
  if (measureContext === undefined) measureContext = typeof document === 'undefined' ? null : document.createElement('canvas').getContext('2d');
  if (!measureContext) return text.length * 7.5;
  measureContext.font = LABEL_FONT;
  return Math.ceil(measureContext.measureText(text).width) + 6;
}

export interface RouteLabels {
  /** The route, [lon, lat], continuous (unwrapped); two points (the ends) while it loads. */
  coordinates: LonLat[];
  departureLabel: string;
  arrivalLabel: string;
  /** Labels beside the ends whatever the route's direction (a short map: see labelSides). */
  labelsBeside?: boolean;
}

/**
 * Padding [top, right, bottom, left] in px that keeps both ends' markers and labels inside the
 * view and off the controls (zoom buttons top left, attribution bottom right). On a short map
 * (a phone's) it shrinks in proportion, so the route keeps at least 45 % of each side.
 */
export function routePadding(drawing: RouteLabels, size: [number, number]): [number, number, number, number] {
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

/** The whole route's box in EPSG:3857, centred on its own middle (what the route map fits). */
export function routeExtent(coordinates: LonLat[]): Extent {
  const [minLon, minLat, maxLon, maxLat] = routeBox(coordinates);
  return [...toMercator([minLon, minLat]), ...toMercator([maxLon, maxLat])] as Extent;
}

/** The view a route map shows for a route with its labels (route.ts fitRoute does the same on OpenLayers). */
export function routeView(drawing: RouteLabels, size: [number, number]): MapView {
  const line = centredLine(drawing.coordinates);
  return fitView(routeExtent(drawing.coordinates), size, routePadding({ ...drawing, coordinates: line }, size), ROUTE_VIEW_LIMITS, ROUTE_MAX_ZOOM);
}
