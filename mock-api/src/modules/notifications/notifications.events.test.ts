import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig, type Config } from '../../config';
import { openDb, type Db } from '../../db';
import { seedAll, seedDay } from '../../seed';
import { refreshShipmentsIfStale } from '../../simulation/feed';
import { recordEvents, onNotificationsRecorded, RECORD_BATCH } from './events';
import { shipmentEvents, type ShipmentFacts } from './shipmentEvents';
import { purgeNotifications } from './jobs';

/**
 * Events: recording (idempotent, batched, listeners), the comparison of two feed states, and the
 * daily refresh creating notifications for what really changed.
 */
jest.setTimeout(120_000);
const DAY_MS = 86_400_000;
const today = seedDay();
const ymd = (d: Date) => d.toISOString().slice(0, 10);

async function freshDb(): Promise<{ db: Db; config: Config; dir: string }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-notif-test-'));
  const config = loadConfig({}, { dataDir: dir, apiPort: 0, logLevel: 'silent' });
  return { db: await openDb(config.dbFile), config, dir };
}

const facts = (over: Partial<ShipmentFacts>): ShipmentFacts => ({
  shipmentid: 'SEA26-000001',
  customer_id: 1,
  modality: 'SEA',
  etd: '2026-11-01',
  eta: '2026-11-20',
  atd: null,
  ata: null,
  delivered_at: null,
  delay_days: 0,
  ...over,
});

describe('shipmentEvents (two states of the feed)', () => {
  it('tells a moved ETA beyond the threshold, a new delay and each milestone; nothing for a day’s slip', () => {
    const before = new Map([
      ['A', facts({ shipmentid: 'A', eta: '2026-11-20' })],
      ['B', facts({ shipmentid: 'B', eta: '2026-11-20' })],
      ['C', facts({ shipmentid: 'C', atd: null })],
      ['D', facts({ shipmentid: 'D', atd: '2026-11-01', ata: null, delay_days: 1 })],
    ]);
    const after = [
      facts({ shipmentid: 'A', eta: '2026-11-23' }), // +3 days
      facts({ shipmentid: 'B', eta: '2026-11-21' }), // +1 day: within the tolerance
      facts({ shipmentid: 'C', atd: '2026-11-02' }),
      facts({ shipmentid: 'D', atd: '2026-11-01', ata: '2026-11-22', delay_days: 2 }),
      facts({ shipmentid: 'NEW', atd: '2026-11-02' }), // new to the feed: no "change"
    ];
    const events = shipmentEvents(before, after, 0, '2026-11-24');
    expect(events.map((e) => [e.subject.id, e.type])).toEqual([
      ['A', 'shipment.etaChanged'],
      ['C', 'shipment.departed'],
      ['D', 'shipment.delayed'],
      ['D', 'shipment.arrived'],
    ]);
    expect(events[0]).toMatchObject({ data: { from: '2026-11-20', to: '2026-11-23', days: 3 }, subject: { kind: 'shipment', mode: 'sea' }, customerIds: [1] });
  });

  it('takes the mock feed’s re-basing out: every date a day later a day later is no change', () => {
    const before = new Map([['A', facts({ shipmentid: 'A', etd: '2026-11-01', eta: '2026-11-20' })]]);
    expect(shipmentEvents(before, [facts({ shipmentid: 'A', etd: '2026-11-04', eta: '2026-11-23' })], 3, '2026-11-24')).toEqual([]);
    expect(shipmentEvents(before, [facts({ shipmentid: 'A', etd: '2026-11-01', eta: '2026-11-23' })], 3, '2026-11-24').map((e) => e.type)).toEqual([
      'shipment.etdChanged',
    ]);
  });
});

