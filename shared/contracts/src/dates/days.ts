/**
 * Calendar arithmetic on `YYYY-MM-DD` days, in UTC, with no library: the API's feed, its
 * notifications and the quote form's rules all count days the same way.
 */
const DAY_MS = 86_400_000;

/** The day `days` after `ymd` (before it when negative). */
export function addDays(ymd: string, days: number): string {
  return new Date(Date.parse(`${ymd}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The local calendar date, YYYY-MM-DD. */
export function localToday(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
