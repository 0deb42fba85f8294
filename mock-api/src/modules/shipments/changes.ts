import type { ShipmentChange } from '@portal/contracts/shipments';
import { isDelayed } from '@portal/contracts/rules/shipmentDelay';
import type { Db } from '../../db';
import { changesPage, type ChangesInput } from '../../core/changes';
import { inList } from '../../core/scope';
import { SELECT_FIELDS } from './queries';

type StoredRow = Omit<ShipmentChange, 'delayed' | 'updatedAt'> & { updated_at: string };

/**
 * One page of the shipments in scope changed at or after `updatedSince` (core/changes.ts: a keyset
 * on (updated_at, shipmentid), the index shipments_customer_updated).
 */
export async function shipmentChanges(db: Db, customerIds: number[], input: ChangesInput): Promise<{ shipments: ShipmentChange[]; next: string | null }> {
  const scope = inList('customer_id', customerIds);
  const { rows, next } = await changesPage<StoredRow>(
    db,
    input,
    {
      select: `SELECT ${SELECT_FIELDS}, updated_at FROM shipments`,
      where: scope.sql,
      params: scope.params,
      updatedAt: 'updated_at',
      id: 'shipmentid',
      idType: 'text',
    },
    (row) => [row.updated_at, row.shipmentid],
  );
  return { shipments: rows.map(({ updated_at, ...row }) => ({ ...row, delayed: isDelayed(row.delay_days), updatedAt: updated_at })), next };
}
