/**
 * Notifications, figures for docs/notifications.md (from mock-api/):
 *   npx tsx bench/notifications.bench.ts [--streams=200] [--users=20] [--events=20]     change → bell, memory per stream
 *   npx tsx bench/notifications.bench.ts --refresh [--scale=large]                      the daily refresh with notifications on
 *
 * Streams: the API in its own process (memory probe preloaded) behind the portal host
 * (scripts/serve-app.mjs, as the browser reaches it), on ports moved by BENCH_PORT_OFFSET
 * (default 400). --streams event streams are opened through the host for --users users; then
 * --events notifications are recorded one after another from this process (another "instance" on
 * the same database: the API learns of them by its poll, the slowest path). Prints the time from
 * the recording's commit to each stream's receipt (p50/p95/max over every stream × event) and the
 * API's RSS and heap per open stream.
 *
 * Refresh: seeds the core and the shipments for yesterday at --scale, changes 2 % of the stored
 * shipments as a TMS feed would (ETA moved, a departure, a delay), and times the refresh with its
 * notifications: snapshot, re-generation, comparison and recording; with the longest event-loop
 * stall while recording (requests wait at most that long).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { loadConfig, type SeedScale } from '../src/config';
import { openDb } from '../src/db';
import { SEED, seedDay } from '../src/seed';
import { seedCore } from '../src/seed/core';
import { Random } from '../src/seed/random';
import { seed as seedShipments } from '../src/seed/shipments';
import { refreshShipmentsIfStale } from '../src/modules/shipments/feed';
import { recordEvents } from '../src/modules/notifications/events';
import { watchShipmentChanges } from '../src/modules/notifications/feedEvents';
import { startApiProcess, stopApiProcess } from '../test/reliability/apiProcess';
import { startHost } from '../test/reliability/cluster';
import { DEMO, signIn } from '../test/helpers';
import { openStream, type OpenStream } from '../test/notificationsStream';
import { LOAD_ENV, MEMORY_PROBE_ARGS } from './mixedLoad';

const args = process.argv.slice(2);
const arg = (name: string, fallback: string) => args.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback;
const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const MB = 1024 * 1024;

async function streams(): Promise<void> {
  const count = Number(arg('streams', '200'));
  const users = Number(arg('users', '20'));
  const events = Number(arg('events', '20'));
  const offset = Number(process.env.BENCH_PORT_OFFSET ?? 400);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-notif-bench-'));
  const api = await startApiProcess(dataDir, 8090 + offset, LOAD_ENV, MEMORY_PROBE_ARGS);
  const host = await startHost(dataDir, 8090 + offset, 1);
  const db = await openDb(path.join(dataDir, 'portal.sqlite'));
  const open: OpenStream[] = [];
  try {
    // Users of C10001 (the customer's password hash copied: one scrypt for all of them).
    const hash = (await db.get<{ h: string }>('SELECT password_hash AS h FROM users WHERE email = @e', { e: DEMO.customer.email }))!.h;
    const c10001 = (await db.get<{ id: number }>("SELECT id FROM customers WHERE code = 'C10001'"))!.id;
    const now = new Date().toISOString();
    const emails = Array.from({ length: users }, (_, i) => `bench-${i}@portal.test`);
    for (const email of emails) {
      const { lastInsertRowid: id } = await db.run(
        `INSERT INTO users (email, password_hash, name, appellative, role, active, password_changed_at, created_at, updated_at)
         VALUES (@email, @hash, 'Bench User', 'Mx', 'customer', TRUE, @now, @now, @now)`,
        { email, hash, now },
      );
      await db.run("INSERT INTO user_settings (user_id, language, date_format, updated_at) VALUES (@id, 'en', 'YYYY-MM-DD', @now)", { id, now });
      await db.run('INSERT INTO user_customers (user_id, customer_id) VALUES (@id, @c)', { id, c: c10001 });
    }
    const clients = [];
    for (const email of emails) clients.push(await signIn(host.url, email, DEMO.customer.password));
    await new Promise((r) => setTimeout(r, 1500));
    const memory = () => {
      const lines = api
        .output()
        .trim()
        .split('\n')
        .filter((l) => l.startsWith('[memory] '));
      return JSON.parse(lines[lines.length - 1].slice(9)) as { rss: number; heapUsed: number };
    };
    const before = memory();
    for (let i = 0; i < count; i++) open.push(await openStream(host.url, clients[i % clients.length]));
    await new Promise((r) => setTimeout(r, 1500));
    const after = memory();

    const latencies: number[] = [];
    for (let e = 0; e < events; e++) {
      const t0 = performance.now();
      const [n] = await recordEvents(db, [
        {
          type: 'shipment.etaChanged',
          subject: { kind: 'shipment', id: `SEA26-B${e}`, mode: 'sea' },
          customerIds: [c10001],
          title: `ETA moved ${e}`,
          body: 'bench',
          dedupKey: `bench:${Date.now()}:${e}`,
        },
      ]);
      const committed = performance.now();
      await Promise.all(
        open.map((s) =>
          s
            .next((ev) => ev.data.notification.id === n.id, 10_000)
            .then(() => {
              latencies.push(performance.now() - committed);
            }),
        ),
      );
      void t0;
      await new Promise((r) => setTimeout(r, 100));
    }
    const sorted = latencies.sort((x, y) => x - y);
    console.log(`streams: ${count} through the portal host, ${users} users; ${events} notifications recorded by another process (the poll path)`);
    console.log(
      `change → stream: p50 ${pct(sorted, 50).toFixed(0)} ms  p95 ${pct(sorted, 95).toFixed(0)} ms  max ${sorted[sorted.length - 1].toFixed(0)} ms  (${sorted.length} deliveries)`,
    );
    console.log(
      `memory per open stream: RSS ${((after.rss - before.rss) / count / 1024).toFixed(1)} KB, heap ${((after.heapUsed - before.heapUsed) / count / 1024).toFixed(1)} KB  (API RSS ${(before.rss / MB).toFixed(0)} → ${(after.rss / MB).toFixed(0)} MB)`,
    );
  } finally {
    for (const s of open) s.close();
    await db.close();
    await host.stop();
    await stopApiProcess(api);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function refresh(): Promise<void> {
  const scale = arg('scale', 'large') as SeedScale;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-notif-refresh-'));
  const config = loadConfig({}, { dataDir, logLevel: 'silent', seedScale: scale });
  const db = await openDb(config.dbFile);
  try {
    const yesterday = new Date(seedDay().getTime() - 86_400_000);
    const random = new Random(SEED);
    const seeding = performance.now();
    const core = await seedCore(db, random.fork('core'), yesterday);
    await seedShipments({ db, config, random: random.fork('shipments'), scale, today: yesterday, ...core });
    console.log(`seeded ${scale} in ${((performance.now() - seeding) / 1000).toFixed(1)} s`);
    // What a TMS would have said differently yesterday, for 2 % of the shipments.
    await db.run("UPDATE shipments SET eta = strftime('%Y-%m-%d', eta, '-4 days') WHERE id % 150 = 0 AND eta IS NOT NULL");
    await db.run('UPDATE shipments SET atd = NULL WHERE id % 150 = 50 AND ata IS NULL');
    await db.run('UPDATE shipments SET delay_days = 0 WHERE id % 150 = 100');
    const total = (await db.get<{ n: number }>('SELECT COUNT(*) AS n FROM shipments'))!.n;

    const started = performance.now();
    const watch = await watchShipmentChanges(db, new Date());
    const watched = performance.now();
    const result = await refreshShipmentsIfStale(db, scale);
    const regenerated = performance.now();
    // The longest stretch without a turn of the event loop (what a request waits at most), by a 1 ms ticker.
    let last = performance.now();
    let longest = 0;
    const ticker = setInterval(() => {
      const t = performance.now();
      longest = Math.max(longest, t - last);
      last = t;
    }, 1);
    const recorded = await watch.record();
    clearInterval(ticker);
    longest = Math.max(longest, performance.now() - last);
    const done = performance.now();
    if (!result.refreshed) throw new Error('the refresh did not run');
    console.log(`refresh at ${scale} scale: ${total} shipments, ${recorded} notifications recorded`);
    console.log(
      `  total ${(done - started).toFixed(0)} ms = snapshot ${(watched - started).toFixed(0)} + re-generation ${(regenerated - watched).toFixed(0)} + compare and record ${(done - regenerated).toFixed(0)} ms`,
    );
    console.log(`  longest event-loop stall while comparing and recording: ${longest.toFixed(0)} ms (the new state read in one go, then batches of 250 per transaction)`);
  } finally {
    await db.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await (args.includes('--refresh') ? refresh() : streams());
