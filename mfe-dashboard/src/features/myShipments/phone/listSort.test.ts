import { listSortKey, sortDateField, sortModelOf } from './listSort';

describe('a phone list’s order', () => {
  it('reads the view’s sort, else the default, else says it is one the choice does not offer', () => {
    expect(listSortKey([], [{ colId: 'etd', sort: 'desc' }])).toBe('etd-desc');
    expect(listSortKey([{ colId: 'eta', sort: 'asc' }], [{ colId: 'etd', sort: 'desc' }])).toBe('eta-asc');
    expect(listSortKey([{ colId: 'carrier', sort: 'asc' }], [{ colId: 'etd', sort: 'desc' }])).toBeNull();
    expect(listSortKey([], [])).toBeNull();
  });
  it('turns a choice back into the grid’s sort, and the row shows the date it is sorted by', () => {
    expect(sortModelOf('shipmentid-desc')).toEqual([{ colId: 'shipmentid', sort: 'desc' }]);
    expect(sortDateField('etd-asc')).toBe('etd');
    expect(sortDateField('eta-desc')).toBe('eta');
    expect(sortDateField('shipmentid-asc')).toBe('eta');
    expect(sortDateField(null)).toBe('eta');
  });
});
