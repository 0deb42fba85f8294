import type { Modality, Shipment, ShipmentTotals } from '@portal/shared';
import type { Db } from '../../db';
import { inList } from '../../core/scope';
import { shipmentProgress } from './progress';

/** The Shipment of spec section 3 as the dashboard receives it (progress computed now). */
export const SHIPMENT_FIELDS = [
  'shipmentid',
  'modality',
  'type',
  'incoterm',
  'goods',
  'order_ref',
  'departure',
  'departure_name',
  'departure_city',
  'departure_country',
  'departure_lat',
  'departure_long',
  'etd',
  'atd',
  'loadport',
  'arrival',
  'arrival_name',
  'arrival_city',
  'arrival_country',
  'arrival_lat',
  'arrival_long',
  'eta',
  'ata',
  'dischargeport',
] as const;

const SELECT_FIELDS = SHIPMENT_FIELDS.join(', ');

export const EMPTY_TOTALS: ShipmentTotals = { SEA: 0, AIR: 0, MUL: 0, ROA: 0 };

/**
 * Shipments under way for the organisations in scope: planned (an ETD) and not yet at their
 * final destination. Ordered by modality, then by ETA: what arrives next comes first.
 */
export async function activeShipments(db: Db, customerIds: number[], now = new Date()): Promise<Shipment[]> {
  const scope = inList('customer_id', customerIds);
  const rows = await db.all<Omit<Shipment, 'progress'>>(
    `SELECT ${SELECT_FIELDS} FROM shipments WHERE ${scope.sql} AND etd IS NOT NULL AND delivered_at IS NULL ORDER BY modality, eta, shipmentid`,
    scope.params,
  );
  const at = now.getTime();
  return rows.map((row) => ({ ...row, progress: shipmentProgress(row, at) }));
}

/** Listed shipments (with an ETD) per modality: the totals of the MyShipments tabs. */
export async function shipmentTotals(db: Db, customerIds: number[]): Promise<ShipmentTotals> {
  const scope = inList('customer_id', customerIds);
  const totals = { ...EMPTY_TOTALS };
  for (const row of await db.all<{ modality: Modality; total: number }>(
    `SELECT modality, COUNT(*) AS total FROM shipments WHERE ${scope.sql} AND etd IS NOT NULL GROUP BY modality`,
    scope.params,
  )) {
    totals[row.modality] = row.total;
  }
  return totals;
}

/** When the shipment data in scope last changed (ISO timestamp), or null when there is none. */
export async function lastUpdated(db: Db, customerIds: number[]): Promise<string | null> {
  const scope = inList('customer_id', customerIds);
  return (await db.get<{ updated: string | null }>(`SELECT MAX(updated_at) AS updated FROM shipments WHERE ${scope.sql}`, scope.params))?.updated ?? null;
}
