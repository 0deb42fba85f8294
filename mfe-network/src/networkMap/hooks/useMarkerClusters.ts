import { useEffect, useState } from 'react';
import { startClusters } from '../map/startClusters';
import type { MarkerClusters } from '../map/markerClusters';
import type { NetworkMarkers } from '@portal/contracts/network';

export interface ClustersState {
  /** null while the index is made, or when it could not be. */
  clusters: MarkerClusters | null;
  failed: boolean;
}

/** The clusters of the markers, made once `enabled`, disposed with the component. */
export function useMarkerClusters(markers: NetworkMarkers, enabled: boolean): ClustersState {
  const [state, setState] = useState<ClustersState>({ clusters: null, failed: false });
  useEffect(() => {
    if (!enabled) return;
    let made: MarkerClusters | null = null;
    let cancelled = false;
    setState({ clusters: null, failed: false });
    startClusters(markers).then(
      (index) => {
        if (cancelled) return index.dispose();
        made = index;
        setState({ clusters: index, failed: false });
      },
      () => !cancelled && setState({ clusters: null, failed: true }),
    );
    return () => {
      cancelled = true;
      made?.dispose();
    };
  }, [markers, enabled]);
  return state;
}
