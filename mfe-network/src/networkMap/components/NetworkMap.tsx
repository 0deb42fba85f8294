import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import 'ol/ol.css';
import { fromLonLat } from 'ol/proj';
import type { ShownLocation } from '@portal/contracts/network';
import type { ContinentChoice } from '@portal/contracts/rules/network';
import { continentBox } from '../map/extents';
import { centerOn, fitBox, scrollMapIntoView, visibleBox } from '../map/fitBox';
import { viewFrameOf } from '../map/canvasMarkers';
import { createMarkerLayer, type MarkerLayer } from '../map/markerLayer';
import type { MarkerClusters } from '../map/markerClusters';
import type { NetworkMarkers } from '@portal/contracts/network';
import { pointsOf } from '../map/markerPoints';
import { useLocationDetails } from '../hooks/useLocationDetails';
import { useOlMap } from '../map/useOlMap';
import { preferredRenderer } from '../map/webgl';
import { LocationPopup } from './LocationPopup';
import { useNetworkT } from '../../messages';

export interface Selection {
  id: number;
  /** 'list': chosen outside the map, so the map moves to it. */
  source: 'map' | 'list';
  /** Its details when the chooser had them (the list); the popup of a marker reads them. */
  location?: ShownLocation;
}

interface Props {
  /** The markers (located locations only), as the API sends them. */
  markers: NetworkMarkers;
  continent: ContinentChoice;
  selected: Selection | null;
  onSelect(selection: Selection | null): void;
  /** What a screen reader hears for the map. */
  label: string;
  className?: string;
  /** The clusters' index, shared with the map's picture (null while it is made). */
  clusters: MarkerClusters | null;
  /** Zoom steps asked for on the picture before the map was there: applied after its first fit. */
  zoomBy?: number;
  /** A bubble clicked on the picture: the view zooms to its members after its first fit. */
  fitTo?: number[] | null;
  /** Called once, when the map has drawn its countries and markers (the picture under it then goes). */
  onDrawn?: () => void;
}

const POPUP_GAP = 44; // pin height + a little
/**
 * Beside the zoom buttons (top left, 44 px wide on a touch screen, and their margin): a pop-up
 * over the map keeps out of this column, so they still take a press while it is open.
 */
const ZOOM_COLUMN = 60;
/**
 * A map narrower than this (a phone's) shows the pop-up under itself, not over it: over a map
 * that small, a card of its size covered the zoom buttons and most of what a drag could take.
 */
const POPUP_OVER_MIN_WIDTH = 560;

/**
 * The network on a world map: one marker per located location (those without coordinates are
 * skipped), a popup for the selected one, and the view fitted to the chosen continent. Keyboard:
 * the map itself takes focus (arrows pan, + and - zoom); the list beside it reaches every location.
 */
