import type { ShipmentChange } from '@portal/contracts/shipments';
import { isDelayed } from '@portal/contracts/rules/shipmentDelay';
import type { Db } from '../../db';
import { inList } from '../../core/scope';
import { unprocessable } from '../../core/errors';
import { SELECT_FIELDS } from './queries';

type StoredRow = Omit<ShipmentChange, 'delayed' | 'updatedAt'> & { updated_at: string };


const CHANGES_PAGE = 100;

/** Where a page ends: the last row's change and id, as an opaque text. */
const cursorOf = (updatedAt: string, shipmentid: string) => Buffer.from(JSON.stringify([updatedAt, shipmentid])).toString('base64url');

function readCursor(cursor: string): [string, string] {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (Array.isArray(value) && value.length === 2 && value.every((v) => typeof v === 'string')) return value as [string, string];
  } catch {
    // Answered below, as any other cursor this API did not give.
  }
  throw unprocessable({ cursor: ['The cursor is not one this API gave.'] });
}

function readSince(since: string): string {
  const at = Date.parse(since);
  if (Number.isNaN(at) || !/^\d{4}-\d{2}-\d{2}/.test(since)) throw unprocessable({ updatedSince: ['The updatedSince field must be an ISO 8601 moment.'] });
  return new Date(at).toISOString();
}

/**
 * One page of the shipments in scope changed at or after `since`, ordered by (updated_at,
 * shipmentid) and continued after the cursor's row: a keyset, so a page is as fast at the end as
 * at the start and a shipment that changes while a client pages through moves to the end
 * instead of being skipped. updated_at is ISO text on both engines, so text order is time order.
 */
export async function shipmentChanges(db: Db, customerIds: number[], input: { updatedSince?: string; cursor?: string; limit?: number }): Promise<{ shipments: ShipmentChange[]; next: string | null }> {
  const scope = inList('customer_id', customerIds);
  const limit = input.limit ?? CHANGES_PAGE;
  const params: Record<string, unknown> = { ...scope.params, since: input.updatedSince === undefined ? '' : readSince(input.updatedSince) };
  let after = '';
  if (input.cursor !== undefined) {
    [params.afterAt, params.afterId] = readCursor(input.cursor);
    after = 'AND (updated_at > @afterAt OR (updated_at = @afterAt AND shipmentid > @afterId))';
  }
  const rows = await db.all<StoredRow>(
    `SELECT ${SELECT_FIELDS}, updated_at FROM shipments WHERE ${scope.sql} AND updated_at >= @since ${after} ORDER BY updated_at, shipmentid LIMIT ${limit + 1}`,
    params,
  );
  const page: ShipmentChange[] = rows.slice(0, limit).map(({ updated_at, ...row }) => ({ ...row, delayed: isDelayed(row.delay_days), updatedAt: updated_at }));
  const last = page[page.length - 1];
  return { shipments: page, next: rows.length > limit && last ? cursorOf(last.updatedAt, last.shipmentid) : null };
}
