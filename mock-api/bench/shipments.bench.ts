/**
 * Shipments benchmark: `npx tsx bench/shipments.bench.ts [--slice-only] [--runs=300]` (from mock-api/).
 *
 * Seeds SEED_SCALE=large into a temporary DATA_DIR (the organisation LARGE_CUSTOMER_CODE gets
 * 135 000 shipments over ten years, about 2 000 active), starts the real API on a free port, signs in as the
 * demo customer, selects that organisation and times, over HTTP as a browser would ask
 * (gzip/br accepted, one request at a time):
 *   - table pages of myShipments.* sorted and filtered, at random offsets;
 *   - GET /api/shipments/data (the dashboard), /totals and the tables' initTable.
 * Prints p50/p95/max per call. Targets: table page p95 <= 30 ms, /data p95 <= 50 ms.
 * --json=FILE writes the summary rows as JSON too.
 * --slice-only seeds the core and the shipments slice only (when another slice's seed is broken).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDb } from '../src/db';
import { SEED, seedAll, seedDay } from '../src/seed';
import { seedCore } from '../src/seed/core';
import { Random } from '../src/core/random';
import type { TableQuery } from '@portal/contracts/table/contract';
import { tableQueryString } from '@portal/contracts/table/queryString';
import { LARGE_CUSTOMER_CODE } from '../src/simulation/shipments';
import { seed as seedShipments } from '../src/seed/shipments';
import { signIn } from './signIn';

const args = process.argv.slice(2);
const RUNS = Number(args.find((a) => a.startsWith('--runs='))?.slice(7) ?? 300);
const SLICE_ONLY = args.includes('--slice-only');
// --json=FILE also writes the summary rows there (npm run bench reads them).
const JSON_OUT = args.find((a) => a.startsWith('--json='))?.slice(7);

interface Result {
  name: string;
  times: number[];
  /** CPU time of this process (server and client) per request: what the call costs without waiting for a core. */
  cpuMs: number;
  bytes: number;
  target?: number;
}

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shipments-bench-'));
  const config = loadConfig({}, { dataDir, apiPort: 0, logLevel: 'silent', seedScale: 'large', loginRateLimit: 0 });
  const db = await openDb(config.dbFile);
  try {
    const seedStart = performance.now();
    if (SLICE_ONLY) {
      const today = seedDay();
      const core = await seedCore(db, new Random(SEED).fork('core'), today);
      await seedShipments({ db, config, random: new Random(SEED).fork('shipments'), scale: 'large', today, ...core });
    } else {
      await seedAll(db, config);
    }
    const seedMs = performance.now() - seedStart;
    const org = (await db.get<{ id: number }>('SELECT id FROM customers WHERE code = @code', { code: LARGE_CUSTOMER_CODE }))!;
    const counts = (await db.get<{ total: number; active: number }>(
      'SELECT COUNT(*) AS total, SUM(CASE WHEN etd IS NOT NULL AND delivered_at IS NULL THEN 1 ELSE 0 END) AS active FROM shipments WHERE customer_id = @id',
      { id: org.id },
    ))!;

    const app = await buildApp(config, db);
    await app.listen({ host: '127.0.0.1', port: 0 });
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/api`;

    // Sign in as the demo customer and select the large organisation.
    const session = await signIn(base, { customer: LARGE_CUSTOMER_CODE });
    const headers = { ...session.headers, 'accept-encoding': 'gzip, deflate, br' };

    async function time(name: string, call: (i: number) => Promise<Response>, target?: number): Promise<Result> {
      for (let i = 0; i < 20; i++) await (await call(i)).arrayBuffer(); // warm-up: statement cache, JIT
      const times: number[] = [];
      let bytes = 0;
      const cpu0 = process.cpuUsage();
      for (let i = 0; i < RUNS; i++) {
        const t0 = performance.now();
        const res = await call(i);
        const body = await res.arrayBuffer();
        times.push(performance.now() - t0);
        if (res.status !== 200) throw new Error(`${name}: HTTP ${res.status} ${Buffer.from(body).toString().slice(0, 200)}`);
        bytes = body.byteLength;
      }
      const cpu = process.cpuUsage(cpu0);
      return { name, times, bytes, target, cpuMs: (cpu.user + cpu.system) / 1000 / RUNS };
    }

    const get = (p: string) => () => fetch(`${base}${p}`, { headers });
    const page = (p: string, query: (i: number) => Partial<TableQuery>) => (i: number) => fetch(`${base}${p}?${tableQueryString(query(i))}`, { headers });
    const random = new Random('bench');
    const totalSea = (await db.get<{ n: number }>('SELECT COUNT(*) AS n FROM vw_all_shipments_sea WHERE customer_id = @id', { id: org.id }))!.n;
    const yearAgo = new Date(Date.now() - 365 * 86_400_000).toISOString().slice(0, 10);
    const today = new Date().toISOString().slice(0, 10);

    const results: Result[] = [];
    results.push(
      await time(
        'sea page, sort ETA desc, ETD last year (random page)',
        page('/myShipments/sea/rows', () => {
          const start = random.int(0, 80) * 25;
          return {
            startRow: start,
            endRow: start + 25,
            sortModel: [{ colId: 'eta', sort: 'desc' }],
            filterModel: { etd: { filterType: 'date', type: 'inRange', dateFrom: yearAgo, dateTo: today } },
          };
        }),
        30,
      ),
    );
    results.push(
      await time(
        'sea page, sort city asc, text + date filter',
        page('/myShipments/sea/rows', () => {
          const start = random.int(0, 20) * 25;
          return {
            startRow: start,
            endRow: start + 25,
            sortModel: [{ colId: 'arrival_city', sort: 'asc' }],
            filterModel: {
              arrival_country: { filterType: 'text', type: 'contains', filter: 'nether' },
              etd: { filterType: 'date', type: 'inRange', dateFrom: yearAgo, dateTo: today },
            },
          };
        }),
        30,
      ),
    );
    results.push(
      await time(
        'air page, sort shipment desc, status filter',
        page('/myShipments/air/rows', () => {
          const start = random.int(0, 10) * 25;
          return {
            startRow: start,
            endRow: start + 25,
            sortModel: [{ colId: 'shipmentid', sort: 'desc' }],
            filterModel: { status: { filterType: 'text', type: 'equals', filter: 'Delivered' } },
          };
        }),
        30,
      ),
    );
    results.push(
      await time(
        'sea page, default sort, deep offset (no filter)',
        page('/myShipments/sea/rows', () => {
          const start = random.int(0, Math.floor((totalSea - 25) / 25)) * 25;
          return { startRow: start, endRow: start + 25 };
        }),
        30,
      ),
    );
    results.push(await time('GET /api/shipments/data', get('/shipments/data'), 50));
    results.push(await time('GET /api/shipments/totals', get('/shipments/totals')));
    results.push(await time('GET /api/myShipments/sea/initTable', get('/myShipments/sea/initTable')));

    await app.close();

    console.log(
      `\nShipments benchmark · SEED_SCALE=large · organisation ${LARGE_CUSTOMER_CODE}: ${counts.total.toLocaleString('en')} shipments, ${counts.active.toLocaleString('en')} active`,
    );
    console.log(
      `Load average at the end: ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')} (wall times grow with it; cpu ms/req does not)`,
    );
    console.log(
      `Seed (${SLICE_ONLY ? 'core + shipments' : 'all slices'}): ${(seedMs / 1000).toFixed(1)} s · ${RUNS} timed requests per call after 20 warm-up · Node ${process.version} · ${os.cpus().length} cores\n`,
    );
    const rows = results.map((r) => {
      const sorted = [...r.times].sort((a, b) => a - b);
      const p95 = pct(sorted, 95);
      return {
        call: r.name,
        'p50 ms': pct(sorted, 50).toFixed(1),
        'p95 ms': p95.toFixed(1),
        'max ms': sorted[sorted.length - 1].toFixed(1),
        'cpu ms/req': r.cpuMs.toFixed(1),
        'bytes (decoded)': r.bytes,
        target: r.target ? `p95 <= ${r.target} ms: ${p95 <= r.target ? 'met' : 'NOT MET'}` : '',
      };
    });
    console.table(rows);
    if (JSON_OUT) fs.writeFileSync(JSON_OUT, JSON.stringify(rows));
    if (
      results.some(
        (r) =>
          r.target &&
          pct(
            [...r.times].sort((a, b) => a - b),
            95,
          ) > r.target,
      )
    )
      process.exitCode = 2;
  } finally {
    await db.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
