import { mapInOrder } from '../../core/inOrder';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../../app';
import { loadConfig, type Config } from '../../config';
import { openDb, type Db } from '../../db';
import { SEED, seedAll, seedDay } from '../../seed';
import { seedCore } from '../../seed/core';
import { Random } from '../../core/random';
import { SHIPMENTS_DAY_KEY } from './feedDay';
import { msUntilNextDay, refreshShipmentsIfStale } from '../../simulation/feed';

/**
 * The shipments mock a TMS feed whose dates are relative to the day they were generated: an
 * API started on a later day (or running past midnight) must re-generate them for today.
 */
jest.setTimeout(120_000);

const DAY_MS = 86_400_000;
const ymd = (d: Date) => d.toISOString().slice(0, 10);
const today = seedDay();
const daysAgo = (n: number) => new Date(today.getTime() - n * DAY_MS);

async function freshDb(): Promise<{ db: Db; config: Config }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-feed-test-'));
  const config = loadConfig({}, { dataDir, apiPort: 0, logLevel: 'silent' });
  return { db: await openDb(config.dbFile), config };
}

const storedDay = async (db: Db) =>
  (await db.get<{ meta_value: string }>('SELECT meta_value FROM app_meta WHERE meta_key = @key', { key: SHIPMENTS_DAY_KEY }))?.meta_value ?? null;
const datesOf = async (db: Db) => db.all('SELECT shipmentid, customer_id, etd, eta, atd, ata, delivered_at FROM shipments ORDER BY shipmentid');
const count = async (db: Db, table: string) => (await db.get<{ n: number }>(`SELECT COUNT(*) AS n FROM ${table}`))!.n;
const lastUpdate = async (db: Db) => (await db.get<{ at: string }>('SELECT MAX(updated_at) AS at FROM shipments'))!.at;

describe('refreshShipmentsIfStale', () => {
  let stale: { db: Db; config: Config };
  let current: { db: Db; config: Config };

  beforeAll(async () => {
    stale = await freshDb();
    current = await freshDb();
    await seedAll(stale.db, stale.config, daysAgo(5));
    await seedAll(current.db, current.config, today);
  }, 240_000);
  afterAll(async () => {
    await stale.db.close();
    await current.db.close();
  });

  it('records the day a seed generated its shipments for', async () => {
    expect(await storedDay(current.db)).toBe(ymd(today));
    expect(await storedDay(stale.db)).toBe(ymd(daysAgo(5)));
  });

  it('leaves shipments of today alone', async () => {
    const before = await lastUpdate(current.db);
    expect(await refreshShipmentsIfStale(current.db, 'normal')).toMatchObject({ refreshed: false });
    expect(await lastUpdate(current.db)).toBe(before);
  });

  it('re-generates an older day’s shipments as a seed of today would, dated now, and nothing else', async () => {
    const untouched = await mapInOrder(['users', 'customers', 'quotes', 'documents', 'network_locations'], async (t) => [t, await count(stale.db, t)]);
    const result = await refreshShipmentsIfStale(stale.db, 'normal');
    expect(result).toMatchObject({ refreshed: true, from: ymd(daysAgo(5)) });
    expect(result.shipments).toBe(await count(current.db, 'shipments'));
    expect(await storedDay(stale.db)).toBe(ymd(today));
    // The deterministic generator: the same shipments (ids, dates) as a fresh seed of today.
    expect(await datesOf(stale.db)).toEqual(await datesOf(current.db));
    // "Last updated" reflects the refresh: within the generator's 2..45 minutes of now.
    expect(Date.now() - Date.parse(await lastUpdate(stale.db))).toBeLessThan(46 * 60_000);
    expect(await mapInOrder(['users', 'customers', 'quotes', 'documents', 'network_locations'], async (t) => [t, await count(stale.db, t)])).toEqual(untouched);
  });

  it('treats shipments seeded before the day was recorded as stale', async () => {
    await stale.db.run('DELETE FROM app_meta WHERE meta_key = @key', { key: SHIPMENTS_DAY_KEY });
    expect(await refreshShipmentsIfStale(stale.db, 'normal')).toMatchObject({ refreshed: true, from: null });
    expect(await storedDay(stale.db)).toBe(ymd(today));
  });

  it('does not invent shipments for a database that has none', async () => {
    const { db } = await freshDb();
    await seedCore(db, new Random(SEED).fork('core'), today);
    expect(await refreshShipmentsIfStale(db, 'normal')).toMatchObject({ refreshed: false });
    expect(await count(db, 'shipments')).toBe(0);
    await db.close();
  });
});

