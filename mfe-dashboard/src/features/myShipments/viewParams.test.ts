import { parseFilter, parseSort, readView, writeView } from './hooks/viewParams';

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