export function NetworkMap({ markers: columns, continent, selected, onSelect, label, className = '', clusters, zoomBy = 0, fitTo = null, onDrawn }: Props) {
  const t = useNetworkT();
  const { targetRef, map } = useOlMap({ zoomIn: t('map.zoomIn'), zoomOut: t('map.zoomOut') });
  const popupRef = useRef<HTMLDivElement>(null);
  const wrapperRef = useRef<HTMLDivElement>(null);
  const markersRef = useRef<MarkerLayer | null>(null);
  const onSelectRef = useRef(onSelect);
  onSelectRef.current = onSelect;
  const [markers, setMarkers] = useState<{ renderer: string; count: number } | null>(null);
  const [view, setView] = useState('');
  const [rendered, setRendered] = useState(false);
  // The continent the view has finished fitting to (tests and the status line wait for it).
  const [fitted, setFitted] = useState<string>('');

  const located = useMemo(() => pointsOf(columns), [columns]);
  const byId = useMemo(() => new Map(located.map((l) => [l.id, l])), [located]);
  const current = selected ? byId.get(selected.id) : undefined;
  const details = useLocationDetails(current ? selected : null);

  // Markers: rebuilt when the locations change.
  useEffect(() => {
    const renderer = preferredRenderer();
    if (!map || (renderer === 'canvas' && !clusters)) return;
    let cancelled = false;
    let layer: MarkerLayer | null = null;
    createMarkerLayer(located, renderer, clusters, () => viewFrameOf(map)).then((created) => {
      if (cancelled) return created.dispose();
      layer = created;
      markersRef.current = created;
      map.addLayer(created.layer);
      setRendered(false);
      setMarkers({ renderer: created.renderer, count: created.count });
    });
    return () => {
      cancelled = true;
      if (layer) {
        map.removeLayer(layer.layer);
        layer.dispose();
      }
      markersRef.current = null;
    };
  }, [map, located, clusters]);

  const onDrawnRef = useRef(onDrawn);
  onDrawnRef.current = onDrawn;
  const drawnOnce = useRef(false);
  useEffect(() => {
    if (!map || !markers || !rendered || drawnOnce.current || map.getLayers().getLength() < 2) return;
    drawnOnce.current = true;
    onDrawnRef.current?.();
  }, [map, markers, rendered]);

  // Clicks and the pointer cursor.
  useEffect(() => {
    if (!map) return;
    const click = map.on('singleclick', (event) => {
      const hit = markersRef.current?.hitAt(map, event.pixel) ?? null;
      if (hit?.kind === 'cluster') fitBoxOfExtent(map, hit.extent);
      else onSelectRef.current(hit ? { id: hit.id, source: 'map' } : null);
    });
    const move = map.on('pointermove', (event) => {
      if (event.dragging) return;
      const hit = markersRef.current?.hitAt(map, event.pixel) ?? null;
      const target = map.getTargetElement();
      if (target) target.style.cursor = hit ? 'pointer' : '';
    });
    const moved = map.on('moveend', () => setView(visibleBox(map)));
    const complete = map.on('rendercomplete', () => setRendered(true));
    return () => {
      map.un('singleclick', click.listener);
      map.un('pointermove', move.listener);
      map.un('moveend', moved.listener);
      map.un('rendercomplete', complete.listener);
    };
  }, [map]);

  // Continent buttons refit the view; the first fit, made while the page loads, jumps there.
  const firstFitDone = useRef(false);
  useEffect(() => {
    if (!map) return;
    const box = continentBox(located, continent);
    setFitted('');
    // The view's box is read here too, not only on moveend: that event comes a frame after the fit's
    // end, and `data-fitted` must not announce a view that `data-view` does not show yet.
    const done = (complete: boolean) => {
      if (!complete) return;
      setView(visibleBox(map));
      setFitted(continent);
      carryOver();
    };
    if (box) fitBox(map, box, done, { animate: firstFitDone.current });
    firstFitDone.current = true;
  }, [map, located, continent]); // eslint-disable-line react-hooks/exhaustive-deps

  // What was asked for on the picture before the map was there, once it shows what the picture
  // showed; read from a ref, as the fit that ends first was started in an earlier render.
  const asked = useRef({ zoomBy, fitTo });
  asked.current = { zoomBy, fitTo };
  const carried = useRef({ zoomBy: 0, fitTo: null as number[] | null });
  const carryOver = () => {
    const wanted = asked.current;
    if (!map) return;
    if (wanted.fitTo && wanted.fitTo !== carried.current.fitTo) fitBoxOfExtent(map, wanted.fitTo);
    else if (wanted.zoomBy !== carried.current.zoomBy) {
      const view = map.getView();
      view.animate({ zoom: (view.getZoom() ?? 0) + wanted.zoomBy - carried.current.zoomBy, duration: 250 });
    }
    carried.current = wanted;
  };
  useEffect(() => {
    if (fitted) carryOver();
  }, [zoomBy, fitTo]); // eslint-disable-line react-hooks/exhaustive-deps

  // A location chosen in the list: bring the map and the place into view.
  useEffect(() => {
    if (!map || !current || selected?.source !== 'list') return;
    scrollMapIntoView(wrapperRef.current);
    centerOn(map, fromLonLat([current.longitude!, current.latitude!]));
  }, [map, current, selected]);

  // Keep the popup on its pin while the map moves (direct style writes, no React render per frame).
  useLayoutEffect(() => {
    if (!map || !current) return;
    const coordinate = fromLonLat([current.longitude!, current.latitude!]);
    const place = () => positionPopup(map.getPixelFromCoordinate(coordinate), map.getSize(), popupRef.current);
    place();
    const key = map.on('postrender', place);
    return () => map.un('postrender', key.listener);
    // `details`: the popup of a marker appears once they have been read; place it then.
  }, [map, current, details]);

  return (
    <div
      ref={wrapperRef}
      className={`net-map ${className}`}
      data-renderer={markers?.renderer ?? ''}
      data-marker-count={markers?.count ?? ''}
      data-view={view}
      data-continent={continent}
      data-fitted={fitted}
      data-ready={markers && rendered ? 'true' : 'false'}
      // Escape closes the pop-up wherever the focus is in the map: after a zoom or a drag it is on the map, not in the pop-up.
      onKeyDown={(event) => {
        if (event.key === 'Escape' && current) onSelect(null);
      }}
    >
      <div ref={targetRef} className="net-map-canvas" tabIndex={0} role="region" aria-label={t('map.keys', { label })} />
      {current && details && (
        <div ref={popupRef} className="net-popup-anchor">
          <LocationPopup location={details} onClose={() => onSelect(null)} />
        </div>
      )}
    </div>
  );
}

function fitBoxOfExtent(map: import('ol/Map').default, extent: number[]): void {
  map.getView().fit(extent, { padding: [80, 80, 80, 80], maxZoom: 9, duration: 400 });
}

/** Above the pin when there is room, else below it; never past the map's sides. */
function positionPopup(pixel: number[] | null, size: number[] | undefined, element: HTMLDivElement | null): void {
  if (!element) return;
  if (!pixel || !size) {
    // Before the map's first frame there is no pixel: hidden until placed. Once placed, a frame
    // without one keeps it where it stands: hidden, it would take the focus from its close button
    // for good (a focused element that turns hidden loses the focus; seen on a busy machine).
    if (!element.dataset.placement) element.style.visibility = 'hidden';
    return;
  }
  if (size[0] < POPUP_OVER_MIN_WIDTH) {
    element.style.visibility = 'visible';
    element.style.transform = '';
    element.dataset.placement = 'under';
    return;
  }
  const width = element.offsetWidth;
  const height = element.offsetHeight;
  const above = pixel[1] - POPUP_GAP - height >= 4;
  const left = Math.min(Math.max(pixel[0] - width / 2, ZOOM_COLUMN), Math.max(ZOOM_COLUMN, size[0] - width - 4));
  // A map lower than the popup: keep it inside, even if it then covers its own pin.
  const top = Math.min(Math.max(above ? pixel[1] - POPUP_GAP - height : pixel[1] + 8, 4), Math.max(4, size[1] - height - 4));
  element.style.visibility = 'visible';
  element.style.transform = `translate(${Math.round(left)}px, ${Math.round(top)}px)`;
  element.dataset.placement = above ? 'above' : 'below';
}
