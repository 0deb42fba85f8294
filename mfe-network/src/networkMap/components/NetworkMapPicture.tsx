import { useEffect, useId, useMemo, useRef, useState, type MouseEvent } from 'react';
import { drawBasemapPicture } from '@portal/ui/map/basemapPicture';
import { viewExtent, type Extent, type MapView } from '@portal/ui/map/mercatorView';
import { ICON_ROLES, PIN_HEIGHT, PIN_WIDTH, iconIndex, pinMarkup } from '../map/markerIcons';
import { boxView, viewText, zoomOf } from '../map/networkView';
import { bubbleRadius, markerAt, placeMarkers, type PlacedMarker } from '../map/pictureMarkers';
import type { Marker, MarkerClusters } from '../map/markerClusters';
import { markersBox } from '../map/markerPoints';
import type { NetworkMarkers } from '@portal/contracts/network';
import { ALL_CONTINENTS, type ContinentChoice } from '@portal/contracts/rules/network';
import { useElementSize } from '@portal/kit';
import { useNetworkT } from '../../messages';

/** What the person did on the picture: the interactive map takes over and carries it out. */
export type Reach = { kind: 'look' } | { kind: 'zoom'; delta: number } | { kind: 'fit'; extent: Extent } | { kind: 'select'; id: number };

interface NetworkMapPictureProps {
  markers: NetworkMarkers;
  /** The clusters' index (null while it is made); `failed`: there will be none, the countries are drawn alone. */
  clusters: MarkerClusters | null;
  clustersFailed: boolean;
  continent: ContinentChoice;
  label: string;
  /** Under the interactive map while it draws its first frame: no attributes or focus of its own. */
  underneath: boolean;
  onReach(reach: Reach): void;
}

interface Painted {
  view: MapView;
  size: [number, number];
  markers: PlacedMarker[];
}

/**
 * The network map as a picture: the countries (drawn by the basemap worker) and the bubbles and
 * pins of the view (from the clustering worker, SVG), in the view the map opens on
 * (map/networkView). It costs a phone a few milliseconds; loading and starting OpenLayers cost it
 * most of a second of blocked main thread on /networks. The map takes its place when
 * the person reaches for it (NetworkMapArea): a click on a pin or a bubble is carried over.
 */
export function NetworkMapPicture({ markers, clusters, clustersFailed, continent, label, underneath, onReach }: NetworkMapPictureProps) {
  const t = useNetworkT();
  const frame = useRef<HTMLDivElement>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  const { width, height } = useElementSize(frame);
  const box = useMemo(() => markersBox(markers, continent, ALL_CONTINENTS), [markers, continent]);
  const view = useMemo(() => (box && width && height ? boxView(box, [width, height]) : null), [box, width, height]);
  const [painted, setPainted] = useState<Painted | null>(null);

  useEffect(() => {
    if (!view || !canvas.current || (!clusters && !clustersFailed)) return;
    const controller = new AbortController();
    const size: [number, number] = [width, height];
    const [minX, minY, maxX, maxY] = viewExtent(view, size);
    // The bubbles and pins of the view, asked as the map's layer asks for them (half a view around it).
    const around = [minX - (maxX - minX) / 2, minY - (maxX - minX) / 2, maxX + (maxX - minX) / 2, maxY + (maxX - minX) / 2];
    const inView: Promise<Marker[]> = clusters ? clusters.markersIn(around, zoomOf(view)).catch(() => []) : Promise.resolve([]);
    void Promise.all([drawBasemapPicture(canvas.current, { ...view, width, height }, controller.signal), inView]).then(([, found]) => {
      if (!controller.signal.aborted) setPainted({ view, size, markers: placeMarkers(found, view, size) });
    });
    return () => controller.abort();
  }, [view, clusters, clustersFailed]); // eslint-disable-line react-hooks/exhaustive-deps

  const settled = painted !== null && painted.view === view;
  const click = (event: MouseEvent<HTMLDivElement>) => {
    if (!painted || (event.target as Element).closest('button')) return;
    const rect = event.currentTarget.getBoundingClientRect();
    const hit = markerAt(painted.markers, [event.clientX - rect.left, event.clientY - rect.top]);
    if (hit?.kind === 'pin') onReach({ kind: 'select', id: hit.pin.id });
    else if (hit?.kind === 'bubble') onReach({ kind: 'fit', extent: hit.extent });
  };

  // What the map's box tells tests and the status line, as the live map's does (none underneath it).
  const state = underneath
    ? {}
    : {
        'data-renderer': 'picture',
        'data-marker-count': settled ? markers.id.length : '',
        'data-view': settled ? viewText(painted.view, painted.size) : '',
        'data-continent': continent,
        'data-fitted': settled ? continent : '',
        'data-ready': settled ? 'true' : 'false',
      };

  return (
    <div className={underneath ? 'net-map-picture is-underneath' : 'net-map net-map-picture'} {...state}>
      <div
        ref={frame}
        className="net-map-canvas map-picture"
        tabIndex={underneath ? -1 : 0}
        role={underneath ? undefined : 'region'}
        aria-label={underneath ? undefined : t('map.keys', { label })}
        onFocus={() => onReach({ kind: 'look' })}
        onClick={click}
      >
        <canvas ref={canvas} className="map-picture-countries" aria-hidden="true" />
        {painted && <MarkersOverlay painted={painted} />}
        {/* Kept while the map loads over the picture: a press that started here ends here. */}
        <div className="map-picture-zoom">
          <button type="button" data-zoom="in" aria-label={t('map.zoomIn')} title={t('map.zoomIn')} onClick={() => onReach({ kind: 'zoom', delta: 1 })}>
            +
          </button>
          <button type="button" data-zoom="out" aria-label={t('map.zoomOut')} title={t('map.zoomOut')} onClick={() => onReach({ kind: 'zoom', delta: -1 })}>
            –
          </button>
        </div>
      </div>
    </div>
  );
}

function MarkersOverlay({ painted: { markers, size } }: { painted: Painted }) {
  const ids = useId();
  const symbol = (role: number) => `${ids}-pin-${role}`;
  const roles = [...ICON_ROLES, ''];
  return (
    <svg className="map-picture-markers" width={size[0]} height={size[1]} viewBox={`0 0 ${size[0]} ${size[1]}`} aria-hidden="true">
      <defs>
        {roles.map((role, i) => (
          // Our own constant markup (markerIcons.ts), no user data.
          <symbol key={role || 'other'} id={symbol(i)} viewBox={`0 0 ${PIN_WIDTH} ${PIN_HEIGHT}`} dangerouslySetInnerHTML={{ __html: pinMarkup(role) }} />
        ))}
      </defs>
      {markers.map((marker) =>
        marker.kind === 'pin' ? (
          <use key={marker.key} href={`#${symbol(iconIndex(marker.pin.role))}`} x={marker.x - PIN_WIDTH / 2} y={marker.y - PIN_HEIGHT} width={PIN_WIDTH} height={PIN_HEIGHT} />
        ) : (
          <g key={marker.key} className="map-picture-bubble">
            <circle cx={marker.x} cy={marker.y} r={bubbleRadius(marker.count)} />
            <text x={marker.x} y={marker.y}>
              {marker.count}
            </text>
          </g>
        ),
      )}
    </svg>
  );
}
