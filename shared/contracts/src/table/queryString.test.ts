import { tableQueryParams, tableQueryString } from './queryString';

describe('tableQueryParams', () => {
  it('puts paging as numbers and the models as JSON', () => {
    const query = {
      startRow: 25,
      endRow: 50,
      sortModel: [{ colId: 'eta', sort: 'desc' as const }],
      filterModel: { status: { filterType: 'text' as const, type: 'equals' as const, filter: 'A&B=C?' } },
      params: { group: 7 },
    };
    const search = new URLSearchParams(tableQueryString(query));
    expect(search.get('startRow')).toBe('25');
    expect(search.get('endRow')).toBe('50');
    expect(JSON.parse(search.get('sortModel')!)).toEqual(query.sortModel);
    expect(JSON.parse(search.get('filterModel')!)).toEqual(query.filterModel);
    expect(JSON.parse(search.get('params')!)).toEqual(query.params);
  });

  it('leaves empty models out, so one view has one address', () => {
    expect(tableQueryParams({ startRow: 0, endRow: 0, sortModel: [], filterModel: {}, params: {} })).toEqual({ startRow: '0', endRow: '0' });
    expect(tableQueryString({})).toBe('');
  });
});
