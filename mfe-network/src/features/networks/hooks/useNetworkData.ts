import { useCallback, useEffect, useState } from 'react';
import { handleError } from '@portal/kit';
import type { NetworkData } from '@portal/contracts/network';
import { getNetworkData } from '../api/getNetworkData';

export const NETWORK_LOAD_ERROR = 'The network locations could not be loaded.';

interface NetworkState {
  data: NetworkData | undefined;
  error: unknown;
  loading: boolean;
}

/**
 * The network is the forwarder's, the same for every organisation: unlike customer data it is
 * not reloaded when the header selection changes (at 10 000 locations that would rebuild the
 * map for nothing). The API's ETag makes a revisit cheap.
 */
export function useNetworkData(): NetworkState & { reload(): void } {
  const [state, setState] = useState<NetworkState>({ data: undefined, error: undefined, loading: true });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setState((s) => ({ ...s, loading: true, error: undefined }));
    getNetworkData(controller.signal).then(
      (data) => !controller.signal.aborted && setState({ data, error: undefined, loading: false }),
      (error) => {
        if (controller.signal.aborted) return;
        setState((s) => ({ ...s, error, loading: false }));
        handleError(error, NETWORK_LOAD_ERROR);
      },
    );
    return () => controller.abort();
  }, [attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, reload };
}
