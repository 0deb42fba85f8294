import { useEffect, useState, type RefObject } from 'react';

/**
 * What says a person is about to use a table: the pointer over it (a mouse's hover, a finger's
 * touch), a press, the focus reaching one of its controls, a key, a wheel or a scroll inside it.
 */
export const INTENT_EVENTS = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown', 'wheel', 'scroll'] as const;

/**
 * True from the first sign that a person is about to use what `ref` holds (INTENT_EVENTS, caught
 * on the way down so a scroll of an inner box counts), or at once when `already` is true. The
 * element may be drawn later than the hook's first run: `drawnWith` is what it appears with (as
 * for useNarrowerThan), and the listeners are attached again when that changes. DataTable
 * creates AG Grid only then: creating it was a phone's longest main-thread work on a list page
 * (400-600 ms at a phone's speed), spent while the page loaded on a grid the first rows
 * (dataTable/FirstRows) already showed, whether or not the person would sort, filter or page.
 */
export function useIntentWithin(ref: RefObject<Element | null>, already: boolean, drawnWith?: unknown): boolean {
  const [intent, setIntent] = useState(already);
  useEffect(() => {
    const element = ref.current;
    if (intent || already || !element) return;
    const seen = () => setIntent(true);
    for (const type of INTENT_EVENTS) element.addEventListener(type, seen, { capture: true, passive: true, once: true });
    return () => {
      for (const type of INTENT_EVENTS) element.removeEventListener(type, seen, { capture: true });
    };
  }, [ref, intent, already, drawnWith]);
  return intent || already;
}
