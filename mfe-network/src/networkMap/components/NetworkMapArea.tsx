import { lazy, Suspense, useCallback, useRef, useState, type ComponentProps, type Ref } from 'react';
import { LoadingState, useIdleAfter, useNearViewport, yieldToMain } from '@portal/kit';
import type { Extent } from '@portal/ui/map/mercatorView';
import { useMarkerClusters } from '../hooks/useMarkerClusters';
import { useNetworkT } from '../../messages';
import { NetworkMapPicture, type Reach } from './NetworkMapPicture';
import type { NetworkMap as NetworkMapComponent } from './NetworkMap';

// OpenLayers is the page's largest chunk: loaded when the person reaches for the map. Evaluating
// it and building the map are two tasks, not one long one.
const NetworkMap = lazy(() =>
  import('./NetworkMap').then(async (m) => {
    await yieldToMain();
    return { default: m.NetworkMap };
  }),
);

/**
 * The map's own box while it (or its markers) load: nothing moves when the map takes its place.
 * `idle`: nothing is loading yet (the box is below the first screen and waits for a scroll), so
 * it says nothing rather than "Loading".
 */
export function MapPlaceholder({ boxRef, className = '', idle = false }: { boxRef?: Ref<HTMLDivElement>; className?: string; idle?: boolean }) {
  const t = useNetworkT();
  return (
    <div ref={boxRef} className={`net-map ${className}`}>
      <div className="net-map-canvas map-placeholder">{idle ? null : <LoadingState label={t('map.loadingMap')} />}</div>
    </div>
  );
}

type AreaProps = Omit<ComponentProps<typeof NetworkMapComponent>, 'clusters' | 'zoomBy' | 'fitTo' | 'onDrawn'>;

/**
 * The network map: a picture of it (NetworkMapPicture) once the page around it (the list, the
 * contact form, the offices) has been drawn and its box is on screen or close to it, then
 * OpenLayers' map when the person reaches for it: a mouse over it, a touch, a wheel, the keyboard's
 * focus, a zoom button, a continent button or a location shown from the list. The map is drawn
 * over the picture, which goes once the map has drawn its countries and markers. Most visits look
 * at the network and never move the map: they never load or start OpenLayers.
 */
export function NetworkMapArea(props: AreaProps) {
  const box = useRef<HTMLDivElement>(null);
  const pageDrawn = useIdleAfter(true);
  const onScreen = useNearViewport(box);
  const shown = pageDrawn && onScreen;
  const { clusters, failed } = useMarkerClusters(props.markers, shown);
  const [live, setLive] = useState(false);
  const [liveDrawn, setLiveDrawn] = useState(false);
  const [zoomBy, setZoomBy] = useState(0);
  const [fitTo, setFitTo] = useState<Extent | null>(null);
  const firstContinent = useRef(props.continent);
  // A continent chosen or a location shown from the list: the map moves, so it takes over.
  if (!live && (props.selected || props.continent !== firstContinent.current)) setLive(true);

  const { onSelect } = props;
  const reach = useCallback(
    (what: Reach) => {
      setLive(true);
      if (what.kind === 'zoom') setZoomBy((z) => z + what.delta);
      if (what.kind === 'fit') setFitTo(what.extent);
      if (what.kind === 'select') onSelect({ id: what.id, source: 'map' });
    },
    [onSelect],
  );
  // The keyboard's focus on the picture (its region or a zoom button) moves to the same place on the map.
  const drawn = useCallback(() => {
    const focused = box.current?.querySelector('.net-map-picture')?.contains(document.activeElement) ? document.activeElement : null;
    setLiveDrawn(true);
    if (!focused) return;
    const zoom = focused.getAttribute('data-zoom');
    const target = zoom === 'in' ? '.ol-zoom-in' : zoom === 'out' ? '.ol-zoom-out' : '.net-map-canvas';
    requestAnimationFrame(() => box.current?.querySelector<HTMLElement>(`.net-map-live ${target}`)?.focus());
  }, []);

  if (!shown) return <MapPlaceholder boxRef={box} className={props.className} idle={!onScreen} />;
  return (
    <div
      ref={box}
      className={`net-map-area ${props.className ?? ''}`}
      onPointerDown={() => reach({ kind: 'look' })}
      onPointerOver={(e) => e.pointerType === 'mouse' && reach({ kind: 'look' })}
      onWheel={() => reach({ kind: 'look' })}
    >
      {!liveDrawn && (
        <NetworkMapPicture
          markers={props.markers}
          clusters={clusters}
          clustersFailed={failed}
          continent={firstContinent.current}
          label={props.label}
          underneath={live}
          onReach={reach}
        />
      )}
      {live && (
        <div className={liveDrawn ? 'net-map-live' : 'net-map-live is-drawing'}>
          <Suspense fallback={null}>
            <NetworkMap {...props} clusters={clusters} zoomBy={zoomBy} fitTo={fitTo} onDrawn={drawn} />
          </Suspense>
        </div>
      )}
    </div>
  );
}
