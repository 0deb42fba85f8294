/**
 * @jest-environment jsdom
 */
import { fireEvent, render, screen, within } from '@testing-library/react';
import type { ColDef } from 'ag-grid-community';
import { FirstRows, type FirstPage } from './FirstRows';

// jsdom lays nothing out: the grid's area is given a laptop's size, and observed once.
beforeAll(() => {
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => 1356 });
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => 568 });
  (globalThis as { ResizeObserver?: unknown }).ResizeObserver = class {
    observe() {}
    disconnect() {}
  };
});

interface Doc {
  id: number;
  name: string;
  type: string;
  file: string;
  published: string;
}

const rows: Doc[] = [
  { id: 1, name: 'Air waybill AIR26-012373', type: 'Transport document', file: 'AWB.pdf', published: '2026-11-25T08:00:00Z' },
  { id: 2, name: 'Commercial invoice AIR26-012373', type: 'Invoice', file: 'CI.pdf', published: '2026-11-23T08:00:00Z' },
];

function DownloadCell({ data }: { data?: Doc }) {
  return data ? <button type="button">Download {data.file}</button> : null;
}

const columnDefs: ColDef<Doc>[] = [
  { colId: 'name', field: 'name', headerName: 'Name', minWidth: 180, flex: 2, wrapText: true },
  { colId: 'type', field: 'type', headerName: 'Content type', minWidth: 150 },
  { colId: 'file', field: 'file', headerName: 'File', hide: true },
  { colId: 'published', field: 'published', headerName: 'Published', minWidth: 150, valueFormatter: (p) => String(p.value).slice(0, 10) },
  { colId: 'download', headerName: 'Download', width: 124, flex: 0, resizable: false, pinned: 'right', cellRenderer: DownloadCell },
];

function show(page: FirstPage<Doc>, extra: Partial<Parameters<typeof FirstRows<Doc>>[0]> = {}) {
  return render(
    <FirstRows<Doc>
      label="Documents"
      columnDefs={columnDefs}
      defaultColDef={{ flex: 1, resizable: true }}
      page={page}
      sortModel={[{ colId: 'published', sort: 'desc' }]}
      compact={false}
      wrappedRows={false}
      emptyMessage="There are no Documents."
      {...extra}
    />,
  );
}

describe('FirstRows', () => {
  it('is a table of the shown columns’ headers and the first page’s cells, formatted as the grid formats them', () => {
    show({ status: 'ok', rows, total: 22 });
    const table = screen.getByRole('table', { name: 'Documents' });
    expect(table.getAttribute('aria-rowcount')).toBe('23');
    const headers = within(table).getAllByRole('columnheader');
    expect(headers.map((h) => h.textContent)).toEqual(['Name', 'Content type', 'Published', 'Download']);
    // The sort the page is read in, for screen readers (and an arrow for the eye).
    expect(headers[2].getAttribute('aria-sort')).toBe('descending');
    expect(headers[0].hasAttribute('aria-sort')).toBe(false);
    const cells = within(table).getAllByRole('row').slice(1).map((r) => within(r).getAllByRole('cell').map((c) => c.textContent));
    expect(cells).toEqual([
      ['Air waybill AIR26-012373', 'Transport document', '2026-11-25', 'Download AWB.pdf'],
      ['Commercial invoice AIR26-012373', 'Invoice', '2026-11-23', 'Download CI.pdf'],
    ]);
  });

  it('says which rows of how many it shows where the grid’s pager will be', () => {
    show({ status: 'ok', rows, total: 2 });
    expect(document.querySelector('.first-rows-pager')!.textContent).toBe('1 to 2 of 2');
    show({ status: 'ok', rows, total: 19409 });
    expect(document.querySelectorAll('.first-rows-pager')[1].textContent).toBe('1 to 2 of 19,409');
  });

  it('gives each column the grid’s width, the pinned Download at the right', () => {
    show({ status: 'ok', rows, total: 2 });
    const widths = screen.getAllByRole('columnheader').map((h) => h.style.width);
    // 1356 - 124 = 1232 shared 2 : 1 : 1 (name, type, published).
    expect(widths).toEqual(['616px', '308px', '308px', '124px']);
    expect(screen.getAllByRole('columnheader')[3].parentElement?.classList.contains('first-rows-pinned-right')).toBe(true);
  });

  it('uses the grid’s own renderers, which work as they will in the grid', () => {
    const clicked: string[] = [];
    function Action({ data, note }: { data?: Doc; note: string }) {
      return (
        <button type="button" onClick={() => clicked.push(`${note} ${data?.id}`)}>
          Open
        </button>
      );
    }
    const defs = [...columnDefs.slice(0, 4), { colId: 'open', headerName: 'Open', cellRenderer: Action, cellRendererParams: { note: 'opened' } } as ColDef<Doc>];
    show({ status: 'ok', rows, total: 2 }, { columnDefs: defs });
    fireEvent.click(screen.getAllByRole('button', { name: 'Open' })[1]);
    expect(clicked).toEqual(['opened 2']);
  });

  it('hands a row click to the page, as the grid’s row click does', () => {
    const opened: number[] = [];
    show({ status: 'ok', rows, total: 2 }, { onRowClicked: (row) => opened.push(row.id) });
    fireEvent.click(screen.getByText('Invoice'));
    expect(opened).toEqual([2]);
  });

  it('shows the portal’s empty state for an empty first page, under the header', () => {
    show({ status: 'ok', rows: [], total: 0 });
    expect(screen.getAllByRole('columnheader')).toHaveLength(4);
    expect(screen.getByRole('status').textContent).toContain('There are no Documents.');
    // The state is the one cell of the body's one row: a rowgroup holds rows only (axe's aria-required-children).
    const [, body] = screen.getAllByRole('rowgroup');
    expect([...body.children].map((child) => child.getAttribute('role'))).toEqual(['row']);
    expect(screen.getAllByRole('cell')).toHaveLength(1);
    expect(screen.getByRole('cell').getAttribute('aria-colspan')).toBe('4');
    expect(screen.getByRole('cell').contains(screen.getByRole('status'))).toBe(true);
  });

  it('keeps the error state inside a row of the body too', () => {
    show({ status: 'error', onRetry: () => undefined });
    const [, body] = screen.getAllByRole('rowgroup');
    expect([...body.children].map((child) => child.getAttribute('role'))).toEqual(['row']);
    expect(screen.getByRole('cell').contains(screen.getByRole('alert'))).toBe(true);
  });

  it('shows the error state with a retry, and the loading state while the page is read', () => {
    const retried: number[] = [];
    const { rerender } = show({ status: 'error', onRetry: () => retried.push(1) });
    expect(screen.getByRole('alert').textContent).toContain('Documents could not be loaded.');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(retried).toEqual([1]);
    rerender(
      <FirstRows<Doc> label="Documents" columnDefs={columnDefs} defaultColDef={{}} page={{ status: 'loading' }} sortModel={[]} compact={false} wrappedRows={false} emptyMessage="" />,
    );
    expect(screen.getByRole('status').textContent).toContain('Loading Documents…');
    expect(screen.getByRole('table').getAttribute('aria-busy')).toBe('true');
  });

  it('offers to load the grid again when its code could not be loaded, the rows staying', () => {
    const again: number[] = [];
    show({ status: 'ok', rows, total: 2 }, { gridFailed: () => again.push(1) });
    expect(screen.getByRole('alert').textContent).toContain('could not be loaded');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(again).toEqual([1]);
    expect(screen.getAllByRole('row')).toHaveLength(3);
  });
});
