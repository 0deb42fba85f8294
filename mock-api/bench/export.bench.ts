/**
 * Table export benchmark: `NODE_OPTIONS=--expose-gc npx tsx bench/export.bench.ts [--format=xlsx|csv|both]`
 * (from mock-api/). tsx runs the file in a child process, which takes Node's flags from
 * NODE_OPTIONS only (`node --expose-gc …/tsx/dist/cli.mjs` exposes nothing to it); add
 * `--max-old-space-size=96` there to see an export run through a heap smaller than its file.
 *
 * Seeds the core and the shipments slice at SEED_SCALE=large into a temporary DATA_DIR (the
 * organisation LARGE_CUSTOMER_CODE gets 135 000 shipments, over 100 000 of them by sea), starts
 * the real API on a free port, signs in as the demo customer, selects that organisation and
 * exports MyShipments' sea and air tables (every row, sorted by ETA) as a browser's Export button
 * asks for them. Per export it prints the rows, the bytes, the time to the first byte and to the
 * last, the process's resident memory above what it held before (sampled every 20 ms, API and
 * client together): an export written as it is read stays flat whatever the row count; and the
 * time of the first and the last five batch reads (keyset batches: the last cost what the first do).
 * Then it cancels an export after its first megabyte and prints how long the API took to stop
 * reading (no query after the cancel).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDb } from '../src/db';
import { SEED, seedDay } from '../src/seed';
import { seedCore } from '../src/seed/core';
import { Random } from '../src/core/random';
import { tableQueryString } from '@portal/contracts/table/queryString';
import { myShipmentsTables } from '@portal/contracts/shipments';
import { LARGE_CUSTOMER_CODE } from '../src/simulation/shipments';
import { seed as seedShipments } from '../src/seed/shipments';
import { signIn } from './signIn';

const args = process.argv.slice(2);
const formatArg = args.find((a) => a.startsWith('--format='))?.slice(9) ?? 'both';
const FORMATS = formatArg === 'both' ? (['csv', 'xlsx'] as const) : ([formatArg] as const);

const MB = 1024 * 1024;

const median = (values: number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

/** The highest resident memory seen while `run` runs, sampled every 20 ms. */
async function peakRss<T>(run: () => Promise<T>): Promise<{ result: T; peak: number }> {
  let peak = process.memoryUsage().rss;
  const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
  try {
    const result = await run();
    return { result, peak: Math.max(peak, process.memoryUsage().rss) };
  } finally {
    clearInterval(timer);
  }
}

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'export-bench-'));
  const config = loadConfig({}, { dataDir, apiPort: 0, logLevel: 'silent', seedScale: 'large', loginRateLimit: 0 });
  const db = await openDb(config.dbFile);
  try {
    const seedStart = performance.now();
    const today = seedDay();
    const core = await seedCore(db, new Random(SEED).fork('core'), today);
    await seedShipments({ db, config, random: new Random(SEED).fork('shipments'), scale: 'large', today, ...core });
    console.log(`seeded SEED_SCALE=large (core and shipments) in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`);

    const app = await buildApp(config, db);
    await app.listen({ host: '127.0.0.1', port: 0 });
    const origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const { headers } = await signIn(`${origin}/api`, { customer: LARGE_CUSTOMER_CODE });

    const exportUrl = (mode: 'sea' | 'air', format: string) =>
      `${origin}${myShipmentsTables[mode].export.path}?${tableQueryString({ sortModel: [{ colId: 'eta', sort: 'desc' }] })}&format=${format}`;

    // Each batch read of an export (its statement ends on LIMIT @tf_limit): how long it took.
    let batchReads: number[] = [];
    const timedAll = db.all.bind(db);
    db.all = (async (...callArgs: Parameters<typeof db.all>) => {
      const t = performance.now();
      const rows = await timedAll(...callArgs);
      if (/LIMIT @tf_limit$/.test(callArgs[0])) batchReads.push(performance.now() - t);
      return rows;
    }) as typeof db.all;

    console.log('\n| export | rows | bytes | first byte | last byte | memory above start (peak) | batch reads | first / last five batch reads (median) |');
    console.log('|---|---|---|---|---|---|---|---|');
    for (const mode of ['sea', 'air'] as const) {
      for (const format of FORMATS) {
        global.gc?.();
        batchReads = [];
        const before = process.memoryUsage().rss;
        const t0 = performance.now();
        let firstByte = 0;
        const { result, peak } = await peakRss(async () => {
          const res = await fetch(exportUrl(mode, format), { headers });
          if (res.status !== 200) throw new Error(`${mode} ${format}: HTTP ${res.status} ${await res.text()}`);
          let bytes = 0;
          for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
            if (!firstByte) firstByte = performance.now() - t0;
            bytes += chunk.byteLength;
          }
          return { bytes, rows: Number(res.headers.get('x-export-rows') ?? NaN) };
        });
        const last = performance.now() - t0;
        console.log(
          `| ${mode} ${format} | ${Number.isNaN(result.rows) ? '?' : result.rows} | ${(result.bytes / MB).toFixed(1)} MB | ${firstByte.toFixed(0)} ms | ${(last / 1000).toFixed(1)} s | ${((peak - before) / MB).toFixed(0)} MB | ${batchReads.length} | ${median(batchReads.slice(0, 5)).toFixed(0)} / ${median(batchReads.slice(-5)).toFixed(0)} ms |`,
        );
      }
    }

    db.all = timedAll;
    // Cancel after the first megabyte: the API stops reading, so no statement runs after that.
    const statements: number[] = [];
    const all = db.all.bind(db);
    db.all = (async (...callArgs: Parameters<typeof db.all>) => {
      statements.push(performance.now());
      return all(...callArgs);
    }) as typeof db.all;
    const controller = new AbortController();
    const res = await fetch(exportUrl('sea', 'xlsx'), { headers, signal: controller.signal });
    let bytes = 0;
    const cancelledAt = await (async () => {
      try {
        for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
          bytes += chunk.byteLength;
          if (bytes > MB) {
            const at = performance.now();
            controller.abort();
            return at;
          }
        }
      } catch {
        // the abort ends the loop
      }
      return performance.now();
    })();
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const after = statements.filter((t) => t > cancelledAt);
    const lastAfter = after.length ? (after[after.length - 1] - cancelledAt).toFixed(0) : '0';
    console.log(`\ncancel after ${(bytes / MB).toFixed(1)} MB: ${after.length} batch reads after the cancel, the last ${lastAfter} ms after it; ${statements.length} batch reads in all`);
    db.all = all;
    await app.close();
  } finally {
    await db.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
