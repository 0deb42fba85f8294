import type { FastifyInstance } from 'fastify';
import { daysBetween } from '@portal/contracts/rules/shipmentDelay';
import { runOnce } from '../core/jobs';
import { inList } from '../core/scope';
import { announceRecorded, storeEvents, type RecordedNotification } from '../modules/notifications/events';
import { feedChanges, type StoredFacts } from '../modules/notifications/feedEvents';
import { SHIPMENT_FACT_COLUMNS } from '../modules/notifications/shipmentEvents';
import type { SeedScale } from '../config';
import type { Db } from '../db';
import { storedDay } from '../modules/shipments/feedDay';
import { clearNumberClashes } from './numberClashes';
import { CUSTOMERS, type SeededCustomer } from './organisations';
import { SEED, seedDay } from './seedDay';
import { addDays } from '@portal/contracts/dates/days';
import { Random } from '../core/random';
import {
  SHIPMENTS_FEED_VERSION,
  SHIPMENTS_VERSION_KEY,
  feedSeqOf,
  recordFeedDay,
  shipmentRows,
  writeShipments,
  type ShipmentRow,
} from './shipments';

/**
 * Shipments mock the forwarder's TMS feed: users never write them. Their dates are relative to
 * the day they were generated, so a database seeded days ago would show shipments frozen at 99 %,
 * planned ones at 0 % and "last updated" thousands of minutes ago. The feed re-generates the
 * seeded organisations' shipments for today when the stored ones are from an earlier day: on
 * start and after every UTC midnight while the API runs. Nothing users create is touched
 * (shipments of other organisations, quotes, documents…).
 *
 * The pass never holds the database for long (docs/shipments.md, "The data stays alive"): it
 * writes the feed in batches of REFRESH_BATCH shipments, each one short transaction that
 * re-writes its rows in place, records the notifications of what changed in them and moves the
 * pass's cursor; requests run between batches. A pass cut off (a crash, a deploy) leaves every
 * row either of the old day or of the new one, each batch's notifications with it, and the next
 * pass of the day resumes after the cursor. The day is recorded as done only at the end.
 */
export interface RefreshResult {
  refreshed: boolean;
  /** The day the stored shipments were generated for, before the refresh (null: unknown). */
  from: string | null;
  /** The shipments of today's feed (written now or by the interrupted pass this one resumed). */
  shipments: number;
  /** Notifications recorded for what changed. */
  notifications: number;
  /** Transactions the re-writing took. */
  batches: number;
}

export interface RefreshOptions {
  /** Shipments per transaction (REFRESH_BATCH). */
  batchSize?: number;
  /** After each committed batch, before the next one (the job's lease; tests and benchmarks watch the pass). */
  afterBatch?: (progress: { batch: number; written: number }) => void | Promise<void>;
}

/**
 * Shipments re-written per transaction: each holds the database (on SQLite every query, on
 * PostgreSQL every other transaction) for a few milliseconds; see docs/shipments.md for figures.
 */
const REFRESH_BATCH = 250;
/** Rows removed per statement by the pass's last step (shipments the new day's feed no longer has). */
const SWEEP_BATCH = 2_000;
/** app_meta key of an unfinished pass: "<day> <feed position written up to>". */
export const REFRESH_CURSOR_KEY = 'shipments_refresh_cursor';

/** References per IN list: well under either engine's limit of bound values, whatever the batch size. */
const LOOKUP_CHUNK = 500;
const chunks = <T>(items: readonly T[]): T[][] => Array.from({ length: Math.ceil(items.length / LOOKUP_CHUNK) }, (_, i) => items.slice(i * LOOKUP_CHUNK, (i + 1) * LOOKUP_CHUNK));

const yieldToRequests = () => new Promise<void>((resolve) => setImmediate(resolve));

const meta = async (db: Db, key: string): Promise<string | null> =>
  (await db.get<{ meta_value: string }>('SELECT meta_value FROM app_meta WHERE meta_key = @key', { key }))?.meta_value ?? null;


/** The seeded organisations still in the database, in seed order (the order fixes the shipment ids). */
async function seededCustomers(db: Db): Promise<SeededCustomer[]> {
  const rows = await db.all<{ id: number; code: string; name: string; city: string; country: string; tracker_licence: number; kpi_licence: number }>(
    'SELECT id, code, name, city, country, tracker_licence, kpi_licence FROM customers',
  );
  const byCode = new Map(rows.map((r) => [r.code, r]));
  return CUSTOMERS.flatMap((c) => {
    const row = byCode.get(c.code);
    if (!row) return [];
    return [
      {
        id: row.id,
        code: row.code,
        name: row.name,
        city: row.city,
        country: row.country,
        trackerLicence: !!row.tracker_licence,
        kpiLicence: !!row.kpi_licence,
      },
    ];
  });
}