describe('a refresh across New Year', () => {
  it('moves a reference whose ETD turned the year (SEA26-… → SEA27-…) in the same batch: never listed twice, even mid-pass', async () => {
    const { db, config } = await freshDb();
    await seedAll(db, config, new Date('2026-12-29T00:00:00Z'));
    const listed = async () => (await db.get<{ n: number; refs: number }>('SELECT COUNT(*) AS n, COUNT(DISTINCT substr(shipmentid, 6)) AS refs FROM shipments WHERE etd IS NOT NULL'))!;
    const before = await listed();
    expect(before.refs).toBe(before.n);
    const ofNewYear = async () => (await db.get<{ n: number }>("SELECT COUNT(*) AS n FROM shipments WHERE etd >= '2027-01-01' AND etd < '2027-01-04'"))!.n;
    const crossing = await ofNewYear();
    const mid: { n: number; refs: number }[] = [];
    const result = await refreshShipmentsIfStale(db, 'normal', new Date('2027-01-01T12:00:00Z'), {
      batchSize: 100,
      afterBatch: async () => {
        mid.push(await listed());
      },
    });
    expect(result).toMatchObject({ refreshed: true, from: '2026-12-29' });
    // Three days on, the ETDs of 29–31 December are of 1–3 January, under references of 2027.
    expect(await ofNewYear()).toBeGreaterThan(crossing);
    expect(mid.length).toBeGreaterThan(5);
    for (const state of [...mid, await listed()]) expect(state).toEqual(before);
    expect(await storedDay(db)).toBe('2027-01-01');
    await db.close();
  });
});

describe('msUntilNextDay', () => {
  it('waits until just after the next UTC midnight', () => {
    expect(msUntilNextDay(Date.parse('2026-03-01T23:59:00Z'))).toBe(61_000);
    expect(msUntilNextDay(Date.parse('2026-03-01T00:00:00Z'))).toBe(DAY_MS + 1_000);
  });
});

/** The stored day once `done` holds, or after `turns` turns of the event loop (real ones: setImmediate is not faked). */
async function dayAfterTurns(db: Db, done: (day: string | null) => boolean, turns = 20_000): Promise<string | null> {
  let day = await storedDay(db);
  for (let i = 0; i < turns && !done(day); i++) {
    await new Promise((resolve) => setImmediate(resolve));
    day = await storedDay(db);
  }
  return day;
}

describe('the API', () => {
  let setup: { db: Db; config: Config };

  beforeAll(async () => {
    setup = await freshDb();
    await seedAll(setup.db, setup.config, daysAgo(3));
  }, 240_000);
  afterAll(async () => {
    jest.useRealTimers();
    await setup.db.close();
  });

  it('refreshes on start', async () => {
    const app = await buildApp(setup.config, setup.db);
    await app.ready();
    expect(await storedDay(setup.db)).toBe(ymd(today));
    await app.close();
  });

  it('refreshes after midnight while running, and stops when closed', async () => {
    // Fake only the clock and timeouts: Fastify's start-up runs on ticks and immediates.
    jest.useFakeTimers({ now: new Date(today.getTime() + DAY_MS - 60_000), doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    const app = await buildApp(setup.config, setup.db);
    await app.ready();
    expect(await storedDay(setup.db)).toBe(ymd(today));

    await jest.advanceTimersByTimeAsync(61_000);
    const tomorrow = ymd(new Date(today.getTime() + DAY_MS));
    // The refresh the timer started runs on its own (queries are asynchronous): let it finish.
    expect(await dayAfterTurns(setup.db, (day) => day === tomorrow)).toBe(tomorrow);

    await app.close();
    await jest.advanceTimersByTimeAsync(2 * DAY_MS);
    expect(await dayAfterTurns(setup.db, () => false, 200)).toBe(tomorrow);
  });
});
