import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { useSelectionVersion } from './useSelectionReload';

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
  const [state, setState] = useState<{ data: T | undefined; error: unknown; loading: boolean }>({ data: undefined, error: undefined, loading: true });
  const [nonce, setNonce] = useState(0);
  const onErrorRef = useRef(onError);
  onErrorRef.current = onError;

  const shownSelection = useRef(selectionVersion);

  useEffect(() => {
    const controller = new AbortController();
    // Another customer's data must never stay on screen under the new selection, not even if its load fails.
    const selectionChanged = shownSelection.current !== selectionVersion;
    shownSelection.current = selectionVersion;
    setState((s) => ({ data: selectionChanged ? undefined : s.data, loading: true, error: undefined }));
    load(controller.signal).then(
      // What arrives is drawn as a transition: a long list renders in slices, not in one long task.
      (data) => !controller.signal.aborted && startTransition(() => setState({ data, error: undefined, loading: false })),
      (error) => {
        if (controller.signal.aborted) return;
        setState((s) => ({ data: s.data, error, loading: false }));
        onErrorRef.current?.(error);
      },
    );
    return () => controller.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [selectionVersion, nonce, ...deps]);

  const reload = useCallback(() => setNonce((n) => n + 1), []);
  return { ...state, reload };
}
