/**
 * The daily shipment refresh (src/simulation/feed.ts), what it adds to an API start on a
 * later day: `npx tsx bench/shipmentsRefresh.bench.ts [--scale=normal|large] [--runs=5]` (from mock-api/).
 *
 * Seeds the core and the shipments slice for a day three days back into a temporary DATA_DIR,
 * then times refreshShipmentsIfStale (re-generated for today in batches of REFRESH_BATCH) --runs times, the
 * stored day set back before each run, and the no-op check of an up-to-date database.
 * Prints the shipment count and min/median/max in ms.
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
import { SHIPMENTS_DAY_KEY } from '../src/modules/shipments/feedDay';
import { seed as seedShipments } from '../src/seed/shipments';
import { refreshShipmentsIfStale } from '../src/simulation/feed';

const args = process.argv.slice(2);
const scale = (args.find((a) => a.startsWith('--scale='))?.slice(8) ?? 'normal') as SeedScale;
const runs = Number(args.find((a) => a.startsWith('--runs='))?.slice(7) ?? 5);

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-refresh-bench-'));
const config = loadConfig({}, { dataDir, logLevel: 'silent', seedScale: scale });
const db = await openDb(config.dbFile);
const earlier = new Date(seedDay().getTime() - 3 * 86_400_000);
const random = new Random(SEED);
const core = await seedCore(db, random.fork('core'), earlier);
await seedShipments({ db, config, random: random.fork('shipments'), scale, today: earlier, ...core });

const stats = (ms: number[]) => {
  const sorted = [...ms].sort((a, b) => a - b);
  return `min ${sorted[0].toFixed(1)}  median ${sorted[Math.floor(sorted.length / 2)].toFixed(1)}  max ${sorted[sorted.length - 1].toFixed(1)} ms`;
};

const refresh: number[] = [];
let shipments = 0;
for (let i = 0; i < runs; i++) {
  await db.run('UPDATE app_meta SET meta_value = @day WHERE meta_key = @key', { day: earlier.toISOString().slice(0, 10), key: SHIPMENTS_DAY_KEY });
  const started = performance.now();
  const result = await refreshShipmentsIfStale(db, scale);
  refresh.push(performance.now() - started);
  if (!result.refreshed) throw new Error('the refresh did not run');
  shipments = result.shipments;
}
const check: number[] = [];
for (let i = 0; i < 20; i++) {
  const started = performance.now();
  await refreshShipmentsIfStale(db, scale);
  check.push(performance.now() - started);
}

console.log(`scale ${scale}: ${shipments} shipments re-generated`);
console.log(`refresh (stale day):     ${stats(refresh)}  over ${runs} runs`);
console.log(`check (day up to date):  ${stats(check)}  over 20 runs`);
await db.close();
fs.rmSync(dataDir, { recursive: true, force: true });
