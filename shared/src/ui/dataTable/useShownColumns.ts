import { useLayoutEffect, useState, type RefObject } from 'react';

/** The fields of `showFrom` that a box of this width leaves out (a column shows from `showFrom[field]` px on). */
function hiddenAt(width: number, showFrom: Record<string, number>): string[] {
  return Object.keys(showFrom).filter((field) => width < showFrom[field]);
}

/**
 * The columns to leave out at the table's current width, as a comma-joined list of fields: it
 * changes (and the table re-renders) only when a threshold is crossed, not on every pixel.
 * Measured before paint, so a phone never flashes the laptop's columns.
 */
export function useHiddenColumns(box: RefObject<HTMLElement | null>, showFrom: Record<string, number> | undefined, ready: unknown): string {
  const [hidden, setHidden] = useState('');
  const key = JSON.stringify(showFrom ?? {});
  useLayoutEffect(() => {
    const element = box.current;
    if (!element || !showFrom) return;
    const apply = (width: number) => width > 0 && setHidden(hiddenAt(width, showFrom).join(','));
    apply(element.clientWidth);
    const observer = new ResizeObserver((entries) => apply(entries[0].contentRect.width));
    observer.observe(element);
    return () => observer.disconnect();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, ready]);
  return hidden;
}

/** True while the box is narrower than `width` (a phone's table), measured before paint like the columns. */
export function useNarrowerThan(box: RefObject<HTMLElement | null>, width: number, ready: unknown): boolean {
  const [narrow, setNarrow] = useState(false);
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
