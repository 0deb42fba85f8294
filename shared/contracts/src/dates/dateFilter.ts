import type { Dayjs } from 'dayjs';
import type { DateFilter } from '../table/contract';
import { isDatePresetId, isYmd, presetInterval, type DatePresetId } from './presets';

/**
 * The state of one ETD/ETA filter: a preset and the interval it set, or a custom interval with
 * no preset (spec section 4: a preset sets the interval; a custom interval resets the preset).
 */
export interface DateFilterState {
  preset: DatePresetId | null;
  from: string | null;
  to: string | null;
}

export const EMPTY_DATE_FILTER: DateFilterState = { preset: null, from: null, to: null };

type Today = string | Date | Dayjs;

export function choosePreset(id: DatePresetId | null, today?: Today): DateFilterState {
  if (id === null) return EMPTY_DATE_FILTER;
  return { preset: id, ...presetInterval(id, today) };
}

/**
 * A bound typed or picked by hand: the preset goes back to none. Either end may stay empty
 * (an open interval) and a reversed interval is put the right way round.
 */
export function chooseInterval(from: string | null, to: string | null): DateFilterState {
  const a = from || null;
  const b = to || null;
  if (a && b && b < a) return { preset: null, from: b, to: a };
  return { preset: null, from: a, to: b };
}

function isEmptyDateFilter(state: DateFilterState): boolean {
  return !state.from && !state.to;
}

/** Message for a bound that is not a day; null when the state is usable. */
export function dateFilterError(state: DateFilterState): string | null {
  for (const value of [state.from, state.to]) if (value && !isYmd(value)) return `"${value}" is not a date in the form YYYY-MM-DD.`;
  return null;
}

/** The table-contract filter (AG Grid's model) for a state; null when there is nothing to filter. */
export function toTableFilter(state: DateFilterState): DateFilter | null {
  if (dateFilterError(state) || isEmptyDateFilter(state)) return null;
  if (state.from && state.to) return { filterType: 'date', type: 'inRange', dateFrom: state.from, dateTo: state.to };
  // Open ends: lessThan/greaterThan are exclusive in the table engine, so step one day out.
  if (state.from) return { filterType: 'date', type: 'greaterThan', dateFrom: shiftDay(state.from, -1) };
  return { filterType: 'date', type: 'lessThan', dateFrom: shiftDay(state.to!, 1) };
}

function shiftDay(ymd: string, days: number): string {
  const [y, m, d] = ymd.split('-').map(Number);
  const date = new Date(Date.UTC(y, m - 1, d + days));
  return date.toISOString().slice(0, 10);
}

/**
 * URL form: a preset id (`ThisWeek`, recomputed from today when the link is opened, so a
 * bookmarked "This week" stays this week) or `from..to` with either end optional (dots stay
 * readable in a URL, where a tilde would be percent-encoded).
 */
const RANGE_SEPARATOR = '..';

export function formatDateFilterParam(state: DateFilterState): string | null {
  if (state.preset) return state.preset;
  if (isEmptyDateFilter(state)) return null;
  return `${state.from ?? ''}${RANGE_SEPARATOR}${state.to ?? ''}`;
}

/** Reads the URL form back; anything malformed gives the empty filter rather than an error. */
export function parseDateFilterParam(value: string | null | undefined, today?: Today): DateFilterState {
  if (!value) return EMPTY_DATE_FILTER;
  if (isDatePresetId(value)) return choosePreset(value, today);
  const match = /^(\d{4}-\d{2}-\d{2})?\.\.(\d{4}-\d{2}-\d{2})?$/.exec(value);
  if (!match) return EMPTY_DATE_FILTER;
  const [, from, to] = match;
  if ((from && !isYmd(from)) || (to && !isYmd(to)) || (!from && !to)) return EMPTY_DATE_FILTER;
  return chooseInterval(from ?? null, to ?? null);
}

