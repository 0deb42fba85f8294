import { DELAY_THRESHOLD_DAYS, daysBetween, delayText, delayWording, isDelayed } from './shipmentDelay';

describe('the delay rule', () => {
  it('counts whole days from the plan to the actual or estimated day', () => {
    expect(daysBetween('2026-03-01', '2026-03-04')).toBe(3);
    expect(daysBetween('2026-03-01', '2026-02-28')).toBe(-1);
    // Across a month and a leap day.
    expect(daysBetween('2028-02-27', '2028-03-01')).toBe(3);
    expect(daysBetween(null, '2026-03-01')).toBeNull();
    expect(daysBetween('2026-03-01', undefined)).toBeNull();
  });

  it('calls a shipment delayed only beyond the threshold of one day', () => {
    expect(DELAY_THRESHOLD_DAYS).toBe(1);
    expect([-2, 0, 1].map(isDelayed)).toEqual([false, false, false]);
    expect([2, 5].map(isDelayed)).toEqual([true, true]);
    expect(isDelayed(null)).toBe(false);
  });

  it('says it in words', () => {
    expect([0, 1, 3, -1, -4, null].map(delayText)).toEqual(['On time', '1 day late', '3 days late', '1 day early', '4 days early', 'No plan']);
  });

  it('names the words by key and count, the keys of its i18next messages', () => {
    expect([0, 1, 3, -1, null].map(delayWording)).toEqual([{ key: 'onTime' }, { key: 'late', count: 1 }, { key: 'late', count: 3 }, { key: 'early', count: 1 }, { key: 'noPlan' }]);
  });
});
