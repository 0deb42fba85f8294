/**
 * Notifications, figures for docs/notifications.md (from mock-api/):
 *   npx tsx bench/notifications.bench.ts [--streams=200] [--users=20] [--events=20]     change → bell, memory per stream
 *   npx tsx bench/notifications.bench.ts --refresh [--scale=large] [--batch=250] [--loops=4]   the daily refresh with notifications on
 *
 * Streams: the API in its own process (memory probe preloaded) behind the portal host
 * (host/src/serve-app.ts, as the browser reaches it), on ports moved by BENCH_PORT_OFFSET
 * (default 400). --streams event streams are opened through the host for --users users; then
 * --events notifications are recorded one after another from this process (another "instance" on
 * the same database: the API learns of them by its poll, the slowest path). Prints the time from
 * the recording's commit to each stream's receipt (p50/p95/max over every stream × event) and the
 * API's RSS and heap per open stream.
 *
 * Refresh: the API in this process (buildApp, on BENCH_PORT_OFFSET's port; DATABASE_URL for
 * PostgreSQL, e.g. under `node ../scripts/postgres.mjs run --`) over the core and the shipments
 * seeded at --scale, whose stored feed is then dated yesterday, 2 % of it changed as a TMS feed
 * would (ETA moved, a departure, a delay). A read load from another process (bench/readLoad.mjs:
 * --loops clients, each one request at a time: the dashboard, the unread count, a notification
 * page) runs 5 s alone, then while the day's refresh (simulation/feed.ts, batches of
 * --batch shipments; --batch=1000000 is one transaction, as before batching) re-writes
 * the feed and records the notifications. Prints the refresh's total time, its batches and
 * notifications, and the load's latencies (p50/p95/max) alone and during the refresh.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { loadConfig, type SeedScale } from '../src/config';
import { openDb } from '../src/db';
import { SEED, seedDay } from '../src/seed';
import { seedCore } from '../src/seed/core';
import { Random } from '../src/core/random';
import { seed as seedShipments } from '../src/seed/shipments';
import { spawn } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { buildApp } from '../src/app';
import { refreshShipmentFeed } from '../src/simulation/feed';
import { recordEvents } from '../src/modules/notifications/events';
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
      const { id } = (await db.get<{ id: number }>(
        `INSERT INTO users (email, password_hash, name, appellative, role, active, password_changed_at, created_at, updated_at)
         VALUES (@email, @hash, 'Bench User', 'Mx', 'customer', TRUE, @now, @now, @now) RETURNING id`,
        { email, hash, now },
      ))!;
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

interface Answer {
  started: number;
  ms: number;
  status: number;
}

const latencyLine = (answers: Answer[]) => {
  const ms = answers.map((a) => a.ms).sort((x, y) => x - y);
  if (ms.length === 0) return 'no answers';
  const failed = answers.filter((a) => a.status !== 200).length;
  return `p50 ${pct(ms, 50).toFixed(0)} ms  p95 ${pct(ms, 95).toFixed(0)} ms  max ${ms[ms.length - 1].toFixed(0)} ms  (${ms.length} answers${failed ? `, ${failed} not 200` : ''})`;
};

async function refresh(): Promise<void> {
  const scale = arg('scale', 'large') as SeedScale;
  const batchSize = Number(arg('batch', '250'));
  const loops = Number(arg('loops', '4'));
  const offset = Number(process.env.BENCH_PORT_OFFSET ?? 400);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-notif-refresh-'));
  const config = loadConfig({ DATABASE_URL: process.env.DATABASE_URL }, { dataDir, logLevel: 'silent', seedScale: scale, apiPort: 8090 + offset });
  const db = await openDb(config.databaseUrl ?? config.dbFile);
  const engine = config.databaseUrl ? 'PostgreSQL' : 'SQLite';
  let app: Awaited<ReturnType<typeof buildApp>> | null = null;
  try {
    const today = seedDay();
    const yesterday = new Date(today.getTime() - 86_400_000).toISOString().slice(0, 10);
    const random = new Random(SEED);
    const seeding = performance.now();
    const core = await seedCore(db, random.fork('core'), today);
    await seedShipments({ db, config, random: random.fork('shipments'), scale, today, ...core });
    await db.syncIdentities();
    console.log(`seeded ${scale} on ${engine} in ${((performance.now() - seeding) / 1000).toFixed(1)} s`);
    app = await buildApp(config, db);
    await app.listen({ host: '127.0.0.1', port: config.apiPort });
    const origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

    // The stored feed becomes yesterday's (the same story a day earlier), with what a TMS would have said differently for 2 %.
    await db.run('UPDATE app_meta SET meta_value = @yesterday WHERE meta_key = @key', { yesterday, key: 'shipments_seed_day' });
    await db.run('UPDATE shipments SET feed_day = @yesterday', { yesterday });
    const changed = await db.all<{ id: number; eta: string | null }>('SELECT id, eta FROM shipments WHERE id % 150 = 0 AND eta IS NOT NULL');
    await db.tx(async () => {
      for (const row of changed) {
        const eta = new Date(Date.parse(`${row.eta}T00:00:00Z`) - 5 * 86_400_000).toISOString().slice(0, 10);
        await db.run('UPDATE shipments SET eta = @eta WHERE id = @id', { eta, id: row.id });
      }
    });
    await db.run('UPDATE shipments SET atd = NULL WHERE id % 150 = 50 AND ata IS NULL');
    await db.run('UPDATE shipments SET delay_days = 0 WHERE id % 150 = 100');
    const total = (await db.get<{ n: number }>('SELECT COUNT(*) AS n FROM shipments'))!.n;

    const customer = await signIn(origin, DEMO.customer.email, DEMO.customer.password);
    const paths = ['/api/shipments/data', '/api/notifications/unreadCount', '/api/notifications?limit=20'];
    const load = spawn(process.execPath, [path.join(import.meta.dirname, 'readLoad.mjs'), origin, customer.cookie!, String(loops), ...paths], {
      stdio: ['pipe', 'pipe', 'inherit'],
    });
    const answers: Answer[] = [];
    let pending = '';
    load.stdout.on('data', (chunk: Buffer) => {
      const lines = (pending + chunk.toString()).split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) {
        const [started, ms, status] = line.split(' ');
        answers.push({ started: Number(started), ms: Number(ms), status: Number(status) });
      }
    });
    const closed = new Promise((resolve) => load.on('close', resolve));
    await new Promise((r) => setTimeout(r, 5_000));
    const refreshStart = Date.now();
    const started = performance.now();
    let batches = 0;
    let longestBatchGap = 0;
    let lastBatch = performance.now();
    await refreshShipmentFeed(app, new Date(), {
      batchSize,
      afterBatch: () => {
        batches++;
        longestBatchGap = Math.max(longestBatchGap, performance.now() - lastBatch);
        lastBatch = performance.now();
      },
    });
    const ms = performance.now() - started;
    const refreshEnd = Date.now();
    load.stdin.end();
    await closed;
    const notifications = (await db.get<{ n: number }>("SELECT COUNT(*) AS n FROM notifications WHERE subject_kind = 'shipment'"))!.n;
    const alone = answers.filter((a) => a.started + a.ms < refreshStart);
    const during = answers.filter((a) => a.started < refreshEnd && a.started + a.ms > refreshStart);
    console.log(`refresh at ${scale} scale on ${engine}: ${total} shipments in ${batches} batches of ${batchSize}, ${notifications} notifications recorded`);
    console.log(`  total ${(ms / 1000).toFixed(1)} s; longest time between two batches' ends ${longestBatchGap.toFixed(0)} ms`);
    console.log(`  reads (${loops} clients: dashboard, unread count, notification page) alone:          ${latencyLine(alone)}`);
    console.log(`  reads while the refresh runs:                                              ${latencyLine(during)}`);
  } finally {
    await app?.close();
    await db.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await (args.includes('--refresh') ? refresh() : streams());
