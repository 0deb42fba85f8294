import { useEffect, useMemo, useRef, useState } from 'react';
import { drawBasemapPicture } from '@portal/ui/map/basemapPicture';
import { WORLD_LONLAT_EXTENT } from '@portal/ui/map/basemapGrid';
import { alongLine, centredLine, clampLat, type LonLat } from '@portal/contracts/map/geodesy';
import type { Shipment, ShipmentRoute } from '@portal/contracts/shipments';
import {
  fitView,
  labelSides,
  LABEL_FONT,
  lonLatExtent,
  MARKER_GAP,
  ROUTE_COLORS,
  ROUTE_VIEW_LIMITS,
  routeView,
  SHORT_MAP_HEIGHT,
  toMercator,
  viewExtent,
  type LabelSide,
  type MapView,
} from '../../../map/routeLayout';
import { modalityBadgeUri } from '../../../shipments/icons';
import { clampProgress } from '../../../shipments/progress';
import type { RouteState } from '../hooks/useShipmentRoute';
import { useDashboardT } from '../../../messages';

interface ShipmentMapPictureProps {
  shipment: Shipment | null;
  route: ShipmentRoute | null;
  routeState: RouteState;
  width: number;
  height: number;
  /** Under the interactive map while it draws its first frame: no attributes of its own. */
  underneath: boolean;
  /** A zoom button was pressed: the interactive map takes over, zoomed by `delta`. */
  onZoom(delta: number): void;
}

interface Drawing {
  key: string;
  line: LonLat[];
  labels: [string, string];
  progress: number | null;
  modality: Shipment['modality'];
  pending: boolean;
}

function drawingOf(shipment: Shipment, route: ShipmentRoute | null): Drawing {
  const ends: LonLat[] = [
    [shipment.departure_long, shipment.departure_lat],
    [shipment.arrival_long, shipment.arrival_lat],
  ];
  const line = centredLine(route?.coordinates ?? ends);
  return {
    key: [shipment.shipmentid, route ? 'route' : 'ends', clampProgress(shipment.progress)].join('|'),
    line,
    labels: [shipment.departure_city, shipment.arrival_city],
    progress: clampProgress(shipment.progress) / 100,
    modality: shipment.modality,
    pending: !route,
  };
}

const WORLD_PADDING: [number, number, number, number] = [8, 8, 8, 8];

function viewOf(drawing: Drawing | null, size: [number, number], labelsBeside: boolean): MapView {
  if (!drawing)
    return fitView(
      [...toMercator([WORLD_LONLAT_EXTENT[0], WORLD_LONLAT_EXTENT[1]]), ...toMercator([WORLD_LONLAT_EXTENT[2], WORLD_LONLAT_EXTENT[3]])],
      size,
      WORLD_PADDING,
      ROUTE_VIEW_LIMITS,
    );
  return routeView({ coordinates: drawing.line, departureLabel: drawing.labels[0], arrivalLabel: drawing.labels[1], labelsBeside }, size);
}

const TEXT_PLACES: Record<
  LabelSide,
  { dx: number; dy: number; anchor: 'start' | 'middle' | 'end'; baseline: 'text-after-edge' | 'text-before-edge' | 'central' }
> = {
  above: { dx: 0, dy: -(MARKER_GAP + 6), anchor: 'middle', baseline: 'text-after-edge' },
  below: { dx: 0, dy: MARKER_GAP + 6, anchor: 'middle', baseline: 'text-before-edge' },
  left: { dx: -MARKER_GAP, dy: 0, anchor: 'end', baseline: 'central' },
  right: { dx: MARKER_GAP, dy: 0, anchor: 'start', baseline: 'central' },
};

/**
 * The dashboard's map as a picture: the countries (drawn by the basemap worker) and the selected
 * shipment's route, ends, labels and position (SVG), placed with the same arithmetic as the
 * interactive map (map/routeLayout). Showing it costs a phone a few milliseconds, where loading
 * and starting OpenLayers cost it a third of a second of blocked main thread; the
 * interactive map takes its place when the person reaches for it (ShipmentMapArea).
 */