/**
 * Re-generates the seeded organisations' shipments for `today` when the stored ones are older.
 * A database without shipments (a core-only test seed) stays as it is; one seeded before the
 * day was recorded counts as stale.
 */
async function isStale(db: Db, now = new Date()): Promise<boolean> {
  const today = seedDay(now).toISOString().slice(0, 10);
  const from = await storedDay(db);
  // Same day and same generator: nothing to do. A database of an older generator (without the
  // detail's facts) is re-generated at once.
  if (from !== null && from >= today && (await meta(db, SHIPMENTS_VERSION_KEY)) === SHIPMENTS_FEED_VERSION) return false;
  if (from === null && !(await db.get('SELECT 1 AS one FROM shipments LIMIT 1'))) return false;
  return true;
}

const META_UPSERT = 'INSERT INTO app_meta (meta_key, meta_value) VALUES (@key, @value) ON CONFLICT (meta_key) DO UPDATE SET meta_value = excluded.meta_value';

/** How far an unfinished pass for `today` got (a feed position), else 0. */
async function resumePoint(db: Db, today: string): Promise<number> {
  const [day, seq] = ((await meta(db, REFRESH_CURSOR_KEY)) ?? '').split(' ');
  return day === today && /^\d+$/.test(seq ?? '') ? Number(seq) : 0;
}

/**
 * The reference a shipment was stored under `shift` days ago: its ETD's year is in it
 * (SEA25-000042 becomes SEA26-000042 when the re-based ETD crosses New Year).
 */
function formerReference(row: ShipmentRow, shift: number): string | null {
  if (!row.etd || shift === 0) return null;
  const year = addDays(row.etd, -shift).slice(2, 4);
  const former = `${row.modality}${year}${row.shipmentid.slice(row.modality.length + 2)}`;
  return former === row.shipmentid ? null : former;
}

/**
 * Re-generates the seeded organisations' shipments for `today` when the stored ones are older,
 * in batches (see the top of this file), and records the notifications of what changed.
 */
export async function refreshShipmentsIfStale(db: Db, scale: SeedScale, now = new Date(), options: RefreshOptions = {}): Promise<RefreshResult> {
  const today = seedDay(now).toISOString().slice(0, 10);
  const from = await storedDay(db);
  if (!(await isStale(db, now))) return { refreshed: false, from, shipments: 0, notifications: 0, batches: 0 };

  const customers = await seededCustomers(db);
  const seeded = inList('customer_id', customers.map((c) => c.id), 'seeded');
  const seededIds = new Set(customers.map((c) => c.id));
  // A new generator's shipments are no news to customers: only the same feed, a day later, is compared.
  const sameGenerator = (await meta(db, SHIPMENTS_VERSION_KEY)) === SHIPMENTS_FEED_VERSION;
  const shift = Math.max(0, daysBetween(from, today) ?? 0);
  const resumeAfter = await resumePoint(db, today);
  const size = Math.max(1, options.batchSize ?? REFRESH_BATCH);
  const result: RefreshResult = { refreshed: true, from, shipments: 0, notifications: 0, batches: 0 };

  const writeBatch = async (rows: ShipmentRow[]): Promise<RecordedNotification[]> => {
    const formers = rows.map((r) => formerReference(r, shift)).filter((r): r is string => r !== null);
    const before: StoredFacts[] = [];
    for (const part of chunks([...rows.map((r) => r.shipmentid), ...formers])) {
      const refs = inList('shipmentid', part, 'ref');
      before.push(...(await db.all<StoredFacts>(`SELECT ${SHIPMENT_FACT_COLUMNS}, feed_day FROM shipments WHERE ${refs.sql}`, refs.params)));
    }
    // In the same transaction as the new reference: a reader never sees the shipment twice.
    for (const part of chunks(formers)) {
      const gone = inList('shipmentid', part, 'former');
      await db.run(`DELETE FROM shipments WHERE ${gone.sql} AND ${seeded.sql} AND booked_at IS NULL`, { ...gone.params, ...seeded.params });
    }
    await clearNumberClashes(db, rows, seededIds);
    await writeShipments(db, rows, 'upsert');
    await db.run(META_UPSERT, { key: REFRESH_CURSOR_KEY, value: `${today} ${feedSeqOf(rows[rows.length - 1].shipmentid)}` });
    return sameGenerator ? storeEvents(db, feedChanges(before, rows, from, today), now) : [];
  };

  let batch: ShipmentRow[] = [];
  const flush = async () => {
    if (batch.length === 0) return;
    const rows = batch;
    batch = [];
    // Relaxed: a batch lost to a crash is written again by the resumed pass (its cursor went with it).
    const stored = await db.tx(() => writeBatch(rows), { relaxedDurability: true });
    await announceRecorded(db, stored);
    result.notifications += stored.length;
    result.batches++;
    await options.afterBatch?.({ batch: result.batches, written: rows.length });
    await yieldToRequests();
  };
  for (const row of shipmentRows({ random: new Random(SEED).fork('shipments'), customers, scale, today, now })) {
    result.shipments++;
    if (feedSeqOf(row.shipmentid) <= resumeAfter) continue; // written by the pass this one resumes
    batch.push(row);
    if (batch.length >= size) await flush();
  }
  await flush();

  // What the new day's feed no longer has (an organisation gone from the seed, an older generator's rows);
  // a booked shipment is the customer's, not the feed's: never swept.
  let swept = 0;
  for (;;) {
    const { changes } = await db.run(
      `DELETE FROM shipments WHERE id IN (SELECT id FROM shipments WHERE ${seeded.sql} AND booked_at IS NULL AND (feed_day IS NULL OR feed_day <> @today) LIMIT ${SWEEP_BATCH})`,
      { ...seeded.params, today },
    );
    swept += changes;
    if (changes < SWEEP_BATCH) break;
    await yieldToRequests();
  }
  await db.tx(async () => {
    await recordFeedDay(db, today);
    await db.run('DELETE FROM app_meta WHERE meta_key = @key', { key: REFRESH_CURSOR_KEY });
  });
  // Re-basing keeps the table's shape: the planner's statistics need a refresh only when rows came or went.
  if (swept > 0 || !sameGenerator) await db.exec('ANALYZE shipments');
  return result;
}

