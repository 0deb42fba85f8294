import {
  EMPTY_DATE_FILTER,
  chooseInterval,
  choosePreset,
  dateFilterError,
  formatDateFilterParam,
  parseDateFilterParam,
  toTableFilter,
} from './dateFilter';

const TODAY = '2025-03-12';

describe('preset and interval interplay', () => {
  it('choosing a preset sets the interval', () => {
    expect(choosePreset('NextWeek', TODAY)).toEqual({ preset: 'NextWeek', from: '2025-03-17', to: '2025-03-23' });
  });

  it('choosing no preset clears the interval', () => {
    expect(choosePreset(null, TODAY)).toEqual(EMPTY_DATE_FILTER);
  });

  it('a custom interval resets the preset to none', () => {
    const afterPreset = choosePreset('ThisWeek', TODAY);
    const edited = chooseInterval(afterPreset.from, '2025-03-20');
    expect(edited).toEqual({ preset: null, from: '2025-03-10', to: '2025-03-20' });
  });

  it('re-entering the preset interval by hand still is a custom interval', () => {
    expect(chooseInterval('2025-03-10', '2025-03-16').preset).toBeNull();
  });

  it('puts a reversed interval the right way round and keeps open ends', () => {
    expect(chooseInterval('2025-03-20', '2025-03-01')).toEqual({ preset: null, from: '2025-03-01', to: '2025-03-20' });
    expect(chooseInterval('', '2025-03-01')).toEqual({ preset: null, from: null, to: '2025-03-01' });
  });
});

describe('toTableFilter', () => {
  it.each([
    [{ preset: null, from: '2025-03-01', to: '2025-03-05' }, { filterType: 'date', type: 'inRange', dateFrom: '2025-03-01', dateTo: '2025-03-05' }],
    [{ preset: null, from: '2025-03-01', to: null }, { filterType: 'date', type: 'greaterThan', dateFrom: '2025-02-28' }],
    [{ preset: null, from: null, to: '2025-02-28' }, { filterType: 'date', type: 'lessThan', dateFrom: '2025-03-01' }],
    [{ preset: null, from: '2024-03-01', to: null }, { filterType: 'date', type: 'greaterThan', dateFrom: '2024-02-29' }],
    [EMPTY_DATE_FILTER, null],
    [{ preset: null, from: '2025-02-30', to: null }, null],
  ])('%j → %j', (state, filter) => {
    expect(toTableFilter(state as never)).toEqual(filter);
  });

  it('explains a bound that is not a date', () => {
    expect(dateFilterError({ preset: null, from: '12/03/2025', to: null })).toMatch(/YYYY-MM-DD/);
    expect(dateFilterError({ preset: null, from: '2025-03-12', to: null })).toBeNull();
  });
});

describe('URL form', () => {
  it('keeps a preset by its id and recomputes it from the day the link is opened', () => {
    expect(formatDateFilterParam(choosePreset('ThisWeek', TODAY))).toBe('ThisWeek');
    expect(parseDateFilterParam('ThisWeek', '2025-04-02')).toEqual({ preset: 'ThisWeek', from: '2025-03-31', to: '2025-04-06' });
  });

  it('round-trips custom and open intervals', () => {
    for (const state of [chooseInterval('2025-01-01', '2025-02-01'), chooseInterval('2025-01-01', null), chooseInterval(null, '2025-02-01')]) {
      expect(parseDateFilterParam(formatDateFilterParam(state), TODAY)).toEqual(state);
    }
    expect(formatDateFilterParam(EMPTY_DATE_FILTER)).toBeNull();
    expect(formatDateFilterParam(chooseInterval('2025-01-01', '2025-02-01'))).toBe('2025-01-01..2025-02-01');
    expect(new URLSearchParams({ etd: '2025-01-01..2025-02-01' }).toString()).toBe('etd=2025-01-01..2025-02-01');
  });

  it.each(['', 'Next14', 'yesterday', '2025-02-30..', '..', '2025-01-01', '2025-01-01..2025-02-01..x', '2025-01-01~2025-02-01'])('ignores the malformed value %j', (value) => {
    expect(parseDateFilterParam(value, TODAY)).toEqual(EMPTY_DATE_FILTER);
  });
});
