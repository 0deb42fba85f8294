import { seedDay } from '../../seed';
import { SHIPMENTS_DAY_KEY } from './feedDay';
import { SHIPMENTS_FEED_VERSION, SHIPMENTS_VERSION_KEY, feedSeqOf } from '../../simulation/shipments';
import { REFRESH_CURSOR_KEY, refreshShipmentFeed, refreshShipmentsIfStale } from '../../simulation/feed';
import { PostgresDb, SqliteDb } from '../../db';
import { DEMO, signIn, startTestServer, type ApiResponse, type TestClient, type TestServer } from '../../../test/helpers';

/**
 * The daily refresh does not hold the API: it re-writes the feed in short
 * batches, each one transaction, and requests are answered between them; a pass cut off half-way
 * leaves every shipment once and the day not done, and the next pass resumes where it stopped,
 * telling each change once. Runs on both engines (the PostgreSQL project too).
 */
jest.setTimeout(240_000);

const DAY_MS = 86_400_000;
const ymd = (d: Date) => d.toISOString().slice(0, 10);
const today = ymd(seedDay());
const yesterday = ymd(new Date(seedDay().getTime() - DAY_MS));
const daysBefore = (day: string, n: number) => ymd(new Date(Date.parse(`${day}T00:00:00Z`) - n * DAY_MS));

let server: TestServer;
let customer: TestClient;

beforeAll(async () => {
  server = await startTestServer();
  customer = await signIn(server.baseUrl, DEMO.customer.email, DEMO.customer.password);
}, 240_000);
afterAll(() => server.close(), 120_000);

interface Listed {
  shipmentid: string;
  customer_id: number;
  eta: string;
}

const meta = async (key: string) =>
  (await server.db.get<{ meta_value: string }>('SELECT meta_value FROM app_meta WHERE meta_key = @key', { key }))?.meta_value ?? null;
const listedCount = async () => (await server.db.get<{ n: number }>('SELECT COUNT(*) AS n FROM shipments WHERE etd IS NOT NULL'))!.n;
const notificationsOf = async (shipmentid: string) =>
  (await server.db.all<{ type: string }>("SELECT type FROM notifications WHERE subject_kind = 'shipment' AND subject_id = @id", { id: shipmentid })).map((r) => r.type);

/**
 * The stored feed becomes yesterday's (the same story a day earlier), and the TMS said yesterday
 * that the ETAs of `moved` were 5 days earlier: today's feed moves them, which customers are told.
 */
async function feedOfYesterday(moved: Listed[]): Promise<void> {
  await server.db.run('UPDATE app_meta SET meta_value = @yesterday WHERE meta_key = @key', { yesterday, key: SHIPMENTS_DAY_KEY });
  await server.db.run('UPDATE shipments SET feed_day = @yesterday', { yesterday });
  for (const row of moved) {
    // A day less than the 5 ago: the feed's re-basing by one day moves every date a day on.
    await server.db.run('UPDATE shipments SET eta = @eta WHERE shipmentid = @id', { id: row.shipmentid, eta: daysBefore(row.eta, 6) });
  }
}

/** Listed, not yet arrived shipments with an ETA, in the feed's order (the order the refresh writes them). */
async function inFeedOrder(customerCode?: string): Promise<Listed[]> {
  const rows = await server.db.all<Listed>(
    `SELECT s.shipmentid, s.customer_id, s.eta FROM shipments s JOIN customers c ON c.id = s.customer_id
      WHERE s.etd IS NOT NULL AND s.eta IS NOT NULL AND s.ata IS NULL ${customerCode ? 'AND c.code = @code' : ''}`,
    customerCode ? { code: customerCode } : {},
  );
  return rows.sort((a, b) => feedSeqOf(a.shipmentid) - feedSeqOf(b.shipmentid));
}

describe('a transaction of relaxed durability (the refresh\'s batches)', () => {
  it('commits its writes and leaves every other commit waiting for the disk', async () => {
    const db = server.db;
    // The test cluster runs without fsync (scripts/postgres.mjs durable: false): compared with what it was.
    const setting = async () =>
      db instanceof SqliteDb
        ? db.raw.pragma('synchronous', { simple: true })
        : db instanceof PostgresDb
          ? db.tx(async () => (await db.get<{ v: string }>("SELECT current_setting('synchronous_commit') AS v"))!.v)
          : null;
    const before = await setting();
    await db.tx(() => db.run("INSERT INTO app_meta (meta_key, meta_value) VALUES ('relaxed_probe', 'x')"), { relaxedDurability: true });
    expect(await meta('relaxed_probe')).toBe('x');
    expect(await setting()).toEqual(before);
    if (db instanceof SqliteDb) expect(before).toBe(2); // FULL
    await db.run("DELETE FROM app_meta WHERE meta_key = 'relaxed_probe'");
  });
});

