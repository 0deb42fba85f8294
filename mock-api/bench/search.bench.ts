/**
 * Header search benchmark: `npx tsx bench/search.bench.ts [--runs=200] [--data-dir=DIR] [--json=FILE]` (from mock-api/).
 *
 * Seeds SEED_SCALE=large (the organisation LARGE_CUSTOMER_CODE holds 135 000 shipments) into a
 * temporary DATA_DIR, or reuses DIR when given (seeded there first when it is empty: a large seed
 * takes minutes, so a second run can skip it). DATABASE_URL=postgres://… runs it on PostgreSQL.
 * Starts the real API on a free port, signs in as the demo customer, selects that organisation
 * and times GET /api/search as the header's box asks it while someone types, one request at a
 * time, for each kind of thing people type: a whole shipment reference, its first 3–4
 * characters, a container number (as printed, with spaces), a bill of lading, a PO, a quote
 * number, the start of a document's name and a miss. Each kind's values are drawn from the
 * organisation's own data. Prints p50/p95/max per kind. Target: p95 <= 200 ms.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import type { SearchResults } from '@portal/contracts/search';
import { buildApp } from '../src/app';
import { databaseTarget, loadConfig } from '../src/config';
import { openDb } from '../src/db';
import { seedAll } from '../src/seed';
import { isEmptyDatabase } from '../src/core/emptyDatabase';
import { Random } from '../src/core/random';
import { LARGE_CUSTOMER_CODE } from '../src/simulation/shipments';
import { businessToday, visibleGeneralDocuments } from '../src/modules/documents/visibility';
import { signIn } from './signIn';

const args = process.argv.slice(2);
const option = (name: string) => args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const RUNS = Number(option('runs') ?? 200);
const GIVEN_DIR = option('data-dir');
// --json=FILE also writes the summary rows there.
const JSON_OUT = option('json');
const TARGET_MS = 200;

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/** The kinds of query, each with the values it draws from and what a hit must be (so a query that finds nothing by mistake shows). */
interface Kind {
  name: string;
  values: string[];
  found: (answer: SearchResults) => boolean;
}