export function ShipmentMapPicture({ shipment, route, routeState, width, height, underneath, onZoom }: ShipmentMapPictureProps) {
  const t = useDashboardT();
  const canvas = useRef<HTMLCanvasElement>(null);
  const size: [number, number] = [width, height];
  const labelsBeside = height > 0 && height < SHORT_MAP_HEIGHT;
  const shown = shipment && routeState !== 'loading' ? route : null;
  const drawing = useMemo(() => (shipment ? drawingOf(shipment, shown) : null), [shipment, shown]);
  const view = useMemo(() => (width && height ? viewOf(drawing, [width, height], labelsBeside) : null), [drawing, width, height, labelsBeside]);
  // What the canvas shows: the overlay follows once the countries of the new view have been drawn.
  const [painted, setPainted] = useState<{ view: MapView; drawing: Drawing | null; size: [number, number] } | null>(null);

  useEffect(() => {
    if (!view || !canvas.current) return;
    const controller = new AbortController();
    const next = { view, drawing, size: [width, height] as [number, number] };
    void drawBasemapPicture(canvas.current, { ...view, width, height }, controller.signal).then(() => !controller.signal.aborted && setPainted(next));
    return () => controller.abort();
  }, [view]); // eslint-disable-line react-hooks/exhaustive-deps

  const current = painted ?? (view ? { view, drawing, size } : null);
  const settled = painted !== null && painted.view === view;
  const state = !shipment ? 'none' : routeState === 'ready' ? (settled && drawing && !drawing.pending ? 'ready' : 'fitting') : routeState;
  const extent = settled && view ? JSON.stringify(lonLatExtent(viewExtent(view, size))) : undefined;
  const labelPlacing = labelsBeside ? 'beside' : 'by-direction';

  return (
    <div
      className={underneath ? 'map-picture is-underneath' : 'shipment-map-canvas map-picture'}
      style={{ height: height || undefined }}
      {...(underneath
        ? {}
        : {
            'data-shipment': shipment?.shipmentid ?? '',
            'data-route-state': state,
            'data-map-height': height,
            'data-labels': labelPlacing,
            'data-view-extent': extent,
          })}
    >
      <canvas ref={canvas} className="map-picture-countries" aria-hidden="true" />
      {current?.drawing && <RouteOverlay drawing={current.drawing} view={current.view} size={current.size} labelsBeside={labelsBeside} />}
      {/* Kept while the map loads over the picture: a press that started here ends here. */}
      <div className="map-picture-zoom">
        <button type="button" aria-label={t('dashboard.map.zoomIn')} title={t('dashboard.map.zoomIn')} data-zoom="in" onClick={() => onZoom(1)}>
          +
        </button>
        <button type="button" aria-label={t('dashboard.map.zoomOut')} title={t('dashboard.map.zoomOut')} data-zoom="out" onClick={() => onZoom(-1)}>
          –
        </button>
      </div>
    </div>
  );
}

function RouteOverlay({
  drawing,
  view,
  size: [width, height],
  labelsBeside,
}: {
  drawing: Drawing;
  view: MapView;
  size: [number, number];
  labelsBeside: boolean;
}) {
  const [left, , , top] = viewExtent(view, [width, height]);
  const pixel = (p: LonLat): [number, number] => {
    const [x, y] = toMercator(clampLat(p));
    return [(x - left) / view.resolution, (top - y) / view.resolution];
  };
  const path = drawing.line
    .map(
      (p, i) =>
        `${i ? 'L' : 'M'}${pixel(p)
          .map((v) => v.toFixed(1))
          .join(' ')}`,
    )
    .join('');
  const from = drawing.line[0];
  const to = drawing.line[drawing.line.length - 1];
  const sides = labelSides(from, to, labelsBeside);
  const ends = [
    { at: pixel(from), label: drawing.labels[0], color: ROUTE_COLORS.departure, side: sides.departure },
    { at: pixel(to), label: drawing.labels[1], color: ROUTE_COLORS.arrival, side: sides.arrival },
  ];
  const position = drawing.progress !== null && !drawing.pending ? pixel(alongLine(drawing.line, drawing.progress)) : null;
  return (
    <svg className="map-picture-route" width={width} height={height} viewBox={`0 0 ${width} ${height}`} aria-hidden="true">
      {drawing.pending ? (
        <path d={path} fill="none" stroke={ROUTE_COLORS.pending} strokeWidth={2} strokeDasharray="4 6" />
      ) : (
        <>
          <path d={path} fill="none" stroke={ROUTE_COLORS.halo} strokeWidth={5} strokeLinecap="round" strokeLinejoin="round" />
          <path d={path} fill="none" stroke={ROUTE_COLORS.line} strokeWidth={2.5} strokeLinecap="round" strokeLinejoin="round" />
        </>
      )}
      {ends.map(({ at: [x, y], label, color, side }) => {
        const place = TEXT_PLACES[side];
        return (
          <g key={`${side}-${label}`}>
            <circle cx={x} cy={y} r={6} fill={color} stroke="#ffffff" strokeWidth={2} />
            <text
              x={x + place.dx}
              y={y + place.dy}
              textAnchor={place.anchor}
              dominantBaseline={place.baseline}
              style={{ font: LABEL_FONT }}
              fill={ROUTE_COLORS.label}
              stroke="#ffffff"
              strokeWidth={3}
              paintOrder="stroke"
              strokeLinejoin="round"
            >
              {label}
            </text>
          </g>
        );
      })}
      {position && <image href={modalityBadgeUri(drawing.modality)} x={position[0] - 18} y={position[1] - 18} width={36} height={36} />}
    </svg>
  );
}