describe('the daily refresh', () => {
  it('answers a read between two batches while it runs; the read sees every shipment once; the change reaches the customer', async () => {
    const [moved] = await inFeedOrder('C10001');
    const before = await customer.get('/shipments/data');
    expect(before.status).toBe(200);
    await feedOfYesterday([moved]);

    const log: string[] = [];
    const mid: { read?: Promise<void>; answer?: ApiResponse } = {};
    const done = await refreshShipmentFeed(server.app, new Date(), {
      batchSize: 20,
      afterBatch: async ({ batch }) => {
        log.push(`batch ${batch}`);
        // Sent once the first batch committed, not awaited: the pass goes on at once.
        if (batch === 1) {
          mid.read = customer.get('/shipments/data').then((res) => {
            mid.answer = res;
            log.push('read answered');
          });
        }
        // A busy machine may answer more slowly than a small pass runs: from the second batch on,
        // the pass waits (up to 20 s) for the answer. A pass that held the database across its
        // batches (or one transaction for all) would never see it answered before its end.
        if (batch === 2) await Promise.race([mid.read, new Promise((resolve) => setTimeout(resolve, 20_000))]);
      },
    });
    log.push('pass done');
    await mid.read;

    expect(done).toBe(true);
    const batches = log.filter((l) => l.startsWith('batch ')).length;
    expect(batches).toBeGreaterThan(20);
    // The read was answered while batches were still to come, not after the pass.
    const answeredAt = log.indexOf('read answered');
    expect(answeredAt).toBeGreaterThan(log.indexOf('batch 1'));
    expect(answeredAt).toBeLessThan(log.indexOf('batch 3'));
    expect(mid.answer!.status).toBe(200);
    // Mid-pass, rows of yesterday and of today side by side: each shipment counted once.
    expect(mid.answer!.body.totals).toEqual(before.body.totals);

    expect(await meta(SHIPMENTS_DAY_KEY)).toBe(today);
    expect(await meta(REFRESH_CURSOR_KEY)).toBeNull();
    const list = await customer.get('/notifications?type=shipment.etaChanged&limit=100');
    expect(list.body.items.map((n: { subject: { id: string } }) => n.subject.id)).toContain(moved.shipmentid);
  });

  it('cut off after three batches: each shipment once, the day not done; the next pass resumes and tells each change once', async () => {
    const order = await inFeedOrder();
    const early = order.find((r) => feedSeqOf(r.shipmentid) <= 100)!; // in the first two batches
    const late = order[order.length - 1]; // in the last one
    await feedOfYesterday([early, late]);
    const listed = await listedCount();

    const cutOff = refreshShipmentsIfStale(server.db, 'normal', new Date(), {
      batchSize: 50,
      afterBatch: ({ batch }) => {
        if (batch === 3) throw new Error('the instance went away');
      },
    });
    await expect(cutOff).rejects.toThrow('the instance went away');

    expect(await listedCount()).toBe(listed);
    expect(await meta(SHIPMENTS_DAY_KEY)).toBe(yesterday);
    expect(await meta(REFRESH_CURSOR_KEY)).toMatch(new RegExp(`^${today} \\d+$`));
    const ofToday = await server.db.get<{ n: number }>('SELECT COUNT(*) AS n FROM shipments WHERE feed_day = @today', { today });
    expect(ofToday!.n).toBe(150);
    expect(await notificationsOf(early.shipmentid)).toEqual(['shipment.etaChanged']);
    expect(await notificationsOf(late.shipmentid)).toEqual([]);

    const resumed = await refreshShipmentsIfStale(server.db, 'normal', new Date(), { batchSize: 50 });
    expect(resumed.refreshed).toBe(true);
    // Only what the cut-off pass had not written.
    expect(resumed.batches).toBe(Math.ceil((resumed.shipments - 150) / 50));
    expect(await listedCount()).toBe(listed);
    expect(await meta(SHIPMENTS_DAY_KEY)).toBe(today);
    expect(await meta(REFRESH_CURSOR_KEY)).toBeNull();
    expect((await server.db.get<{ n: number }>('SELECT COUNT(*) AS n FROM shipments WHERE feed_day IS NULL OR feed_day <> @today', { today }))!.n).toBe(0);
    expect(await notificationsOf(early.shipmentid)).toEqual(['shipment.etaChanged']);
    expect(await notificationsOf(late.shipmentid)).toEqual(['shipment.etaChanged']);
  });
});