async function main() {
  const dataDir = GIVEN_DIR ? path.resolve(GIVEN_DIR) : fs.mkdtempSync(path.join(os.tmpdir(), 'search-bench-'));
  fs.mkdirSync(dataDir, { recursive: true });
  const config = loadConfig({ DATABASE_URL: process.env.DATABASE_URL }, { dataDir, apiPort: 0, logLevel: 'silent', seedScale: 'large', loginRateLimit: 0 });
  const db = await openDb(databaseTarget(config));
  try {
    if (await isEmptyDatabase(db)) {
      const seedStart = performance.now();
      fs.mkdirSync(config.filesDir, { recursive: true });
      await seedAll(db, config);
      console.log(`seeded SEED_SCALE=large in ${((performance.now() - seedStart) / 1000).toFixed(0)} s into ${config.databaseUrl ? 'PostgreSQL' : dataDir}`);
    } else console.log(`reusing the data in ${config.databaseUrl ? 'PostgreSQL' : dataDir}`);
    const org = (await db.get<{ id: number }>('SELECT id FROM customers WHERE code = @code', { code: LARGE_CUSTOMER_CODE }))!;
    const shipmentCount = (await db.get<{ n: number }>('SELECT COUNT(*) AS n FROM shipments WHERE customer_id = @id', { id: org.id }))!.n;

    // The values typed: drawn from the organisation's shipments (evenly over its ten years), quotes and documents.
    const random = new Random('search-bench');
    const sample = await db.all<{ shipmentid: string; order_ref: string | null; container_number: string | null; bill_of_lading: string | null }>(
      `SELECT shipmentid, order_ref, container_number, bill_of_lading FROM shipments WHERE customer_id = @id AND etd IS NOT NULL AND id % 97 = 0`,
      { id: org.id },
    );
    const pick = <T>(rows: T[], n: number) => Array.from({ length: n }, () => random.pick(rows));
    const present = (values: (string | null)[]) => values.filter((v): v is string => !!v);
    const quotes = (await db.all<{ quote_nr: string }>('SELECT quote_nr FROM quotes WHERE customer_id = @id', { id: org.id })).map((r) => r.quote_nr);
    // The documents the organisation's My Documents lists (published, not expired), as the search reads them.
    const visible = visibleGeneralDocuments({ code: LARGE_CUSTOMER_CODE, isGroup: false, customerIds: [org.id] }, businessToday(config));
    const documents = (await db.all<{ name: string }>(`SELECT d.name FROM documents d WHERE ${visible.where}`, visible.params)).map((r) => r.name);
    const n = Math.max(RUNS, 50);
    const kinds: Kind[] = [
      { name: 'shipment reference (whole)', values: pick(sample, n).map((s) => s.shipmentid), found: (a) => a.shipments.some((h) => h.matchedField === 'reference') },
      { name: 'reference prefix (3-4 chars)', values: pick(sample, n).map((s) => s.shipmentid.slice(0, random.int(3, 4))), found: (a) => a.shipments.length > 0 },
      {
        name: 'container number (with spaces)',
        values: present(pick(sample, n).map((s) => s.container_number)).map((c) => `${c.slice(0, 4)} ${c.slice(4, 10)} ${c.slice(10)}`),
        found: (a) => a.shipments.some((h) => h.matchedField === 'container'),
      },
      { name: 'bill of lading', values: present(pick(sample, n).map((s) => s.bill_of_lading)), found: (a) => a.shipments.some((h) => h.matchedField === 'billOfLading') },
      { name: 'PO / order', values: present(pick(sample, n).map((s) => s.order_ref)), found: (a) => a.shipments.some((h) => h.matchedField === 'order') },
      { name: 'quote number', values: pick(quotes, n), found: (a) => a.quotes.length > 0 },
      { name: "document name's start", values: pick(documents, n).map((d) => d.slice(0, random.int(4, 12)).trim()), found: (a) => a.documents.length > 0 },
      { name: 'miss', values: Array.from({ length: n }, (_, i) => `ZQX${i}`), found: (a) => a.shipments.length + a.quotes.length + a.documents.length === 0 },
    ];

    const app = await buildApp(config, db);
    await app.listen({ host: '127.0.0.1', port: 0 });
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/api`;
    const session = await signIn(base, { customer: LARGE_CUSTOMER_CODE });
    const headers = { ...session.headers, 'accept-encoding': 'gzip, deflate, br' };

    const ask = async (q: string): Promise<SearchResults> => {
      const res = await fetch(`${base}/search?q=${encodeURIComponent(q)}`, { headers });
      if (res.status !== 200) throw new Error(`search "${q}": HTTP ${res.status} ${(await res.text()).slice(0, 200)}`);
      return (await res.json()) as SearchResults;
    };
    for (const kind of kinds) for (const q of kind.values.slice(0, 10)) await ask(q); // warm-up: statements prepared, pages cached

    const summary = [];
    for (const kind of kinds) {
      const times: number[] = [];
      let found = 0;
      for (const q of kind.values.slice(0, RUNS)) {
        const start = performance.now();
        const answer = await ask(q);
        times.push(performance.now() - start);
        if (kind.found(answer)) found++;
      }
      const sorted = times.sort((a, b) => a - b);
      summary.push({
        query: kind.name,
        runs: sorted.length,
        'as expected': `${found}/${sorted.length}`,
        'p50 ms': +pct(sorted, 50).toFixed(2),
        'p95 ms': +pct(sorted, 95).toFixed(2),
        'max ms': +sorted[sorted.length - 1].toFixed(2),
        [`p95 <= ${TARGET_MS} ms`]: pct(sorted, 95) <= TARGET_MS ? 'yes' : 'NO',
      });
    }
    await app.close();

    console.log(`\nGET /api/search over HTTP, ${LARGE_CUSTOMER_CODE} selected (${shipmentCount} shipments), ${config.databaseUrl ? 'PostgreSQL' : 'SQLite'}`);
    console.table(summary);
    if (JSON_OUT) fs.writeFileSync(JSON_OUT, JSON.stringify(summary));
  } finally {
    await db.close();
    if (!GIVEN_DIR) fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
