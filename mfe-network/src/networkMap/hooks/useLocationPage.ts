import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { handleError, isAbortError, tFor } from '@portal/kit';
import { NETWORK_LIST_PAGE, type ShownLocation, type NetworkLocationQuery } from '@portal/contracts/network';
import { ALL_CONTINENTS, searchWords, type ContinentChoice } from '@portal/contracts/rules/network';
import { getLocationPage } from '../api/getLocationPage';
import { NETWORK_NS } from '../../messages';

/** Said by the toast in the language active when it fails. */
const listLoadError = () => tFor(NETWORK_NS)('list.loadFailed');

/** Typing waits this long before the list asks the server (each keystroke would be a request). */
const SEARCH_DEBOUNCE_MS = 250;

interface ListState {
  /** The continent and search the shown locations answer. */
  key: string;
  locations: ShownLocation[];
  total: number;
}

/**
 * The list below the map: the first page of the continent's locations matching the search, and
 * further pages on request. The server searches (10 000 locations' addresses stay there); the
 * locations shown stay until the next search's answer replaces them, so the list does not blink.
 */
export function useLocationPage(continent: ContinentChoice, query: string) {
  const words = searchWords(query).join(' ');
  const key = `${continent}\n${words}`;
  const [list, setList] = useState<ListState | null>(null);
  const [error, setError] = useState<unknown>(undefined);
  const [attempt, setAttempt] = useState(0);
  const [loadingMore, setLoadingMore] = useState(false);
  const moreController = useRef<AbortController | null>(null);

  const queryOf = useCallback(
    (offset: number): NetworkLocationQuery => ({
      ...(continent === ALL_CONTINENTS ? {} : { continent }),
      ...(words ? { q: words } : {}),
      ...(offset > 0 ? { offset } : {}),
    }),
    [continent, words],
  );

  useEffect(() => {
    const controller = new AbortController();
    moreController.current?.abort();
    setLoadingMore(false);
    setError(undefined);
    // A continent (or the first page) at once; a search once the typing pauses.
    const delay = words ? SEARCH_DEBOUNCE_MS : 0;
    const timer = window.setTimeout(() => {
      getLocationPage(queryOf(0), controller.signal).then(
        // A transition: React renders the page of locations in slices that leave the main thread
        // free between them (at once, the first page was a phone's 200 ms task).
        (page) => !controller.signal.aborted && startTransition(() => setList({ key, ...page })),
        (failure) => {
          if (controller.signal.aborted || isAbortError(failure)) return;
          setError(failure);
          handleError(failure, listLoadError());
        },
      );
    }, delay);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [key, words, queryOf, attempt]);

  const current = list?.key === key ? list : null;
  const showMore = useCallback(() => {
    if (!current || loadingMore) return;
    const controller = new AbortController();
    moreController.current = controller;
    setLoadingMore(true);
    getLocationPage({ ...queryOf(current.locations.length), limit: NETWORK_LIST_PAGE }, controller.signal).then(
      (page) => {
        if (controller.signal.aborted) return;
        setLoadingMore(false);
        setList((shown) => (shown?.key === current.key ? { ...shown, locations: [...shown.locations, ...page.locations], total: page.total } : shown));
      },
      (failure) => {
        if (controller.signal.aborted || isAbortError(failure)) return;
        setLoadingMore(false);
        handleError(failure, listLoadError());
      },
    );
  }, [current, loadingMore, queryOf]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return {
    /** The answer of this continent and search, else the one shown before it (while the next loads), else null. */
    shown: current ?? list,
    /** The shown locations answer an earlier search or continent: the next answer is on its way. */
    stale: current === null,
    error,
    loadingMore,
    showMore,
    reload,
  };
}
