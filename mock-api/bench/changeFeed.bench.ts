/**
 * What "nothing is trusted from one process's memory" costs per request: Db.pollChanges, the
 * first hook of every request (src/core/freshness.ts).
 * `npx tsx bench/changeFeed.bench.ts [--polls=200000] [--requests=20000]` (from mock-api/), on
 * SQLite; with DATABASE_URL=postgres://… on that (empty or scratch) PostgreSQL database.
 *
 * - the poll alone when no other instance wrote (SQLite: PRAGMA data_version only; PostgreSQL:
 *   one read of the counter rows, always);
 * - the poll when another connection (another instance) committed before every request
 *   (data_version moved: the change counters are read too);
 * - for scale, the smallest query there is (SELECT 1 on a prepared statement);
 * - PostgreSQL, with changes pushed (LISTEN/NOTIFY, src/db/pgChangeListener.ts): the poll while
 *   the listener is current (nothing read), and a write with and without the settle() a reply
 *   after it awaits;
 * - a whole request through Fastify's inject (an unknown /api address: every onRequest hook, no
 *   query of its own) with the poll and without it, in alternating runs (PostgreSQL: pushed,
 *   polled as before, and without).
 * Prints µs per call.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDb, PostgresDb, type Db } from '../src/db';

const args = process.argv.slice(2);
const arg = (name: string, fallback: number) => Number(args.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const polls = arg('polls', 200_000);
const requests = arg('requests', 20_000);

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-change-feed-bench-'));
const config = loadConfig({}, { dataDir, logLevel: 'silent', apiPort: 0 });
const target = process.env.DATABASE_URL || config.dbFile;

async function time(label: string, count: number, each: () => unknown): Promise<number> {
  const started = performance.now();
  for (let i = 0; i < count; i++) await each();
  const us = ((performance.now() - started) * 1000) / count;
  console.log(`${label.padEnd(62)} ${us.toFixed(2).padStart(8)} µs`);
  return us;
}

async function requestLoop(app: Awaited<ReturnType<typeof buildApp>>, count: number): Promise<number> {
  const started = performance.now();
  for (let i = 0; i < count; i++) await app.inject({ method: 'GET', url: '/api/no-such-address' });
  return ((performance.now() - started) * 1000) / count;
}

async function main(db: Db, other: Db) {
  console.log(`engine: ${db.dialect.engine}`);
  await db.pollChanges();
  await time('poll, nothing written elsewhere', polls, () => db.pollChanges());
  await time('for scale: SELECT 1 (prepared)', polls, () => db.get('SELECT 1 AS one'));

  let sum = 0;
  for (let i = 0; i < polls / 20; i++) {
    await other.run("UPDATE app_meta SET meta_value = @v WHERE meta_key = 'bench'", { v: String(i) });
    const started = performance.now();
    await db.pollChanges();
    sum += performance.now() - started;
  }
  console.log(`${'poll after another instance committed (counters read too)'.padEnd(62)} ${((sum * 1000) / (polls / 20)).toFixed(2).padStart(8)} µs`);

  // buildApp starts the listener (PostgreSQL).
  const app = await buildApp(config, db);
  await app.ready();
  const listener = db instanceof PostgresDb ? db.listener : null;
  if (listener) {
    while (!listener.fresh) await new Promise((r) => setTimeout(r, 50));
    await time('poll, listener current (pushed: nothing read)', polls, () => db.pollChanges());
    const write = () => db.run("UPDATE app_meta SET meta_value = 'w' WHERE meta_key = 'bench'");
    await time('a write alone', polls / 20, write);
    await time('a write and its settle (a sync and the acknowledgements)', polls / 20, async () => {
      await write();
      await db.settle();
    });
  }
  await requestLoop(app, 2000);
  const runs: { pushed: number; polled: number; off: number }[] = [];
  const poll = db.pollChanges.bind(db);
  const pg = db instanceof PostgresDb ? db : null;
  for (let r = 0; r < 5; r++) {
    db.pollChanges = poll;
    const pushed = listener ? await requestLoop(app, requests) : NaN;
    if (pg) pg.listener = null;
    const polled = await requestLoop(app, requests);
    if (pg) pg.listener = listener;
    db.pollChanges = () => undefined;
    const off = await requestLoop(app, requests);
    runs.push({ pushed, polled, off });
  }
  db.pollChanges = poll;
  const median = (values: number[]) => [...values].sort((x, y) => x - y)[Math.floor(values.length / 2)];
  const [pushed, polled, off] = (['pushed', 'polled', 'off'] as const).map((k) => median(runs.map((r) => r[k])));
  if (listener) console.log(`${'a request (inject, 404 through every hook), pushed'.padEnd(62)} ${pushed.toFixed(2).padStart(8)} µs`);
  console.log(`${'a request (inject, 404 through every hook), with the poll'.padEnd(62)} ${polled.toFixed(2).padStart(8)} µs`);
  console.log(`${'a request (inject, 404 through every hook), without it'.padEnd(62)} ${off.toFixed(2).padStart(8)} µs`);
  console.log(`${'difference per request, poll (medians of 5 alternating runs)'.padEnd(62)} ${(polled - off).toFixed(2).padStart(8)} µs`);
  if (listener) console.log(`${'difference per request, pushed'.padEnd(62)} ${(pushed - off).toFixed(2).padStart(8)} µs`);
  await app.close();
}

async function run() {
  const db = await openDb(target);
  const other = await openDb(target);
  try {
    await other.run("INSERT INTO app_meta (meta_key, meta_value) VALUES ('bench', '0') ON CONFLICT (meta_key) DO NOTHING");
    await main(db, other);
  } finally {
    await db.close();
    await other.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

run().catch((err) => {
  console.error(err);
  process.exitCode = 1;
});
