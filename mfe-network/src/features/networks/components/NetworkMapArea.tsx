import { lazy, Suspense, useRef, type ComponentProps, type Ref } from 'react';
import { LoadingState, useIdleAfter, useNearViewport, yieldToMain } from '@portal/kit';
import type { NetworkMap as NetworkMapComponent } from './NetworkMap';

// Evaluating OpenLayers and building the map are two tasks, not one long one.
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
  return (
    <div ref={boxRef} className={`net-map ${className}`}>
      <div className="net-map-canvas map-placeholder">{idle ? null : <LoadingState label="Loading the map…" />}</div>
    </div>
  );
}

/**
 * The network map in a chunk of its own (OpenLayers), asked for once the page around it (the
 * list, the contact form, the offices) has been drawn, the browser is idle and the map's box is
 * on screen or close to it (on a phone /contact's map is below the form): a phone spends its
 * first seconds on what it shows first (issue 21).
 */
export function LazyNetworkMap(props: ComponentProps<typeof NetworkMapComponent>) {
  const box = useRef<HTMLDivElement>(null);
  const pageDrawn = useIdleAfter(true);
  const onScreen = useNearViewport(box);
  if (!pageDrawn || !onScreen) return <MapPlaceholder boxRef={box} className={props.className} idle={!onScreen} />;
  return (
    <Suspense fallback={<MapPlaceholder boxRef={box} className={props.className} />}>
      <NetworkMap {...props} />
    </Suspense>
  );
}
