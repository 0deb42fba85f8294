import { useEffect, type RefObject } from 'react';
import type { GridApi } from 'ag-grid-community';
import type { TableInit } from '../../table/contract';

/**
 * Shows a column only where the table is at least `showFrom[field]` px wide (a phone shows the
 * columns that matter there, a laptop all of them). Columns the server hides stay hidden.
 */
export function useShownColumns<Row>(api: GridApi<Row> | null, box: RefObject<HTMLElement | null>, init: TableInit | null, showFrom: Record<string, number> | undefined): void {
  const key = JSON.stringify(showFrom ?? {});
  useEffect(() => {
    const element = box.current;
    if (!api || !element || !init || !showFrom) return;
    const hiddenByServer = new Set(init.columns.filter((c) => c.hide).map((c) => c.field));
    const fields = Object.keys(showFrom).filter((f) => !hiddenByServer.has(f) && init.columns.some((c) => c.field === f));
    let last = '';
    const apply = (width: number) => {
      if (width === 0) return;
      const shown = fields.filter((f) => width >= showFrom[f]);
      const signature = shown.join(',');
      if (signature === last) return;
      last = signature;
      api.setColumnsVisible(shown, true);
      api.setColumnsVisible(fields.filter((f) => !shown.includes(f)), false);
    };
    apply(element.clientWidth);
    const observer = new ResizeObserver((entries) => apply(entries[0].contentRect.width));
    observer.observe(element);
    return () => observer.disconnect();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [api, init, key]);
}
