import { daysBetween } from '@portal/contracts/rules/shipmentDelay';
import type { NotificationEvent } from './events';
import { shipmentEvents, type ShipmentFacts } from './shipmentEvents';

/** A stored row as the refresh finds it: its facts and the day the feed generated it for. */
export interface StoredFacts extends ShipmentFacts {
  feed_day: string | null;
}

/**
 * What one batch of the daily refresh (simulation/feed.ts) tells customers: the rows as
 * stored (`before`) against the same references as generated for `today` (`after`). Each stored
 * row is compared with its dates moved by the days since its own feed day (null: `fallbackDay`,
 * the day app_meta records), so a batch run again after a crash, whose rows are already of
 * today, finds nothing new. Only listed shipments (with an ETD) count, before and after: one
 * that just got its ETD is new to the lists, not a change.
 */
export function feedChanges(before: readonly StoredFacts[], after: readonly ShipmentFacts[], fallbackDay: string | null, today: string): NotificationEvent[] {
  const shiftOf = new Map<string, number>();
  const groups = new Map<number, { before: Map<string, ShipmentFacts>; after: ShipmentFacts[] }>();
  for (const row of before) {
    if (row.etd === null) continue;
    const shift = Math.max(0, daysBetween(row.feed_day ?? fallbackDay, today) ?? 0);
    shiftOf.set(row.shipmentid, shift);
    let group = groups.get(shift);
    if (!group) groups.set(shift, (group = { before: new Map(), after: [] }));
    const { feed_day: _day, ...facts } = row;
    group.before.set(row.shipmentid, facts);
  }
  for (const row of after) {
    const shift = shiftOf.get(row.shipmentid);
    if (shift !== undefined && row.etd !== null) groups.get(shift)!.after.push(row);
  }
  return [...groups.entries()].flatMap(([shift, group]) => shipmentEvents(group.before, group.after, shift, today));
}
