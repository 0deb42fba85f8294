import { useCallback, useEffect, useRef, type RefObject } from 'react';

/**
 * A control of the first rows that has the focus when the grid takes over (a Download button
 * reached with Tab, say) hands it to the same control in the grid's row, not to the page's top.
 * Returns the grid's `onShown`: it notes the focused cell, then lets the grid take over.
 */
export function useFocusHandOver(box: RefObject<HTMLElement | null>, gridShown: boolean, takeOver: () => void): () => void {
  const target = useRef<{ row: number; colId: string } | null>(null);
  const onShown = useCallback(() => {
    const cell = (document.activeElement as HTMLElement | null)?.closest<HTMLElement>('.data-table-first-rows [data-col-id]');
    const row = Number(cell?.closest('[aria-rowindex]')?.getAttribute('aria-rowindex')) - 2;
    target.current = cell && row >= 0 ? { row, colId: cell.dataset.colId ?? '' } : null;
    takeOver();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  useEffect(() => {
    const focused = target.current;
    target.current = null;
    if (!gridShown || !focused || !box.current) return;
    const cell = box.current.querySelector<HTMLElement>(`.ag-row[row-index="${focused.row}"] .ag-cell[col-id="${CSS.escape(focused.colId)}"]`);
    (cell?.querySelector<HTMLElement>('button, a[href]') ?? cell)?.focus();
  }, [box, gridShown]);
  return onShown;
}
