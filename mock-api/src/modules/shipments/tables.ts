import type { FastifyInstance } from 'fastify';
import type { Dialect } from '../../db/dialect';
import type { ColumnDef } from '../../core/table';
import { defineTable } from '../../core/table';
import { inList } from '../../core/scope';
import { myShipmentsTables } from '@portal/contracts/shipments';
import { shipmentProgress } from './progress';
import { DELAY_THRESHOLD_DAYS } from '@portal/contracts/rules/shipmentDelay';
import { MODE_KEYS, type ModeKey } from '@portal/contracts/modes';
import { SHIPMENT_STATUSES, STATUS_BEFORE_ANY_STEP, STATUS_STEPS } from '@portal/contracts/rules/shipmentStatus';

/**
 * myShipmentsTables (shared/contracts/src/shipments.ts): the MyShipments tables over the views vw_all_shipments_<mode>
 * (listed once they have an ETD), scoped by the selected organisation or group.
 */
type TableMode = ModeKey;

/** rules/shipmentDelay in SQL, so the Delayed filter narrows the rows on the server. */
const DELAYED_SQL = `CASE WHEN delay_days > ${DELAY_THRESHOLD_DAYS} THEN TRUE ELSE FALSE END`;

/** The status rule (contracts' shipmentStatus) in SQL, built from its steps. */
const STATUS_SQL = `CASE ${STATUS_STEPS.map(([date, status]) => `WHEN ${date} IS NOT NULL THEN '${status}'`).join(' ')} ELSE '${STATUS_BEFORE_ANY_STEP}' END`;

/**
 * progress.ts in SQL, so the column sorts on the server: the same steps and rounding (Math.round
 * is FLOOR(x + 0.5)), days at 00:00 UTC against the current instant. The rows still carry
 * shipmentProgress's own value. Date arithmetic is the one thing the engines spell differently.
 */
function progressSql(dialect: Pick<Dialect, 'dayNumber'>): string {
  const day = (expr: string) => dialect.dayNumber(expr);
  const share = `FLOOR((${day("'now'")} - ${day('atd')}) * 100.0 / (${day('eta')} - ${day('atd')}) + 0.5)`;
  return `CASE WHEN ata IS NOT NULL THEN 100 WHEN atd IS NULL THEN 0 WHEN eta IS NULL OR ${day('eta')} <= ${day('atd')} THEN 99
  WHEN ${share} > 99 THEN 99 WHEN ${share} < 1 THEN 1 ELSE ${share} END`;
}

function columnsFor(mode: TableMode, dialect: Dialect): ColumnDef[] {
  const ports = mode !== 'roa';
  const portLabel = mode === 'air' ? 'airport' : mode === 'mul' ? 'terminal' : 'port';
  // What a customer scans first comes first: id, status, route, dates, progress; the details after.
  const columns: (ColumnDef | false)[] = [
    { field: 'shipmentid', headerName: 'Shipment', type: 'text', width: 150 },
    { field: 'status', headerName: 'Status', type: 'text', sql: STATUS_SQL, sortable: false, width: 120, options: [...SHIPMENT_STATUSES] },
    { field: 'departure_name', headerName: 'From', type: 'text', width: 200 },
    { field: 'arrival_name', headerName: 'To', type: 'text', width: 200 },
    { field: 'etd', headerName: 'ETD', type: 'date', width: 120 },
    { field: 'eta', headerName: 'ETA', type: 'date', width: 120 },
    // Computed from the dates and the clock: sortable (PROGRESS_SQL), not filtered.
    { field: 'progress', headerName: 'Progress', type: 'number', sql: progressSql(dialect), filter: false, width: 140 },
    // Arrival (actual, or the latest estimate) against the plan; Delayed applies the threshold.
    { field: 'delayed', headerName: 'Delayed', type: 'boolean', sql: DELAYED_SQL, sortable: false, width: 110 },
    { field: 'delay_days', headerName: 'Arrival delay (days)', type: 'number', width: 150 },
    { field: 'co2e_kg', headerName: 'CO₂e (kg)', type: 'number', width: 130 },
    { field: 'atd', headerName: 'ATD', type: 'date', width: 120 },
    { field: 'ata', headerName: 'ATA', type: 'date', width: 120 },
    { field: 'departure_city', headerName: 'From city', type: 'text', width: 140 },
    { field: 'departure_country', headerName: 'From country', type: 'text', width: 140 },
    { field: 'arrival_city', headerName: 'To city', type: 'text', width: 140 },
    { field: 'arrival_country', headerName: 'To country', type: 'text', width: 140 },
    // The places' UN/LOCODEs (spec section 3): visible, so the export carries them too.
    { field: 'departure', headerName: 'From UN/LOCODE', type: 'text', width: 130 },
    { field: 'arrival', headerName: 'To UN/LOCODE', type: 'text', width: 130 },
    ports && { field: 'loadport', headerName: `Loading ${portLabel}`, type: 'text', width: 200 },
    ports && { field: 'dischargeport', headerName: `Discharge ${portLabel}`, type: 'text', width: 200 },
    { field: 'type', headerName: 'Type', type: 'text', width: 120 },
    { field: 'incoterm', headerName: 'Incoterm', type: 'text', width: 110 },
    { field: 'goods', headerName: 'Goods', type: 'text', width: 200 },
    { field: 'order_ref', headerName: 'Order ref.', type: 'text', width: 140 },
    { field: 'carrier', headerName: 'Carrier', type: 'text', width: 160 },
    { field: 'weight_kg', headerName: 'Weight (kg)', type: 'number', width: 130 },
  ];
  return columns.filter((c): c is ColumnDef => c !== false);
}

export function shipmentTables(app: FastifyInstance): void {
  for (const mode of MODE_KEYS) {
    const view = `vw_all_shipments_${mode}`;
    defineTable(app, {
      contract: myShipmentsTables[mode],
      from: view,
      columns: columnsFor(mode, app.db.dialect),
      idField: 'shipmentid',
      updatedAt: 'updated_at',
      defaultSort: [{ colId: 'etd', sort: 'desc' }],
      scope: async (request) => {
        const { sql, params } = inList('customer_id', (await request.getScope()).customerIds);
        return { where: sql, params };
      },
      // Spec: the filter data of a mode holds ETD and ETA, each with min and max.
      filterData: async (request) => {
        const { sql, params } = inList('customer_id', (await request.getScope()).customerIds);
        // One MIN or MAX per subquery: each is then a single index probe, not a scan.
        const bound = (agg: 'MIN' | 'MAX', col: 'etd' | 'eta') => `(SELECT ${agg}(${col}) FROM ${view} WHERE ${sql})`;
        const row =
          (await app.db.get<Record<string, string | null>>(
            `SELECT ${bound('MIN', 'etd')} AS etd_min, ${bound('MAX', 'etd')} AS etd_max, ${bound('MIN', 'eta')} AS eta_min, ${bound('MAX', 'eta')} AS eta_max`,
            params,
          )) ?? {};
        return { etd: { min: row.etd_min ?? null, max: row.etd_max ?? null }, eta: { min: row.eta_min ?? null, max: row.eta_max ?? null } };
      },
      mapRow: (row) => ({ ...row, progress: shipmentProgress(row as { atd: string | null; eta: string | null; ata: string | null }) }),
    });
  }
}
