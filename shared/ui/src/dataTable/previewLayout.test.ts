import type { ColDef } from 'ag-grid-community';
import { cellText, cellValue, flexWidths, layoutColumns } from './previewLayout';
import { firstRowsGeometry, HEADER_HEIGHT, PAGER_HEIGHT } from './firstRowsGeometry';

const item = (flex: number | undefined, min: number, width = 200, max = Number.MAX_SAFE_INTEGER) => ({ flex, min, max, width });

describe('flexWidths', () => {
  it('gives a laptop’s /documents the widths AG Grid gave it (1356 px, Download pinned)', () => {
    // Measured on AG Grid 36 at 1440 px: name 372, type 186, file 372, published 152, expires 150.
    const center = [item(2, 180), item(1, 150), item(2, 200), item(0.8, 152), item(0.8, 150)];
    expect(flexWidths(center, 1356 - 124)).toEqual([372, 186, 372, 152, 150]);
  });

  it('shares the room by weight when no minimum binds, the rounding’s remainder going to the last', () => {
    expect(flexWidths([item(1, 10), item(1, 10), item(1, 10)], 100)).toEqual([33, 34, 33]);
    const widths = flexWidths([item(1, 10), item(2, 10), item(1.5, 10)], 451);
    expect(widths.reduce((a, b) => a + b, 0)).toBe(451);
  });

  it('keeps fixed columns at their width and fixes a column at its minimum, the others sharing again', () => {
    // 600 - 100 fixed = 500: 250 each would put the second below its 300.
    expect(flexWidths([item(undefined, 20, 100), item(1, 50), item(1, 300)], 600)).toEqual([100, 200, 300]);
  });

  it('caps a column at its maximum and gives the rest to the others', () => {
    expect(flexWidths([item(1, 50, 200, 120), item(1, 50)], 500)).toEqual([120, 380]);
  });

  it('leaves the widths as declared when there is no room to flex or nothing flexes', () => {
    expect(flexWidths([item(1, 50, 150)], 0)).toEqual([150]);
    expect(flexWidths([item(0, 50, 150), item(undefined, 20, 90)], 800)).toEqual([150, 90]);
  });
});

describe('layoutColumns', () => {
  const defaults: ColDef = { flex: 1, resizable: true };
  const defs: ColDef[] = [
    { colId: 'name', field: 'name', minWidth: 180, flex: 2 },
    { colId: 'hidden', field: 'hidden', hide: true },
    { colId: 'type', field: 'type', minWidth: 150 },
    { colId: 'download', headerName: 'Download', width: 124, minWidth: 124, maxWidth: 160, flex: 0, pinned: 'right' },
  ];

  it('leaves out hidden columns and pins the page’s Download to the right at its width', () => {
    const laid = layoutColumns(defs, defaults, { viewportWidth: 700, scrollbarWidth: 0 });
    expect(laid.left).toEqual([]);
    expect(laid.center.map((c) => [c.def.colId, c.width])).toEqual([
      ['name', 384],
      ['type', 192],
    ]);
    expect(laid.right.map((c) => [c.def.colId, c.width])).toEqual([['download', 124]]);
  });

  it('narrows the flexed columns by a scrollbar that takes room', () => {
    const laid = layoutColumns(defs, defaults, { viewportWidth: 700, scrollbarWidth: 15 });
    expect(laid.center.reduce((sum, c) => sum + c.width, 0)).toBe(700 - 124 - 15);
  });

  it('gives a column without width or flex AG Grid’s 200 px, within its bounds', () => {
    const laid = layoutColumns([{ field: 'a' }, { field: 'b', minWidth: 250 }], {}, { viewportWidth: 1000, scrollbarWidth: 0 });
    expect(laid.center.map((c) => c.width)).toEqual([200, 250]);
  });
});

describe('cell values', () => {
  const row = { name: 'Invoice', nested: { city: 'Rotterdam' }, issued: '2026-11-25T10:00:00Z', weight: 12.5 };

  it('reads a field, a dotted field and a valueGetter', () => {
    expect(cellValue({ field: 'name' } as ColDef, row)).toBe('Invoice');
    expect(cellValue({ field: 'nested.city' } as ColDef, row)).toBe('Rotterdam');
    expect(cellValue({ valueGetter: (p: { data: typeof row }) => p.data.weight * 2 } as ColDef, row)).toBe(25);
    expect(cellValue({ colId: 'x' } as ColDef, row)).toBeUndefined();
  });

  it('formats with the column’s valueFormatter, else shows the value as text and nothing for none', () => {
    expect(cellText({ field: 'issued', valueFormatter: (p: { value: string }) => p.value.slice(0, 10) } as ColDef, row)).toBe('2026-11-25');
    expect(cellText({ field: 'weight' } as ColDef, row)).toBe('12.5');
    expect(cellText({ field: 'missing' } as ColDef, row)).toBe('');
  });
});

describe('firstRowsGeometry', () => {
  it('leaves the rows the height between the header and the pager', () => {
    const g = firstRowsGeometry({ innerHeight: 568, rows: 3, wrappedRows: false, scrollbarWidth: 15 });
    expect(g.bodyHeight).toBe(568 - HEADER_HEIGHT - PAGER_HEIGHT);
    expect(g.rowHeight).toBe(42);
    // Three rows fit: no scrollbar, so the columns keep the whole width.
    expect(g.scrollbarShown).toBe(0);
  });

  it('counts the scrollbar once the rows overflow, and wrapped rows are taller', () => {
    expect(firstRowsGeometry({ innerHeight: 568, rows: 25, wrappedRows: false, scrollbarWidth: 15 }).scrollbarShown).toBe(15);
    expect(firstRowsGeometry({ innerHeight: 568, rows: 25, wrappedRows: true, scrollbarWidth: 0 }).rowHeight).toBe(62);
  });
});