/** Milliseconds from `now` to just after the next UTC midnight. */
export function msUntilNextDay(now: number): number {
  const next = seedDay(new Date(now)).getTime() + 86_400_000;
  return next - now + 1_000;
}

/** A pass renews its lease while it works (core/jobs.ts); one whose instance died is taken over after this long. */
const REFRESH_LEASE_MS = 10 * 60_000;
/** While today's feed is not done (a pass elsewhere, or one that failed), look again this often. */
const RETRY_MS = 60_000;

/**
 * Runs today's refresh if this instance claims it (once per day across instances, core/jobs.ts);
 * the other instances go on answering, and see each batch as it commits. Returns whether today's
 * feed is done.
 */
export async function refreshShipmentFeed(app: FastifyInstance, now = new Date(), options: RefreshOptions = {}): Promise<boolean> {
  const today = seedDay(now).toISOString().slice(0, 10);
  if (!(await isStale(app.db, now))) return true;
  // Once per day and generator: a new generator (SHIPMENTS_FEED_VERSION, e.g. new CO₂e factors)
  // deployed on a day whose pass already ran re-generates at once instead of after midnight.
  await runOnce(app.jobs, 'shipments.refresh', `${today} ${SHIPMENTS_FEED_VERSION}`, REFRESH_LEASE_MS, async (lease) => {
    const started = performance.now();
    const result = await refreshShipmentsIfStale(app.db, app.config.seedScale, now, {
      ...options,
      afterBatch: async (progress) => {
        await lease.keepAlive();
        await options.afterBatch?.(progress);
      },
    });
    if (result.refreshed) {
      const { from, shipments, notifications, batches } = result;
      app.log.info({ from, shipments, notifications, batches, ms: Math.round(performance.now() - started) }, 'shipments re-generated for today');
    }
  });
  return !(await isStale(app.db, now));
}

/**
 * Refreshes on ready and after each UTC midnight; while today's feed is not done (another
 * instance's pass under way, or a pass that failed and whose lease must run out) it looks again
 * every RETRY_MS. The timer is cleared when the app closes.
 */
export function startShipmentFeed(app: FastifyInstance): void {
  let timer: NodeJS.Timeout | undefined;
  let closed = false;
  const schedule = (ms: number) => {
    if (closed) return;
    timer = setTimeout(() => {
      // Through app.background: a stop waits for a refresh under way before the database closes.
      app.background
        .run(() => refreshShipmentFeed(app))
        .catch((err: unknown) => {
          app.log.error({ err }, 'shipment refresh failed');
          return false;
        })
        .then((done) => schedule(done ? msUntilNextDay(Date.now()) : RETRY_MS));
    }, ms);
    // A pending refresh must not keep a process alive that has nothing else to do.
    timer.unref();
  };
  app.addHook('onReady', async () => {
    const done = await refreshShipmentFeed(app).catch((err: unknown) => {
      app.log.error({ err }, 'shipment refresh failed');
      return false;
    });
    schedule(done ? msUntilNextDay(Date.now()) : RETRY_MS);
  });
  app.addHook('onClose', async () => {
    closed = true;
    clearTimeout(timer);
  });
}
