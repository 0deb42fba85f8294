import { useEffect, useRef, useState } from 'react';

const SEARCH_DEBOUNCE_MS = 250;

/**
 * Runs `search(query)` 250 ms after the query last changed (spec §7), cancelling the request
 * before it when a newer one starts, so an old answer never replaces a newer one.
 */
export function useDebouncedSearch<T>(search: (query: string, signal: AbortSignal) => Promise<T[]>, query: string, enabled: boolean, onError: (error: unknown) => void) {
  const [items, setItems] = useState<T[]>([]);
  const [loading, setLoading] = useState(false);
  const searchRef = useRef(search);
  searchRef.current = search;
  const onErrorRef = useRef(onError);
  onErrorRef.current = onError;

  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      setLoading(true);
      searchRef.current(query, controller.signal).then(
        (found) => {
          if (controller.signal.aborted) return;
          setItems(found);
          setLoading(false);
        },
        (error) => {
          if (controller.signal.aborted || (error as Error)?.name === 'AbortError') return;
          setLoading(false);
          setItems([]);
          onErrorRef.current(error);
        },
      );
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query, enabled]);

  return { items, loading };
}
