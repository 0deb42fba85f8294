import { daysBetween } from '@portal/shared/rules/shipmentDelay';
import type { Db } from '../../db';
import { seedDay } from '../../seed';
import { storedDay } from '../shipments/feed';
import { recordEvents } from './events';
import { shipmentEvents, snapshotShipments } from './shipmentEvents';

/**
 * Taken just before the daily refresh re-writes the feed: `record()` after it compares the new
 * state with the old one and records what changed, in one pass, batched (recordEvents).
 * Returns the number of notifications stored.
 */
export async function watchShipmentChanges(db: Db, now: Date): Promise<{ record(): Promise<number> }> {
  const customerIds = (await db.all<{ id: number }>('SELECT id FROM customers')).map((r) => r.id);
  const from = await storedDay(db);
  const before = await snapshotShipments(db, customerIds);
  return {
    async record() {
      const today = seedDay(now).toISOString().slice(0, 10);
      const after = await snapshotShipments(db, customerIds);
      const events = shipmentEvents(before, after.values(), Math.max(0, daysBetween(from, today) ?? 0), today);
      return (await recordEvents(db, events, now)).length;
    },
  };
}
