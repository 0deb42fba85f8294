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

/** "On time", "1 day early", "3 days late": what a person reads next to a date. */
export function delayText(delayDays: number | null | undefined): string {
  if (typeof delayDays !== 'number') return 'No plan';
  if (delayDays === 0) return 'On time';
  const n = Math.abs(delayDays);
  const days = `${n} ${n === 1 ? 'day' : 'days'}`;
  return delayDays < 0 ? `${days} early` : `${days} late`;
}

/** The rule in words, for tooltips and docs. */
export const DELAY_RULE_TEXT = `Delayed: arrival (actual, or the latest estimate) more than ${DELAY_THRESHOLD_DAYS} day after the planned arrival.`;
