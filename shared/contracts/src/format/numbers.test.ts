import { formatNumber } from './numbers';

describe('formatNumber', () => {
  // The reference is Intl itself (Node has full ICU): the helper must write what the browser wrote before.
  const cases: [number, number][] = [
    [0, 0], [7, 0], [999, 0], [1000, 0], [1830, 0], [19409, 0], [1234567, 0], [-1234, 0], [12.5, 0], [2.5, 0], [0.5, 0],
    [12578.3149, 1], [43349.4792, 1], [1628.3, 1], [1000.04, 1], [0.05, 1], [0.25, 1], [999.96, 1], [-3.45, 1], [7, 1],
    [1.005, 2], [1234.5678, 2], [0.001, 3], [12.3456, 3], [100, 3],
  ];
  it.each(cases)('writes %p with at most %p decimals as toLocaleString("en") does', (value, digits) => {
    expect(formatNumber(value, digits)).toBe(value.toLocaleString('en', { maximumFractionDigits: digits }));
  });

  it('writes integers with the default of no decimals', () => {
    expect(formatNumber(2623681.4)).toBe('2,623,681');
    expect(formatNumber(2623681.4)).toBe(Math.round(2623681.4).toLocaleString('en'));
  });
});
