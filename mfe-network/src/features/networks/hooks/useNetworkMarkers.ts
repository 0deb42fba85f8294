import { useCallback, useEffect, useState } from 'react';
import { handleError } from '@portal/kit';
import { getNetworkMarkers } from '../api/getNetworkMarkers';
import { pointsOf, type MapPoint } from '../map/markerPoints';

export const NETWORK_LOAD_ERROR = 'The network locations could not be loaded.';

interface MarkersState {
  points: MapPoint[] | undefined;
  /** The roles present on the map, in the answer's order (the legend sorts them). */
  roles: string[];
  error: unknown;
  loading: boolean;
}

/**
 * The maps' markers, once `enabled` (Contact Us waits until its map is about to show). The network
 * is the forwarder's, the same for every organisation: unlike customer data it is not reloaded
 * when the header selection changes (at 10 000 locations that would rebuild the map for nothing).
 * The API's ETag makes a revisit cheap.
 */
export function useNetworkMarkers(enabled = true): MarkersState & { reload(): void } {
  const [state, setState] = useState<MarkersState>({ points: undefined, roles: [], error: undefined, loading: true });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    setState((s) => ({ ...s, loading: true, error: undefined }));
    getNetworkMarkers(controller.signal).then(
      (markers) => !controller.signal.aborted && setState({ points: pointsOf(markers), roles: markers.roles, error: undefined, loading: false }),
      (error) => {
        if (controller.signal.aborted) return;
        setState((s) => ({ ...s, error, loading: false }));
        handleError(error, NETWORK_LOAD_ERROR);
      },
    );
    return () => controller.abort();
  }, [enabled, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, reload };
}
