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

/** The map's own box while it (or its markers) load: nothing moves when the map takes its place. */
export function MapPlaceholder({ boxRef, className = '' }: { boxRef?: Ref<HTMLDivElement>; className?: string }) {
  return (
    <div ref={boxRef} className={`net-map ${className}`}>
      <div className="net-map-canvas map-placeholder">
        <LoadingState label="Loading the map…" />
      </div>
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
  const placeholder = <MapPlaceholder boxRef={box} className={props.className} />;
  if (!pageDrawn || !onScreen) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <NetworkMap {...props} />
    </Suspense>
  );
}
