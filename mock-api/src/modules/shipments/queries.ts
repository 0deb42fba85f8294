import type { Modality } from '@portal/contracts/wire';
import type { Shipment, ShipmentDocument, ShipmentsData, ShipmentTotals } from '@portal/contracts/shipments';
import { isDelayed } from '@portal/contracts/rules/shipmentDelay';
import type { Scope } from '../../core/types';
import { visibleGeneralDocuments } from '../documents/visibility';
import type { Db } from '../../db';
import { inList } from '../../core/scope';
import { shipmentProgress } from './progress';

/** The Shipment of spec section 3 as the dashboard receives it (progress computed now). */
const SHIPMENT_FIELDS = [
  'shipmentid', 'modality', 'type', 'incoterm', 'goods', 'order_ref',
  'departure', 'departure_name', 'departure_city', 'departure_country', 'departure_lat', 'departure_long', 'etd', 'atd', 'loadport',
  'arrival', 'arrival_name', 'arrival_city', 'arrival_country', 'arrival_lat', 'arrival_long', 'eta', 'ata', 'dischargeport',
  'delay_days', 'co2e_kg',
] as const;

export const SELECT_FIELDS = SHIPMENT_FIELDS.join(', ');
/** A listed shipment's columns: the stored fields and when they last changed (the changes feed's updated_at). */
const LISTED_FIELDS = `${SELECT_FIELDS}, updated_at AS "updatedAt"`;

const EMPTY_TOTALS: ShipmentTotals = { SEA: 0, AIR: 0, MUL: 0, ROA: 0 };

/**
 * Shipments under way for the organisations in scope: planned (an ETD) and not yet at their
 * final destination. Ordered by modality, then by ETA: what arrives next comes first. With
 * `updatedSince` (ISO text) only those changed at or after it.
 */
export async function activeShipments(db: Db, customerIds: number[], now = new Date(), updatedSince?: string): Promise<Shipment[]> {
  const scope = inList('customer_id', customerIds);
  const since = updatedSince === undefined ? '' : 'AND updated_at >= @updatedSince';
  const rows = await db.all<Omit<Shipment, 'progress' | 'delayed'>>(
    `SELECT ${LISTED_FIELDS} FROM shipments WHERE ${scope.sql} AND ${ACTIVE} ${since} ORDER BY ${ACTIVE_ORDER}`,
    { ...scope.params, ...(updatedSince === undefined ? {} : { updatedSince }) },
  );
  return withProgress(rows, now);
}

/** Under way: planned (an ETD) and not yet at the final destination. */
const ACTIVE = 'etd IS NOT NULL AND delivered_at IS NULL';
/** The dashboard's order: by modality, then what arrives next first. */
const ACTIVE_ORDER = 'modality, eta, shipmentid';

function withProgress(rows: Omit<Shipment, 'progress' | 'delayed'>[], now: Date): Shipment[] {
  const at = now.getTime();
  return rows.map((row) => ({ ...row, progress: shipmentProgress(row, at), delayed: isDelayed(row.delay_days) }));
}

/** The first `limit` shipments of one modality's active list, in activeShipments' order. */
export async function firstActiveShipments(db: Db, customerIds: number[], modality: Modality, limit: number, now = new Date()): Promise<Shipment[]> {
  const scope = inList('customer_id', customerIds);
  const rows = await db.all<Omit<Shipment, 'progress' | 'delayed'>>(
    `SELECT ${LISTED_FIELDS} FROM shipments WHERE ${scope.sql} AND modality = @modality AND ${ACTIVE} ORDER BY ${ACTIVE_ORDER} LIMIT ${Math.trunc(limit)}`,
    { ...scope.params, modality },
  );
  return withProgress(rows, now);
}

/**
 * How many shipments are under way per modality, and of those how many on time and delayed
 * (deliveryPerformance's counts), without reading the shipments: counted per delay in SQL, the
 * delay rule applied here, where it is written once (rules/shipmentDelay).
 */
export async function activeCounts(db: Db, customerIds: number[]): Promise<{ active: Record<Modality, number>; performance: ShipmentsData['performance'] }> {
  const scope = inList('customer_id', customerIds);
  const active = perMode(() => 0);
  const performance = perMode(() => ({ onTime: 0, delayed: 0 }));
  const rows = await db.all<{ modality: Modality; delay_days: number | null; n: number }>(
    `SELECT modality, delay_days, COUNT(*) AS n FROM shipments WHERE ${scope.sql} AND ${ACTIVE} GROUP BY modality, delay_days`,
    scope.params,
  );
  for (const row of rows) {
    const n = Number(row.n);
    active[row.modality] += n;
    performance[row.modality][isDelayed(row.delay_days) ? 'delayed' : 'onTime'] += n;
  }
  return { active, performance };
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

const perMode = <T>(make: () => T): Record<Modality, T> => ({ SEA: make(), AIR: make(), MUL: make(), ROA: make() });

/** Active shipments on time and delayed per modality (the dashboard's counts). */
export function deliveryPerformance(active: readonly Shipment[]): ShipmentsData['performance'] {
  const out = perMode(() => ({ onTime: 0, delayed: 0 }));
  for (const s of active) out[s.modality][s.delayed ? 'delayed' : 'onTime'] += 1;
  return out;
}

/**
 * The CO₂e (kg) of the shipments in scope that departed in `year` (by ATD, UTC calendar year),
 * per modality: what the selection has emitted this year so far.
 */
export async function co2eOfYear(db: Db, customerIds: number[], year: number): Promise<Record<Modality, number>> {
  const scope = inList('customer_id', customerIds);
  const out = perMode(() => 0);
  const rows = await db.all<{ modality: Modality; kg: number | null }>(
    `SELECT modality, SUM(co2e_kg) AS kg FROM shipments WHERE ${scope.sql} AND atd >= @from AND atd < @to GROUP BY modality`,
    { ...scope.params, from: `${year}-01-01`, to: `${year + 1}-01-01` },
  );
  for (const row of rows) out[row.modality] = Math.round((row.kg ?? 0) * 10) / 10;
  return out;
}

/** Every stored column of one shipment, when it is listed (has an ETD) and belongs to the scope. */
export async function shipmentInScope(db: Db, customerIds: number[], modality: Modality, shipmentid: string): Promise<Record<string, unknown> | undefined> {
  if (customerIds.length === 0) return undefined;
  const scope = inList('customer_id', customerIds);
  return await db.get<Record<string, unknown>>(
    `SELECT * FROM shipments WHERE ${scope.sql} AND modality = @modality AND shipmentid = @shipmentid AND etd IS NOT NULL`,
    { ...scope.params, modality, shipmentid },
  );
}

/** The documents linked to a shipment that the scope may see (My Documents' rules). */
export async function shipmentDocuments(db: Db, scope: Scope, today: string, shipmentid: string): Promise<ShipmentDocument[]> {
  const visible = visibleGeneralDocuments(scope, today);
  return await db.all<ShipmentDocument>(
    `SELECT d.id, d.name, ct.name AS content_type, d.original_filename, d.filename, d.publication_date
     FROM documents d JOIN content_types ct ON ct.id = d.content_type_id
     WHERE d.shipment_ref = @shipmentRef AND ${visible.where}
     ORDER BY d.publication_date, d.id`,
    { ...visible.params, shipmentRef: shipmentid },
  );
}
