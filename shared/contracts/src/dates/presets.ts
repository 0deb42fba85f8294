import dayjs, { type Dayjs } from 'dayjs';

/**
 * The date presets of the shipment filters (spec section 9), computed from today as Y-m-d.
 * "Next 14 days" gives today .. today + 14 (decisions.md: the original's id mismatch left it
 * empty; not copied). Weeks are ISO weeks: Monday to Sunday.
 */
const YMD = 'YYYY-MM-DD';

export type DatePresetId = 'Last14days' | 'LastWeek' | 'ThisWeek' | 'NextWeek' | 'Next14days';

export interface DatePreset {
  id: DatePresetId;
  label: string;
}

export const DATE_PRESETS: readonly DatePreset[] = [
  { id: 'Last14days', label: 'Last 14 days' },
  { id: 'LastWeek', label: 'Last week' },
  { id: 'ThisWeek', label: 'This week' },
  { id: 'NextWeek', label: 'Next week' },
  { id: 'Next14days', label: 'Next 14 days' },
];

export const DATE_FILTER_PLACEHOLDER = 'Select a filter or set a date-range';

/** A closed interval of days, both ends included, as Y-m-d. */
export interface DateInterval {
  from: string;
  to: string;
}

const PRESET_IDS = new Set<string>(DATE_PRESETS.map((p) => p.id));

export function isDatePresetId(value: unknown): value is DatePresetId {
  return typeof value === 'string' && PRESET_IDS.has(value);
}

/** True for a real calendar day written Y-m-d (2024-02-29 yes, 2023-02-29 no). */
export function isYmd(value: unknown): value is string {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const [y, m, d] = value.split('-').map(Number);
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** Today as a local calendar day; accepts a Y-m-d, a Date or a Dayjs so tests can pin "today". */
export function toDay(today: string | Date | Dayjs = new Date()): Dayjs {
  if (typeof today === 'string') {
    if (!isYmd(today)) throw new Error(`"${today}" is not a Y-m-d date`);
    const [y, m, d] = today.split('-').map(Number);
    return dayjs(new Date(y, m - 1, d));
  }
  return dayjs(today).startOf('day');
}

/** Monday of the ISO week holding `day` (dayjs counts Sunday as 0). */
function isoWeekStart(day: Dayjs): Dayjs {
  const sinceMonday = (day.day() + 6) % 7;
  return day.subtract(sinceMonday, 'day');
}

/** The ISO week `offset` weeks from the one holding `day`, Monday to Sunday. */
export function isoWeekInterval(day: Dayjs, offset: number): DateInterval {
  const monday = isoWeekStart(day).add(offset * 7, 'day');
  return { from: monday.format(YMD), to: monday.add(6, 'day').format(YMD) };
}

export function presetInterval(id: DatePresetId, today: string | Date | Dayjs = new Date()): DateInterval {
  const day = toDay(today);
  switch (id) {
    case 'Last14days':
      return { from: day.subtract(14, 'day').format(YMD), to: day.format(YMD) };
    case 'LastWeek':
      return isoWeekInterval(day, -1);
    case 'ThisWeek':
      return isoWeekInterval(day, 0);
    case 'NextWeek':
      return isoWeekInterval(day, 1);
    case 'Next14days':
      return { from: day.format(YMD), to: day.add(14, 'day').format(YMD) };
  }
}
