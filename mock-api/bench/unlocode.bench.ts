/**
 * UN/LOCODE search benchmark: `npx tsx bench/unlocode.bench.ts [--runs=2000] [--http-runs=400]` (from mock-api/).
 *
 * Seeds the core and the UN/LOCODE table at SEED_SCALE=large (100 000 rows) into a temporary
 * DATA_DIR, then times the form's three searches (country, city, port) over realistic prefixes:
 *   - in process (the query layer, what the index design decides), `--runs` per search;
 *   - over HTTP against the real API (signed in, CSRF, JSON), one request at a time.
 * Prints p50/p95/p99/max per search (--json=FILE writes them as JSON too). Target: p95 <= 10 ms over 100 000 rows.
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
import { seedUnlocodes } from '../src/seed/unlocodes';
import { searchCities, searchCountries, searchPorts, type PortKind } from '../src/modules/quotes/unlocodeSearch';
import { signIn } from './signIn';

const args = process.argv.slice(2);
const arg = (name: string, fallback: number) => Number(args.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const RUNS = arg('runs', 2000);
const HTTP_RUNS = arg('http-runs', 400);
const TARGET_MS = 10;
// --json=FILE also writes the summary rows there (npm run bench reads them).
const JSON_OUT = args.find((a) => a.startsWith('--json='))?.slice(7);

interface Query {
  kind: 'countries' | 'cities' | 'ports';
  country: string;
  text: string;
  modality: PortKind;
}

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/** Prefixes people type: 1 to 4 letters of real names in a country (the busiest countries weigh most). */
function makeQueries(names: { country: string; name: string }[], countries: string[], random: Random, n: number): Query[] {
  const queries: Query[] = [];
  for (let i = 0; i < n; i++) {
    const kind = (['countries', 'cities', 'ports'] as const)[i % 3];
    const sample = random.pick(names);
    const text = random.chance(0.1) ? '' : sample.name.slice(0, random.int(1, 4));
    queries.push({
      kind,
      country: kind === 'countries' ? '' : sample.country,
      text: kind === 'countries' ? random.pick(countries).slice(0, random.int(1, 2)) : text,
      modality: random.pick(['SEA', 'AIR', 'MUL', 'ANY'] as const),
    });
  }
  return queries;
}

function summarise(label: string, times: number[]) {
  const sorted = [...times].sort((a, b) => a - b);
  return {
    search: label,
    runs: sorted.length,
    'p50 ms': +pct(sorted, 50).toFixed(3),
    'p95 ms': +pct(sorted, 95).toFixed(3),
    'p99 ms': +pct(sorted, 99).toFixed(3),
    'max ms': +sorted[sorted.length - 1].toFixed(3),
    'p95 <= 10 ms': pct(sorted, 95) <= TARGET_MS ? 'yes' : 'NO',
  };
}

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'unlocode-bench-'));
  const config = loadConfig({}, { dataDir, apiPort: 0, logLevel: 'silent', seedScale: 'large', loginRateLimit: 0 });
  const db = await openDb(config.dbFile);
  try {
    const today = seedDay();
    const seedStart = performance.now();
    await seedCore(db, new Random(SEED).fork('core'), today);
    const coreMs = performance.now() - seedStart;
    const unlocodeStart = performance.now();
    await seedUnlocodes(db, 'large', new Random(SEED).fork('quotes').fork('unlocodes'));
    const unlocodeMs = performance.now() - unlocodeStart;
    const rows = (await db.get<{ n: number }>('SELECT COUNT(*) AS n FROM unlocodes'))!.n;
    console.log(`unlocodes: ${rows} rows, seeded in ${unlocodeMs.toFixed(0)} ms (one transaction; core seed ${coreMs.toFixed(0)} ms)`);

    const random = new Random('unlocode-bench');
    const names = await db.all<{ country: string; name: string }>('SELECT country, name FROM unlocodes');
    const countries = (await db.all<{ country_name: string }>('SELECT DISTINCT country_name FROM unlocodes')).map((r) => r.country_name);
    const queries = makeQueries(names, countries, random, RUNS * 3);

    // In process.
    const byKind: Record<string, number[]> = { countries: [], cities: [], ports: [] };
    let results = 0;
    for (const q of queries.slice(0, 300)) await run(q); // warm-up: statements prepared, pages cached
    for (const q of queries) {
      const start = performance.now();
      results += await run(q);
      byKind[q.kind].push(performance.now() - start);
    }
    async function run(q: Query): Promise<number> {
      if (q.kind === 'countries') return (await searchCountries(db, q.text)).length;
      if (q.kind === 'cities') return (await searchCities(db, q.country, q.text)).length;
      return (await searchPorts(db, q.country, q.text, q.modality)).length;
    }

    // Over HTTP, as the form asks.
    const app = await buildApp(config, db);
    await app.listen({ host: '127.0.0.1', port: 0 });
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/api`;
    const { cookie, csrfToken } = await signIn(base);
    const http: Record<string, number[]> = { countries: [], cities: [], ports: [] };
    for (const q of queries.slice(0, HTTP_RUNS * 3)) {
      const body =
        q.kind === 'countries'
          ? { country: q.text }
          : q.kind === 'cities'
            ? { country: q.country, city: q.text }
            : { country: q.country, port: q.text, modality: q.modality === 'ANY' ? '' : q.modality };
      const start = performance.now();
      const res = await fetch(`${base}/unlocode/${q.kind}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie, 'x-csrf-token': csrfToken },
        body: JSON.stringify(body),
      });
      await res.arrayBuffer();
      http[q.kind].push(performance.now() - start);
      if (res.status !== 200) throw new Error(`${q.kind} answered ${res.status}`);
    }
    await app.close();

    console.log(`\nUN/LOCODE search over ${rows} rows (${results} results returned in process)`);
    const summary = [
      ...Object.entries(byKind).map(([kind, times]) => summarise(`${kind} (query layer)`, times)),
      ...Object.entries(http).map(([kind, times]) => summarise(`${kind} (HTTP)`, times)),
    ];
    console.table(summary);
    if (JSON_OUT) fs.writeFileSync(JSON_OUT, JSON.stringify(summary));
  } finally {
    await db.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
