// Numbers as `toLocaleString('en', { maximumFractionDigits })` writes them (1,234.5), without Intl.
// The first Intl call of a page loads ICU's locale data: 25-120 ms on a laptop, four times that
// on Lighthouse's phone, in the middle of the first screen's render. The portal shows
// its counts in one locale, so the few lines below do the same job for free.

const group = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/**
 * Rounds the shortest decimal that reads back as `value` (what String(value) writes, and what
 * ICU rounds: 1.005 is 1.01, though the double is a hair below), half away from zero.
 */
function roundDecimal(value: number, digits: number): [string, string] {
  const text = String(value);
  if (text.includes('e')) return value.toFixed(digits).split('.').concat('').slice(0, 2) as [string, string];
  const [whole, fraction = ''] = text.split('.');
  if (fraction.length <= digits) return [whole, fraction];
  let kept = BigInt(whole + fraction.slice(0, digits));
  if (fraction[digits] >= '5') kept += 1n;
  const all = kept.toString().padStart(digits + 1, '0');
  return [all.slice(0, all.length - digits), all.slice(all.length - digits)];
}

/**
 * `value` rounded to at most `maxFractionDigits` decimals (half away from zero, no trailing
 * zeros) with thousands separated by commas: formatNumber(1234.56, 1) === '1,234.6'.
 */
export function formatNumber(value: number, maxFractionDigits = 0): string {
  if (!Number.isFinite(value)) return Number.isNaN(value) ? 'NaN' : value > 0 ? '∞' : '-∞';
  const [whole, fraction] = roundDecimal(Math.abs(value), maxFractionDigits);
  const decimals = fraction.replace(/0+$/, '');
  return `${value < 0 || Object.is(value, -0) ? '-' : ''}${group(whole)}${decimals ? `.${decimals}` : ''}`;
}
