import { DATE_PRESETS, isYmd, isoWeekInterval, presetInterval, toDay, type DatePresetId } from './presets';

type Case = [today: string, preset: DatePresetId, from: string, to: string, why: string];

// Table-driven: each row pins "today" and states the expected interval.
const CASES: Case[] = [
  // A Wednesday in the middle of a month.
  ['2025-03-12', 'Last14days', '2025-02-26', '2025-03-12', 'fourteen days back, today included'],
  ['2025-03-12', 'LastWeek', '2025-03-03', '2025-03-09', 'previous Monday to Sunday'],
  ['2025-03-12', 'ThisWeek', '2025-03-10', '2025-03-16', 'current Monday to Sunday'],
  ['2025-03-12', 'NextWeek', '2025-03-17', '2025-03-23', 'next Monday to Sunday'],
  ['2025-03-12', 'Next14days', '2025-03-12', '2025-03-26', 'decisions.md: today .. today + 14, not empty'],
  // A Sunday belongs to the week that began the Monday before (ISO), not to the next one.
  ['2025-03-16', 'ThisWeek', '2025-03-10', '2025-03-16', 'Sunday is the last day of its ISO week'],
  ['2025-03-16', 'LastWeek', '2025-03-03', '2025-03-09', 'Sunday: last week is the one before'],
  ['2025-03-16', 'NextWeek', '2025-03-17', '2025-03-23', 'Sunday: next week starts tomorrow'],
  // A Monday is the first day of its week.
  ['2025-03-17', 'ThisWeek', '2025-03-17', '2025-03-23', 'Monday starts its own week'],
  // Turn of the year: ISO week 1 of 2025 starts on Monday 2024-12-30.
  ['2024-12-31', 'ThisWeek', '2024-12-30', '2025-01-05', 'week spanning New Year'],
  ['2025-01-01', 'LastWeek', '2024-12-23', '2024-12-29', 'last week lies in the previous year'],
  ['2024-12-28', 'NextWeek', '2024-12-30', '2025-01-05', 'next week lies mostly in the next year'],
  ['2021-01-03', 'ThisWeek', '2020-12-28', '2021-01-03', 'Sunday 3 January 2021 is in week 53 of 2020'],
  ['2025-01-05', 'Last14days', '2024-12-22', '2025-01-05', 'fourteen days across New Year'],
  ['2024-12-25', 'Next14days', '2024-12-25', '2025-01-08', 'fourteen days forward across New Year'],
  // Leap day.
  ['2024-02-29', 'ThisWeek', '2024-02-26', '2024-03-03', 'week holding the leap day'],
  ['2024-03-01', 'Last14days', '2024-02-16', '2024-03-01', 'counts 29 February'],
  ['2024-02-20', 'Next14days', '2024-02-20', '2024-03-05', 'runs through 29 February'],
  ['2024-03-04', 'LastWeek', '2024-02-26', '2024-03-03', 'last week holds the leap day'],
  ['2023-02-27', 'ThisWeek', '2023-02-27', '2023-03-05', 'no leap day in 2023'],
];

describe('presetInterval', () => {
  it.each(CASES)('%s %s → %s .. %s (%s)', (today, preset, from, to) => {
    expect(presetInterval(preset, today)).toEqual({ from, to });
  });

  it('computes every preset from a Date as well', () => {
    expect(presetInterval('ThisWeek', new Date(2025, 2, 16, 23, 59))).toEqual({ from: '2025-03-10', to: '2025-03-16' });
  });

  it('offers the five presets of the spec, in order', () => {
    expect(DATE_PRESETS.map((p) => p.label)).toEqual(['Last 14 days', 'Last week', 'This week', 'Next week', 'Next 14 days']);
  });

  it('never yields an empty interval', () => {
    for (const { id } of DATE_PRESETS) {
      const { from, to } = presetInterval(id, '2025-06-01');
      expect(isYmd(from) && isYmd(to) && from <= to).toBe(true);
    }
  });
});

describe('isoWeekInterval', () => {
  it('moves by whole weeks', () => {
    expect(isoWeekInterval(toDay('2025-03-12'), 2)).toEqual({ from: '2025-03-24', to: '2025-03-30' });
    expect(isoWeekInterval(toDay('2025-03-12'), -10)).toEqual({ from: '2024-12-30', to: '2025-01-05' });
  });
});

describe('isYmd', () => {
  it.each([
    ['2024-02-29', true],
    ['2023-02-29', false],
    ['2025-13-01', false],
    ['2025-1-01', false],
    ['01-02-2025', false],
    ['', false],
  ])('%s → %s', (value, ok) => expect(isYmd(value)).toBe(ok));

  it('refuses a malformed "today"', () => {
    expect(() => presetInterval('ThisWeek', '2025-02-30')).toThrow(/Y-m-d/);
  });
});
