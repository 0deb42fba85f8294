import type { TableColumn } from '@portal/contracts/table/contract';
import { keepApplicable, parseFilter, parseSort, readView, writeView } from './hooks/viewParams';

describe('MyShipments view in the URL', () => {
  it('round-trips dates, sort and column filters', () => {
    const search = 'etd=ThisWeek&eta=2025-01-01..2025-01-31&sort=eta%3Aasc%2Cshipmentid%3Adesc&filter=%7B%22goods%22%3A%7B%22filterType%22%3A%22text%22%2C%22type%22%3A%22contains%22%2C%22filter%22%3A%22toys%22%7D%7D';
    const view = readView(new URLSearchParams(search), '2025-03-12');
    expect(view.etd).toEqual({ preset: 'ThisWeek', from: '2025-03-10', to: '2025-03-16' });
    expect(view.eta).toEqual({ preset: null, from: '2025-01-01', to: '2025-01-31' });
    expect(view.sortModel).toEqual([{ colId: 'eta', sort: 'asc' }, { colId: 'shipmentid', sort: 'desc' }]);
    expect(view.filterModel).toEqual({ goods: { filterType: 'text', type: 'contains', filter: 'toys' } });
    expect(writeView(view).toString()).toBe(search);
  });

  it('ignores what a hand-edited link gets wrong', () => {
    expect(parseSort('eta:up,1bad:asc,drop table:desc,ok:desc')).toEqual([{ colId: 'ok', sort: 'desc' }]);
    expect(parseFilter('{not json')).toEqual({});
    expect(parseFilter('[1,2]')).toEqual({});
    expect(parseFilter('{"a b":{"type":"x"},"goods":"text","eta":{"filterType":"date"}}')).toEqual({ eta: { filterType: 'date' } });
    expect(writeView(readView(new URLSearchParams('etd=nonsense&sort=&filter=')))).toEqual(new URLSearchParams());
  });
});

describe('keepApplicable (a hand-edited link falls back instead of a 400)', () => {
  const columns: TableColumn[] = [
    { field: 'shipmentid', headerName: 'Shipment', type: 'text' },
    { field: 'status', headerName: 'Status', type: 'text', sortable: false },
    { field: 'eta', headerName: 'ETA', type: 'date' },
    { field: 'progress', headerName: 'Progress', type: 'number', sortable: false, filter: false },
    { field: 'goods', headerName: 'Goods', type: 'text' },
  ];
  const text = { filterType: 'text', type: 'contains', filter: 'x' } as const;

  it('drops sorts on unknown or unsortable columns and keeps the rest in order', () => {
    const view = { sortModel: [{ colId: 'progress', sort: 'asc' }, { colId: 'eta', sort: 'desc' }, { colId: 'loadport', sort: 'asc' }, { colId: 'status', sort: 'asc' }, { colId: 'shipmentid', sort: 'asc' }] as const, filterModel: {} };
    expect(keepApplicable({ ...view, sortModel: [...view.sortModel] }, columns).sortModel).toEqual([
      { colId: 'eta', sort: 'desc' },
      { colId: 'shipmentid', sort: 'asc' },
    ]);
  });

  it('drops filters on unknown, unfilterable or externally filtered columns', () => {
    const filterModel = { loadport: text, progress: { filterType: 'number', type: 'equals', filter: 5 }, goods: text, status: text, eta: { filterType: 'date', type: 'inRange', dateFrom: '2025-01-01', dateTo: '2025-01-02' } };
    expect(Object.keys(keepApplicable({ sortModel: [], filterModel } as never, columns, ['eta']).filterModel)).toEqual(['goods', 'status']);
  });

  it('leaves an applicable view as it is', () => {
    const view = { sortModel: [{ colId: 'eta', sort: 'asc' as const }], filterModel: { goods: text } };
    expect(keepApplicable(view, columns)).toEqual(view);
  });
});
