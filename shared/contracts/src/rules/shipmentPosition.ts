import { daysBetween } from './shipmentDelay';

/**
 * Where a shipment is along its main carriage, written once: its milestones decide. The API
 * places the map's marker, the "Now" line and the timeline's current event with it; the tests
 * check the map against the milestones with it.
 *
 * The events that lie on the main carriage's line are its departure (the line's start), the
 * arrival and departure at the hub (the hub's share of the line's length) and the arrival (the
 * line's end). The cargo is at the last of them that has happened; between a departure and the
 * next arrival it moves along the line in proportion to the days since that departure of the
 * days that leg takes (actual or estimated), counted at the start of the day: a vessel that left
 * today is still at its port, one whose arrival is overdue waits just short of the end of its
 * leg (never drawn as arrived before the arrival event says so).
 */
export interface CarriageEvent {
  code: string;
  /** The actual day, or the latest estimate (YYYY-MM-DD). */
  date: string;
  state: 'actual' | 'estimated';
}

export type CarriagePhase = 'origin' | 'underway' | 'hub' | 'arrived';

export interface CarriagePlace {
  /** 0..1 of the main carriage's length. */
  fraction: number;
  phase: CarriagePhase;
  /** The code of the last event on the line that has happened (null: none has). */
  since: string | null;
}

/** The events on the main carriage's line, in order, with the share of the line each is at. */
const LINE_EVENTS = ['DEP', 'TSA', 'TSD', 'ARR'] as const;
/** Short of the next stop while under way: an overdue leg is never drawn as arrived. */
export const UNDERWAY_MAX_SHARE = 0.97;

export function carriagePlace(events: readonly CarriageEvent[], today: string, hubFraction: number): CarriagePlace {
  const fractionOf = (code: string) => (code === 'DEP' ? 0 : code === 'ARR' ? 1 : hubFraction);
  const onLine = LINE_EVENTS.map((code) => events.find((e) => e.code === code)).filter((e): e is CarriageEvent => e !== undefined);
  let last = -1;
  onLine.forEach((e, i) => {
    if (e.state === 'actual') last = i;
  });
  if (last < 0) return { fraction: 0, phase: 'origin', since: null };
  const from = onLine[last];
  if (from.code === 'ARR') return { fraction: 1, phase: 'arrived', since: 'ARR' };
  if (from.code === 'TSA') return { fraction: hubFraction, phase: 'hub', since: 'TSA' };
  const next = onLine[last + 1];
  const start = fractionOf(from.code);
  const end = next ? fractionOf(next.code) : 1;
  const legDays = Math.max(1, daysBetween(from.date, next?.date) ?? 1);
  const sailed = Math.max(0, daysBetween(from.date, today) ?? 0);
  const share = Math.min(UNDERWAY_MAX_SHARE, sailed / legDays);
  return { fraction: start + (end - start) * share, phase: 'underway', since: from.code };
}
