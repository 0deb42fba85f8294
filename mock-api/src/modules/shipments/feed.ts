import type { FastifyInstance } from 'fastify';
import { runOnce } from '../../core/jobs';
import { watchShipmentChanges } from '../notifications/feedEvents';
import type { SeedScale } from '../../config';
import type { Db } from '../../db';
import { SEED, seedDay, type SeededCustomer } from '../../seed';
import { CUSTOMERS } from '../../seed/data/organisations';
import { Random } from '../../seed/random';
import { SHIPMENTS_DAY_KEY, SHIPMENTS_FEED_VERSION, SHIPMENTS_VERSION_KEY, generateShipments } from '../../seed/shipments';

/**
 * Shipments mock the forwarder's TMS feed: users never write them. Their dates are relative to
 * the day they were generated, so a database seeded days ago would show shipments frozen at 99 %,
 * planned ones at 0 % and "last updated" thousands of minutes ago. The feed re-generates the
 * seeded organisations' shipments for today when the stored ones are from an earlier day: on
 * start and after every UTC midnight while the API runs. Nothing users create is touched
 * (shipments of other organisations, quotes, documents…).
 */

export interface RefreshResult {
  refreshed: boolean;
  /** The day the stored shipments were generated for, before the refresh (null: unknown). */
  from: string | null;
  shipments: number;
}

const meta = async (db: Db, key: string): Promise<string | null> =>
  (await db.get<{ meta_value: string }>('SELECT meta_value FROM app_meta WHERE meta_key = @key', { key }))?.meta_value ?? null;

/** The day the stored shipments were generated for (the "today" of their milestones). */
export function storedDay(db: Db): Promise<string | null> {
  return meta(db, SHIPMENTS_DAY_KEY);
}

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

export async function refreshShipmentsIfStale(db: Db, scale: SeedScale, now = new Date()): Promise<RefreshResult> {
  const today = seedDay(now).toISOString().slice(0, 10);
  const from = await storedDay(db);
  if (!(await isStale(db, now))) return { refreshed: false, from, shipments: 0 };

  const customers = await seededCustomers(db);
  const shipments = await db.tx(async () => {
    for (const c of customers) await db.run('DELETE FROM shipments WHERE customer_id = @id', { id: c.id });
    return generateShipments({ db, random: new Random(SEED).fork('shipments'), customers, scale, today, now });
  });
  await db.exec('ANALYZE shipments');
  return { refreshed: true, from, shipments };
}

/** Milliseconds from `now` to just after the next UTC midnight. */
export function msUntilNextDay(now: number): number {
  const next = seedDay(new Date(now)).getTime() + 86_400_000;
  return next - now + 1_000;
}

/** A refresh of the large seed takes seconds; one that has not finished by then is taken over. */
const REFRESH_LEASE_MS = 10 * 60_000;

/**
 * Refreshes on ready and after each UTC midnight; the timer is cleared when the app closes.
 * With several instances, one refreshes per day (the job claim of the day, core/jobs.ts); the
 * others go on answering, and see the new shipments once its transaction commits.
 */
export function startShipmentFeed(app: FastifyInstance): void {
  let timer: NodeJS.Timeout | undefined;
  const refresh = async () => {
    const now = new Date();
    const today = seedDay(now).toISOString().slice(0, 10);
    await runOnce(app.jobs, 'shipments.refresh', today, REFRESH_LEASE_MS, async () => {
      const started = performance.now();
      // The feed's state before, to tell customers what changed (modules/notifications).
      const watch = (await isStale(app.db, now)) ? await watchShipmentChanges(app.db, now) : null;
      const result = await refreshShipmentsIfStale(app.db, app.config.seedScale, now);
      if (result.refreshed) {
        const notified = (await watch?.record()) ?? 0;
        app.log.info({ from: result.from, shipments: result.shipments, notifications: notified, ms: Math.round(performance.now() - started) }, 'shipments re-generated for today');
      }
    });
  };
  const schedule = () => {
    timer = setTimeout(() => {
      refresh()
        .catch((err: unknown) => app.log.error({ err }, 'shipment refresh failed'))
        .finally(schedule);
    }, msUntilNextDay(Date.now()));
    // A pending refresh must not keep a process alive that has nothing else to do.
    timer.unref();
  };
  app.addHook('onReady', async () => {
    await refresh();
    schedule();
  });
  app.addHook('onClose', async () => clearTimeout(timer));
}
