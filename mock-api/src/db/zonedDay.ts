import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';

dayjs.extend(utc);
dayjs.extend(timezone);

const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** Days seen are few (publication dates), and a query asks for each once per row. */
const known = new Map<string, string | null>();
const KNOWN_AT_MOST = 10_000;

/**
 * The first moment of `day` (YYYY-MM-DD) in the IANA zone `zone`, as ISO text in UTC; null for
 * anything else, as SQL's functions answer NULL to what they cannot read. SQLite's side of
 * Dialect.zonedDayStart (PostgreSQL has AT TIME ZONE).
 */
export function zonedDayStart(day: unknown, zone: unknown): string | null {
  if (typeof day !== 'string' || typeof zone !== 'string' || !DAY.test(day)) return null;
  const key = `${day} ${zone}`;
  let start = known.get(key);
  if (start === undefined) {
    try {
      start = dayjs.tz(day, zone).toISOString();
    } catch {
      start = null;
    }
    if (known.size >= KNOWN_AT_MOST) known.clear();
    known.set(key, start);
  }
  return start;
}
