import { startTransition, useCallback, useEffect, useState } from 'react';
import { handleError, tFor } from '@portal/kit';
import { getNetworkMarkers } from '../api/getNetworkMarkers';
import { ALL_CONTINENTS, CONTINENTS } from '@portal/contracts/rules/network';
import type { NetworkMarkers } from '@portal/contracts/network';
import { continentCounts } from '../map/markerPoints';
import { NETWORK_NS } from '../../messages';

interface MarkersState {
  /** The markers as the API sends them (columns): a point object per marker is made only by the interactive map. */
  markers: NetworkMarkers | undefined;
  /** Markers per continent (every button's, 0 for one without any) and in all. */
  counts: Record<string, number> | null;
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
  const [state, setState] = useState<MarkersState>({ markers: undefined, counts: null, roles: [], error: undefined, loading: true });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    setState((s) => ({ ...s, loading: true, error: undefined }));
    getNetworkMarkers(controller.signal).then(
      (markers) => {
        if (controller.signal.aborted) return;
        const counts = { ...Object.fromEntries(CONTINENTS.map((c) => [c, 0])), ...continentCounts(markers, ALL_CONTINENTS) };
        // Rendered as a transition, in slices (the buttons' counts, the legend, the map's picture).
        startTransition(() => setState({ markers, counts, roles: markers.roles, error: undefined, loading: false }));
      },
      (error) => {
        if (controller.signal.aborted) return;
        setState((s) => ({ ...s, error, loading: false }));
        handleError(error, tFor(NETWORK_NS)('map.loadFailed'));
      },
    );
    return () => controller.abort();
  }, [enabled, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, reload };
}
