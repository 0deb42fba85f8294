import { useSyncExternalStore } from 'react';

/**
 * Whether a CSS media query matches, known in the first render and kept current: a layout that
 * differs by width (a phone's row height, a one-column page's order) is right from its first paint.
 */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (changed) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', changed);
      return () => list.removeEventListener('change', changed);
    },
    () => window.matchMedia(query).matches,
  );
}
