import { useLayoutEffect, useState, type RefObject } from 'react';

/**
 * The columns to leave out at the table's current width (`hiddenAt`, by the width), as a
 * comma-joined list of fields: it changes (and the table re-renders) only when the set changes,
 * not on every pixel. Measured before paint, so a phone never flashes the laptop's columns.
 * `key` names what `hiddenAt` depends on: a new key measures again.
 */
export function useHiddenColumns(box: RefObject<HTMLElement | null>, hiddenAt: ((width: number) => string[]) | null, key: unknown): string {
  const [hidden, setHidden] = useState('');
  useLayoutEffect(() => {
    const element = box.current;
    if (!element || !hiddenAt) return;
    const apply = (width: number) => width > 0 && setHidden(hiddenAt(width).join(','));
    apply(element.clientWidth);
    const observer = new ResizeObserver((entries) => apply(entries[0].contentRect.width));
    observer.observe(element);
    return () => observer.disconnect();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return hidden;
}

/**
 * True while the box is narrower than `width` (a phone's table), measured before paint like the
 * columns; null until the box has had a width.
 */
export function useNarrowerThan(box: RefObject<HTMLElement | null>, width: number, ready: unknown): boolean | null {
  const [narrow, setNarrow] = useState<boolean | null>(null);
  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    const apply = (w: number) => w > 0 && setNarrow(w < width);
    apply(element.clientWidth);
    const observer = new ResizeObserver((entries) => apply(entries[0].contentRect.width));
    observer.observe(element);
    return () => observer.disconnect();
  }, [box, width, ready]);
  return narrow;
}
