import { lazy, Suspense, type ComponentProps } from 'react';
import { LoadingState } from '@portal/shared';
import type { NetworkMap as NetworkMapComponent } from './NetworkMap';

const NetworkMap = lazy(() => import('./NetworkMap').then((m) => ({ default: m.NetworkMap })));

/**
 * The network map in a chunk of its own (OpenLayers): the page around it (the list, the contact
 * form, the offices) is drawn and usable first. The placeholder has the map's own box, so nothing
 * moves when the map takes its place.
 */
export function LazyNetworkMap(props: ComponentProps<typeof NetworkMapComponent>) {
  return (
    <Suspense
      fallback={
        <div className={`net-map ${props.className ?? ''}`}>
          <div className="net-map-canvas net-map-placeholder">
            <LoadingState label="Loading the map…" />
          </div>
        </div>
      }
    >
      <NetworkMap {...props} />
    </Suspense>
  );
}
