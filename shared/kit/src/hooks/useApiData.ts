import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { isAbortError } from '../api/selectionSwitch';
import { useOnSelectionChange, useSelectionVersion } from './useSelectionReload';

export interface ApiData<T> {
  data: T | undefined;
  error: unknown;
  loading: boolean;
  reload(): void;
}

/**
 * Loads data for the current selection: reloads when the header selection changes (dropping what
 * was shown for the previous one), drops answers that arrive after a newer request (a fast switch
 * between customers must not show stale data).
 */
export function useApiData<T>(load: (signal: AbortSignal) => Promise<T>, deps: unknown[] = [], onError?: (error: unknown) => void): ApiData<T> {
  const selectionVersion = useSelectionVersion();
  // Each answer is kept with the selection it was loaded for.
  const [state, setState] = useState<{ data: T | undefined; error: unknown; loading: boolean; version: number }>({ data: undefined, error: undefined, loading: true, version: selectionVersion });
  const [nonce, setNonce] = useState(0);
  const onErrorRef = useRef(onError);
  onErrorRef.current = onError;
  // The last load was dropped by a switch (api/selectionSwitch.ts) and nothing has reloaded since.
  const dropped = useRef(false);

  useEffect(() => {
    const controller = new AbortController();
    dropped.current = false;
    setState((s) => ({ data: s.version === selectionVersion ? s.data : undefined, loading: true, error: undefined, version: selectionVersion }));
    load(controller.signal).then(
      // What arrives is drawn as a transition: a long list renders in slices, not in one long task.
      (data) => !controller.signal.aborted && startTransition(() => setState({ data, error: undefined, loading: false, version: selectionVersion })),
      (error) => {
        if (controller.signal.aborted) return;
        // No answer rather than an error: the switch that dropped it reloads the slice (below).
        if (isAbortError(error)) {
          dropped.current = true;
          return;
        }
        setState((s) => ({ data: s.data, error, loading: false, version: selectionVersion }));
        onErrorRef.current?.(error);
      },
    );
    return () => controller.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [selectionVersion, nonce, ...deps]);

  const reload = useCallback(() => setNonce((n) => n + 1), []);
  // A switch that left the selection as it was (the same organisation chosen again, impersonation)
  // changes no selection version: the dropped load is asked again once the switch is done.
  useOnSelectionChange(() => dropped.current && reload());
  // Another customer's data never stays on screen under the new selection, not for one render:
  // in the render where the selection changes, a child's effect would otherwise still see the old
  // answer and ask for it under the new selection (the dashboard map asked for the previous
  // customer's shipment route, a 404 in the console).
  const current = state.version === selectionVersion;
  return { data: current ? state.data : undefined, error: current ? state.error : undefined, loading: current ? state.loading : true, reload };
}
