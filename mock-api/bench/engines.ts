/**
 * SQLite against PostgreSQL, one API instance each, on the same seed (SEED_SCALE=normal): the
 * dashboard's /api/shipments/data, a MyShipments table page and a quote write, at 20 and 100
 * connections, each route paired with a bare Fastify hello-world run back to back (see
 * scripts/bench/api.mjs): throughput as a ratio to hello-world, p50 and p99.
 *
 *   npx tsx bench/engines.ts [--quick] [--json]      (from mock-api/; BENCH_PORT_OFFSET moves the ports)
 *
 * PostgreSQL is a throw-away cluster of Debian's package (scripts/postgres.mjs) with its durable
 * defaults (fsync on), as SQLite runs with synchronous=FULL. Both the API and the database share
 * this machine's cores: on a PostgreSQL of its own machine the API keeps its cores to itself.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { formToPayload, localToday } from '@portal/contracts/rules/quoteForm';
import { validQuoteForm } from '@portal/contracts/rules/quoteForm.fixtures';
import { PACKAGE_ROOT } from '../src/config';
import { seedProcess } from '../test/reliability/apiProcess';

interface Target {
  name: string;
  url: string;
  method?: string;
  headers: Record<string, string>;
  body?: string;
}
interface Paired {
  rps: number;
  p50: number;
  p99: number;
  ratio: number;
  helloRps: number;
}
interface BenchApi {
  ensureWrk(): void;
  startHelloWorld(port: number): Promise<{ url: string; stop(): void }>;
  signInLarge(origin: string): Promise<Record<string, string>>;
  hammerPaired(hello: { name: string; url: string }, target: Target, seconds: number, options: { connections: number; runs: number }): Promise<Paired>;
}
interface Cluster {
  url: string;
  stop(): Promise<void>;
}

const scripts = path.join(PACKAGE_ROOT, '..', 'scripts');
const args = process.argv.slice(2);
const QUICK = args.includes('--quick');
const SECONDS = QUICK ? 2 : 3;
const RUNS = QUICK ? 1 : 3;
const CONNECTIONS = [20, 100];
const OFFSET = Number(process.env.BENCH_PORT_OFFSET ?? 450);
const TSX_LOADER = pathToFileURL(path.join(PACKAGE_ROOT, 'node_modules/tsx/dist/loader.mjs')).href;

export interface EngineRow {
  engine: string;
  route: string;
  connections: number;
  rps: number;
  ratio: number;
  helloRps: number;
  p50: number;
  p99: number;
}

async function startApi(port: number, env: Record<string, string>): Promise<{ child: ChildProcess; origin: string; stop(): Promise<void> }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-engines-'));
  const apiEnv = { NODE_ENV: 'production', LOGIN_RATE_LIMIT: '0', QUOTE_RATE_LIMIT: '0', ...env };
  // Seeded before the API starts, as npm start does (the API never seeds).
  await seedProcess(dataDir, apiEnv);
  const child = spawn(process.execPath, ['--import', TSX_LOADER, 'src/server.ts'], {
    cwd: PACKAGE_ROOT,
    env: { PATH: process.env.PATH, API_PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...apiEnv },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (d) => String(d).includes('API listening') && resolve());
    child.once('exit', (code) => reject(new Error(`the API exited with ${code}`)));
  });
  return {
    child,
    origin: `http://127.0.0.1:${port}`,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

function targets(origin: string, headers: Record<string, string>): Target[] {
  const page = new URLSearchParams({ startRow: '50', endRow: '75', sortModel: JSON.stringify([{ colId: 'eta', sort: 'desc' }]) });
  const departureDate = localToday(new Date(Date.now() + 10 * 86_400_000));
  const quote = { ...formToPayload({ ...validQuoteForm('SEA'), departureDate, goodsDescription: 'Engine benchmark' }), customer: null };
  return [
    { name: 'GET /api/shipments/data', url: `${origin}/api/shipments/data`, headers },
    { name: 'GET /api/myShipments/sea/rows (page 3)', url: `${origin}/api/myShipments/sea/rows?${page}`, headers },
    { name: 'POST /api/quotes/quotes/store', url: `${origin}/api/quotes/quotes/store`, method: 'POST', headers, body: JSON.stringify(quote) },
  ];
}

export async function engineRows(log: (text: string) => void = (t) => console.error(`› ${t}`)): Promise<EngineRow[]> {
  const api = (await import(pathToFileURL(path.join(scripts, 'bench/api.mjs')).href)) as BenchApi;
  const { startPostgres } = (await import(pathToFileURL(path.join(scripts, 'postgres.mjs')).href)) as {
    startPostgres(o: { durable: boolean }): Promise<Cluster>;
  };
  api.ensureWrk();
  const rows: EngineRow[] = [];
  const hello = await api.startHelloWorld(8087 + OFFSET);
  let cluster: Cluster | null = null;
  try {
    log('Starting a throw-away PostgreSQL cluster');
    cluster = await startPostgres({ durable: true });
    const engines: [string, Record<string, string>][] = [
      ['SQLite, 1 instance', {}],
      ['PostgreSQL, 1 instance', { DATABASE_URL: cluster.url }],
    ];
    for (const [engine, env] of engines) {
      log(`${engine}: seeding and starting the API`);
      const started = Date.now();
      const instance = await startApi(8090 + OFFSET, env);
      log(`${engine}: listening after ${((Date.now() - started) / 1000).toFixed(0)} s`);
      try {
        const headers = await api.signInLarge(instance.origin);
        for (const target of targets(instance.origin, headers)) {
          for (const connections of CONNECTIONS) {
            log(`${engine}: ${target.name} at ${connections} connections`);
            const r = await api.hammerPaired({ name: 'hello-world', url: hello.url }, target, SECONDS, { connections, runs: RUNS });
            rows.push({
              engine,
              route: target.name,
              connections,
              rps: Math.round(r.rps),
              ratio: r.ratio,
              helloRps: Math.round(r.helloRps),
              p50: r.p50,
              p99: r.p99,
            });
          }
        }
      } finally {
        await instance.stop();
      }
    }
  } finally {
    hello.stop();
    await cluster?.stop();
  }
  return rows;
}

export function formatEngineRows(rows: EngineRow[]): Record<string, string | number>[] {
  return rows.map((r) => ({
    engine: r.engine,
    route: r.route,
    conns: r.connections,
    'req/s': r.rps,
    'of hello-world': `${Math.round(r.ratio * 100)} % of ${r.helloRps}`,
    'p50 ms': r.p50,
    'p99 ms': r.p99,
  }));
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  engineRows()
    .then((rows) => {
      if (args.includes('--json')) console.log(JSON.stringify(rows));
      else {
        console.log(
          `\nEngines · ${new Date().toISOString()} · Node ${process.version} · ${os.cpus().length} cores · load ${os
            .loadavg()
            .map((l) => l.toFixed(1))
            .join(' ')}`,
        );
        console.table(formatEngineRows(rows));
      }
    })
    .catch((err) => {
      console.error(err);
      process.exit(1);
    });
}