describe('recordEvents', () => {
  let env: Awaited<ReturnType<typeof freshDb>>;
  beforeAll(async () => {
    env = await freshDb();
    await seedAll(env.db, env.config, today);
  }, 120_000);
  afterAll(async () => {
    await env.db.close();
    fs.rmSync(env.dir, { recursive: true, force: true });
  });

  const event = (n: number, customerIds = [1]) => ({
    type: 'document.published' as const,
    subject: { kind: 'document' as const, id: String(n) },
    customerIds,
    title: `Doc ${n}`,
    body: 'A document',
    dedupKey: `test:${n}`,
  });

  it('stores each key once, with its organisations, and tells the listeners per committed batch', async () => {
    const seen: number[] = [];
    const stop = onNotificationsRecorded(env.db, (batch) => {
      seen.push(batch.length);
    });
    const n = RECORD_BATCH + 10;
    const first = await recordEvents(
      env.db,
      Array.from({ length: n }, (_, i) => event(i, [1, 2])),
    );
    const again = await recordEvents(env.db, [event(0), event(n)]);
    stop();
    expect(first).toHaveLength(n);
    expect(again.map((r) => r.dedupKey)).toEqual([`test:${n}`]);
    expect(seen).toEqual([RECORD_BATCH, 10, 1]);
    expect((await env.db.get<{ c: number }>('SELECT COUNT(*) AS c FROM notification_customers WHERE notification_id = @id', { id: first[0].id }))!.c).toBe(2);
    // Nobody could see an event without organisations: it is not stored.
    expect(await recordEvents(env.db, [event(n + 1, [])])).toEqual([]);
  });

  it('the retention purge removes what is older than the cut, with its organisations and read marks', async () => {
    const old = await recordEvents(env.db, [event(9001)], new Date(Date.now() - 200 * DAY_MS));
    const removed = await purgeNotifications(env.db, new Date(Date.now() - 90 * DAY_MS).toISOString());
    expect(removed).toBeGreaterThanOrEqual(1);
    expect(await env.db.get('SELECT 1 AS x FROM notifications WHERE id = @id', { id: old[0].id })).toBeUndefined();
    expect(await env.db.get('SELECT 1 AS x FROM notification_customers WHERE notification_id = @id', { id: old[0].id })).toBeUndefined();
    expect((await env.db.get<{ c: number }>("SELECT COUNT(*) AS c FROM notifications WHERE dedup_key = 'test:1'"))!.c).toBe(1);
  });
});

describe('the daily refresh records what changed', () => {
  let env: Awaited<ReturnType<typeof freshDb>>;
  beforeAll(async () => {
    env = await freshDb();
    await seedAll(env.db, env.config, new Date(today.getTime() - DAY_MS));
  }, 120_000);
  afterAll(async () => {
    await env.db.close();
    fs.rmSync(env.dir, { recursive: true, force: true });
  });

  it('an ETA moved, a departure and a delay in yesterday’s feed become notifications of their organisation; the rest is quiet', async () => {
    const db = env.db;
    const pick = async (where: string) =>
      (await db.get<ShipmentFacts & { id: number }>(
        `SELECT id, ${'shipmentid, customer_id, modality, etd, eta, atd, ata, delivered_at, delay_days'} FROM shipments WHERE ${where} ORDER BY id LIMIT 1`,
      ))!;
    // Yesterday's feed said otherwise for three shipments (as a TMS would have):
    const moved = await pick("etd IS NOT NULL AND eta IS NOT NULL AND atd IS NULL AND etd > '2000'");
    await db.run('UPDATE shipments SET eta = @eta WHERE id = @id', { id: moved.id, eta: ymd(new Date(Date.parse(`${moved.eta}T00:00:00Z`) - 6 * DAY_MS)) });
    const departed = await pick('atd IS NOT NULL AND ata IS NULL AND etd IS NOT NULL');
    await db.run('UPDATE shipments SET atd = NULL WHERE id = @id', { id: departed.id });
    const delayed = await pick('delay_days > 1 AND delivered_at IS NULL AND etd IS NOT NULL');
    await db.run('UPDATE shipments SET delay_days = 0 WHERE id = @id', { id: delayed.id });

    const result = await refreshShipmentsIfStale(db, 'normal');
    expect(result).toMatchObject({ refreshed: true });
    const stored = result.notifications;

    const rows = await db.all<{ type: string; subject_id: string; customer_id: number }>(
      'SELECT n.type, n.subject_id, nc.customer_id FROM notifications n JOIN notification_customers nc ON nc.notification_id = n.id WHERE n.subject_kind = @k ORDER BY n.id',
      { k: 'shipment' },
    );
    expect(stored).toBe(rows.length);
    expect(rows).toEqual(
      expect.arrayContaining([
        { type: 'shipment.etaChanged', subject_id: moved.shipmentid, customer_id: moved.customer_id },
        { type: 'shipment.departed', subject_id: departed.shipmentid, customer_id: departed.customer_id },
        { type: 'shipment.delayed', subject_id: delayed.shipmentid, customer_id: delayed.customer_id },
      ]),
    );
    // Only what was changed: the feed re-based on a new day is no news by itself.
    expect(new Set(rows.map((r) => r.subject_id))).toEqual(new Set([moved.shipmentid, departed.shipmentid, delayed.shipmentid]));
  });
});