describe('a new generator (SHIPMENTS_FEED_VERSION)', () => {
  it('re-generates the feed at once on a day whose pass already ran under the old one: the stored CO₂e follows new factors', async () => {
    const [row] = await inFeedOrder('C10001');
    const stored = async () => (await server.db.get<{ co2e_kg: number }>('SELECT co2e_kg FROM shipments WHERE shipmentid = @id', { id: row.shipmentid }))!.co2e_kg;
    const right = await stored();
    // Today's feed as the previous generator wrote it, its pass for today done.
    const old = '4-delivery-place';
    await server.db.run("DELETE FROM job_runs WHERE job = 'shipments.refresh'");
    // Its run as keyed now (day and generator) and as keyed before generators were part of the key (the day alone).
    for (const key of [`${today} ${old}`, today]) {
      await server.db.run(
        "INSERT INTO job_runs (job, run_key, instance, claimed_at, lease_until, finished_at) VALUES ('shipments.refresh', @key, 'an earlier instance', @now, @now, @now)",
        { key, now: Date.now() },
      );
    }
    await server.db.run('UPDATE app_meta SET meta_value = @old WHERE meta_key = @key', { old, key: SHIPMENTS_VERSION_KEY });
    await server.db.run('UPDATE shipments SET co2e_kg = @kg WHERE shipmentid = @id', { kg: right + 1000, id: row.shipmentid });
    expect(await meta(SHIPMENTS_DAY_KEY)).toBe(today);

    expect(await refreshShipmentFeed(server.app, new Date(), { batchSize: 500 })).toBe(true);
    expect(await meta(SHIPMENTS_VERSION_KEY)).toBe(SHIPMENTS_FEED_VERSION);
    expect(await stored()).toBe(right);
  });

  it('writes its numbers past what else holds one: an older feed row under another reference goes, a booking keeps its number and the feed row goes without', async () => {
    const sea = await server.db.all<{ shipmentid: string; container_number: string }>(
      "SELECT s.shipmentid, s.container_number FROM shipments s JOIN customers c ON c.id = s.customer_id WHERE c.code = 'C10001' AND s.modality = 'SEA' AND s.booked_at IS NULL ORDER BY s.id LIMIT 4",
    );
    const [kept, booked, stale, renumbered] = sea;
    const containerOf = async (id: string) => (await server.db.get<{ container_number: string | null }>('SELECT container_number FROM shipments WHERE shipmentid = @id', { id }))?.container_number;
    // A booking confirmed before the bookings had their own half holds the number the feed gives `kept`.
    await server.db.run('UPDATE shipments SET container_number = NULL WHERE shipmentid = @id', { id: kept.shipmentid });
    await server.db.run("UPDATE shipments SET shipmentid = 'BKG20-000001', booked_at = @now, container_number = @nr WHERE shipmentid = @id", {
      now: new Date().toISOString(),
      nr: kept.container_number,
      id: booked.shipmentid,
    });
    // An older generator's row, under a reference today's feed does not have, holds the number the feed gives `renumbered`.
    await server.db.run('UPDATE shipments SET container_number = NULL WHERE shipmentid = @id', { id: renumbered.shipmentid });
    await server.db.run("UPDATE shipments SET shipmentid = 'SEA00-999999', container_number = @nr WHERE shipmentid = @id", { nr: renumbered.container_number, id: stale.shipmentid });
    await server.db.run("DELETE FROM job_runs WHERE job = 'shipments.refresh'");
    await server.db.run("UPDATE app_meta SET meta_value = '6-references' WHERE meta_key = @key", { key: SHIPMENTS_VERSION_KEY });

    expect(await refreshShipmentFeed(server.app, new Date(), { batchSize: 500 })).toBe(true);
    expect(await meta(SHIPMENTS_VERSION_KEY)).toBe(SHIPMENTS_FEED_VERSION);
    expect(await containerOf('BKG20-000001')).toBe(kept.container_number);
    expect(await containerOf(kept.shipmentid)).toBeNull();
    expect(await containerOf('SEA00-999999')).toBeUndefined();
    expect(await containerOf(renumbered.shipmentid)).toBe(renumbered.container_number);
    // The two rows taken over are the feed's again, with their own numbers.
    expect(await containerOf(booked.shipmentid)).toBe(booked.container_number);
    expect(await containerOf(stale.shipmentid)).toBe(stale.container_number);
  });
});
