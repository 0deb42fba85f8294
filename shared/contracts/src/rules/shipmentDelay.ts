/**
 * When a shipment counts as delayed, written once for the API (its SQL column, the dashboard's
 * counts, the detail) and the browser (the words next to a date).
 *
 * A shipment is delayed when its arrival at the arrival place (the ATA, or while it is not yet
 * there the latest estimate) is more than DELAY_THRESHOLD_DAYS calendar days after the planned
 * arrival (the ETA of the booking). Dates are days, so "more than one day" means two days or
 * more: a ship that berths a day late is within the usual tolerance of a schedule, one that is
 * two days late makes a consignee re-plan.
 */
export const DELAY_THRESHOLD_DAYS = 1;

const DAY_MS = 86_400_000;

/** Whole days from `planned` to `actual` (both Y-m-d); null when either is missing. */
export function daysBetween(planned: string | null | undefined, actual: string | null | undefined): number | null {
  if (!planned || !actual) return null;
  const a = Date.parse(`${planned.slice(0, 10)}T00:00:00Z`);
  const b = Date.parse(`${actual.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(a) || Number.isNaN(b)) return null;
  return Math.round((b - a) / DAY_MS);
}

export function isDelayed(delayDays: number | null | undefined): boolean {
  return typeof delayDays === 'number' && delayDays > DELAY_THRESHOLD_DAYS;
}

/** Which words say a delay: a key of DELAY_WORDS (with `count`, days, for its plural). */
export type DelayWording = { key: 'noPlan' | 'onTime' } | { key: 'late' | 'early'; count: number };

export function delayWording(delayDays: number | null | undefined): DelayWording {
  if (typeof delayDays !== 'number') return { key: 'noPlan' };
  if (delayDays === 0) return { key: 'onTime' };
  return { key: delayDays < 0 ? 'early' : 'late', count: Math.abs(delayDays) };
}

/**
 * The one wording of a delay, in English, as i18next messages (`_one`/`_other` plurals): the
 * API's notifications write it with delayText, and the browser's messages (each app's `delay`
 * section, translated there) hold the same English, which a test of the dashboard compares.
 */
export const DELAY_WORDS = {
  noPlan: 'No plan',
  onTime: 'On time',
  late_one: '{{count}} day late',
  late_other: '{{count}} days late',
  early_one: '{{count}} day early',
  early_other: '{{count}} days early',
  rule: 'Delayed: arrival (actual, or the latest estimate) more than {{count}} day after the planned arrival.',
} as const;

/** "On time", "1 day early", "3 days late": what a person reads next to a date (English). */
export function delayText(delayDays: number | null | undefined): string {
  const wording = delayWording(delayDays);
  if (!('count' in wording)) return DELAY_WORDS[wording.key];
  return DELAY_WORDS[`${wording.key}_${wording.count === 1 ? 'one' : 'other'}`].replace('{{count}}', String(wording.count));
}
