import type { Db } from '../db';
import { inList } from '../core/scope';
import type { ShipmentRow } from './shipments';

const NUMBER_COLUMNS = ['container_number', 'bill_of_lading', 'air_waybill', 'cmr_number'] as const;

/** Numbers per IN list: well under either engine's limit of bound values. */
const LOOKUP_CHUNK = 500;

/**
 * Before the daily refresh writes `rows`: who else holds one of their transport numbers, which are
 * unique (migration 102). The feed never gives one number twice in a day (feedSerial), so the
 * holder is either a row of the feed under another reference (from an older generator, or the
 * place of an organisation since gone: the pass would sweep it at its end) and goes now, or
 * anything else (a booking confirmed before the bookings had their own half of the numbers, a
 * shipment of an organisation outside the feed), which keeps its number: the feed's row is written
 * without it. `seededIds` are the feed's organisations. Inside the batch's transaction.
 */
export async function clearNumberClashes(db: Db, rows: ShipmentRow[], seededIds: ReadonlySet<number>): Promise<void> {
  const references = new Set(rows.map((r) => r.shipmentid));
  for (const column of NUMBER_COLUMNS) {
    const numbers = rows.map((r) => r[column]).filter((n): n is string => n !== null);
    for (let start = 0; start < numbers.length; start += LOOKUP_CHUNK) {
      const list = inList(column, numbers.slice(start, start + LOOKUP_CHUNK), 'nr');
      const holders = await db.all<{ id: number; shipmentid: string; customer_id: number; booked: number; nr: string }>(
        `SELECT id, shipmentid, customer_id, CASE WHEN booked_at IS NULL THEN 0 ELSE 1 END AS booked, ${column} AS nr FROM shipments WHERE ${list.sql}`,
        list.params,
      );
      for (const holder of holders) {
        if (references.has(holder.shipmentid)) continue; // the row being re-written itself
        if (!holder.booked && seededIds.has(holder.customer_id)) await db.run('DELETE FROM shipments WHERE id = @id AND booked_at IS NULL', { id: holder.id });
        else for (const row of rows) if (row[column] === holder.nr) row[column] = null;
      }
    }
  }
}
