// One API instance against two behind the portal host's balancer (API_INSTANCES), over one
// SQLite DATA_DIR and over one PostgreSQL (a throw-away cluster of scripts/postgres.mjs):
// throughput as a ratio to a bare Fastify hello-world measured right before each run, p50 and
// p99, at 20 and 100 connections, for the dashboard's answer, a table page and a quote write.
// `node scripts/bench/instances.mjs [--seconds=5] [--connections=20,100] [--instances=1,2] [--engines=sqlite,postgres] [--scale=normal|large]
//    [--routes=data,page,quote] [--delay-ms=1] [--before=<checkout>]`
//   --delay-ms=N   PostgreSQL a round trip away: the API reaches it through a TCP proxy that holds
//                  every packet N ms in each direction (scripts/bench/delay-proxy.mjs)
//   --before=DIR   also the API of another checkout (an earlier commit, its dependencies installed
//                  or linked), each over a database of its own, measured in the same run beside
//                  this one: rows say `before` and `after`
// On PostgreSQL each run also samples what the database's connections are waiting for (every 20 ms,
// pg_stat_activity, straight to the cluster): a lock one write holds through its commit shows as
// `Lock:…` (`Lock:object` is the notification queue's, `Lock:transactionid` a row's), the disk as
// `IO:WALSync`, the round trip as `idle in transaction`. Unlike the rates, the shares hardly move
// with the machine's load.
// BENCH_PORT_OFFSET moves its ports. wrk (Debian) does the load, as in scripts/bench/api.mjs.
import { execFile, execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApi } from '../build-api.mjs';
import { root } from '../ports.mjs';
import { startPostgres } from '../postgres.mjs';
import { ensureWrk, startHelloWorld } from './api.mjs';
import { spawnDelayProxy } from './delay-proxy.mjs';

const args = process.argv.slice(2);
const arg = (name, fallback) => args.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback;
const SECONDS = Number(arg('seconds', 5));
const CONNECTIONS = arg('connections', '20,100').split(',').map(Number);
const INSTANCES = arg('instances', '1,2').split(',').map(Number);
const SCALE = arg('scale', 'normal');
const ENGINES = arg('engines', 'sqlite,postgres').split(',');
const ROUTES = arg('routes', 'data,page,quote').split(',');
const DELAY_MS = Number(arg('delay-ms', 0));
const BEFORE = arg('before', null);
const WARM_UP_SECONDS = 2;
const OFFSET = Number(process.env.BENCH_PORT_OFFSET || 400);
const API_PORT = 8090 + OFFSET + 20;
const HOST_PORT = 8080 + OFFSET + 20;
const HELLO_PORT = 8099 + OFFSET + 20;

/** The APIs measured: this checkout's, and with --before another one's, each its own production bundle. */
function variants() {
  const list = [{ label: BEFORE ? 'after' : '', root, bundle: buildApi() }];
  if (BEFORE) {
    const dir = path.resolve(BEFORE);
    execFileSync(process.execPath, ['--input-type=module', '-e', "const { buildApi } = await import('./scripts/build-api.mjs'); buildApi();"], { cwd: dir, stdio: 'inherit' });
    list.unshift({ label: 'before', root: dir, bundle: path.join(dir, 'mock-api/dist/server.mjs') });
  }
  return list;
}

/**
 * Seeds a variant's new database with its seed's CLI (dist/seed.mjs, built with its API), before
 * any instance starts. A checkout from before the API stopped seeding has no such bundle: its API
 * seeds on its first start instead.
 */
async function seedVariant(variant, env) {
  const seedBundle = path.join(path.dirname(variant.bundle), 'seed.mjs');
  if (existsSync(seedBundle)) {
    execFileSync(process.execPath, ['--enable-source-maps', seedBundle, '--if-empty'], { cwd: path.join(variant.root, 'mock-api'), env, stdio: 'inherit' });
    return;
  }
  const seeding = startApi(variant, env);
  await waitHealthy(`http://127.0.0.1:${env.API_PORT}`);
  await stopChild(seeding);
}

/** A variant's API in its own process (its own migrations and code). */
function startApi(variant, env) {
  return spawn(process.execPath, ['--enable-source-maps', variant.bundle], { cwd: path.join(variant.root, 'mock-api'), env, stdio: ['ignore', 'inherit', 'inherit'] });
}

/** A new database of the cluster for each variant (their migrations differ). */
async function createDatabase(cluster, name) {
  const pg = createRequire(path.join(root, 'mock-api/package.json'))('pg');
  const client = new pg.Client({ connectionString: cluster.url });
  await client.connect();
  try {
    await client.query(`CREATE DATABASE ${name} TEMPLATE template0 ENCODING 'UTF8' LC_COLLATE 'C' LC_CTYPE 'C'`);
  } finally {
    await client.end();
  }
  return cluster.urlFor(name);
}

const luaString = (text) => `[==[${text}]==]`;

/**
 * `running`'s result, and what the database's other connections waited for meanwhile, as a share
 * of the samples of busy connections: `{ 'IO:WALSync': 0.31, … }`.
 */
async function sampleWaits(url, running) {
  const pg = createRequire(path.join(root, 'mock-api/package.json'))('pg');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const counts = new Map();
  let total = 0;
  let done = false;
  const sampling = (async () => {
    while (!done) {
      const res = await client.query(
        `SELECT CASE WHEN state = 'idle in transaction' THEN state ELSE coalesce(wait_event_type || ':' || wait_event, 'running') END AS what, count(*)::int AS n
           FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid() AND state IN ('active', 'idle in transaction') GROUP BY 1`,
      );
      for (const { what, n } of res.rows) {
        counts.set(what, (counts.get(what) ?? 0) + n);
        total += n;
      }
      await new Promise((r) => setTimeout(r, 20));
    }
  })();
  let result;
  try {
    result = await running;
  } finally {
    done = true;
    await sampling.catch(() => undefined);
    await client.end();
  }
  return { result, waits: Object.fromEntries([...counts].sort((a, b) => b[1] - a[1]).map(([what, n]) => [what, n / Math.max(1, total)])) };
}

const formatWaits = (waits) =>
  Object.entries(waits ?? {})
    .slice(0, 4)
    .map(([what, share]) => `${what} ${Math.round(share * 100)} %`)
    .join(', ') || 'none busy';

async function runWrk(target, connections, seconds) {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-wrk-'));
  try {
    const script = path.join(dir, 'request.lua');
    writeFileSync(
      script,
      [
        `wrk.method = ${luaString(target.method ?? 'GET')}`,
        target.body === undefined ? '' : `wrk.body = ${luaString(target.body)}`,
        ...Object.entries(target.headers ?? {}).map(([k, v]) => `wrk.headers[ ${luaString(k)} ] = ${luaString(v)}`),
        'done = function(summary, latency, requests)',
        '  local e = summary.errors',
        '  io.write(string.format(\'\\n{"requests":%d,"durationUs":%d,"non2xx":%d,"failed":%d,"p50Us":%d,"p99Us":%d}\\n\',',
        '    summary.requests, summary.duration, e.status, e.connect + e.read + e.write + e.timeout, latency:percentile(50), latency:percentile(99)))',
        'end',
      ].join('\n'),
    );
    const threads = connections >= 100 ? 2 : 1;
    const out = await new Promise((resolve, reject) =>
      execFile('wrk', [`-t${threads}`, `-c${connections}`, `-d${seconds}s`, '--timeout', '10s', '-s', script, target.url], { encoding: 'utf8' }, (err, stdout) => (err ? reject(err) : resolve(stdout))),
    );
    const r = JSON.parse(out.trim().split('\n').at(-1));
    if (r.requests === 0) throw new Error(`${target.name}: no answer within ${seconds} s:\n${out}`);
    // Counted, not fatal: a write refused as BUSY under two instances' contention is a result too.
    const errors = r.non2xx + r.failed;
    return { rps: (r.requests - errors) / (r.durationUs / 1e6), p50: r.p50Us / 1000, p99: r.p99Us / 1000, errors, requests: r.requests };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function waitHealthy(origin) {
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`${origin}/api/health`)).status === 200) return;
    } catch {
      /* not yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${origin} did not become healthy`);
}

function apiEnv(dataDir, port, databaseUrl) {
  const env = { ...process.env, DATA_DIR: dataDir, API_PORT: String(port), SEED_SCALE: SCALE, LOG_LEVEL: 'warn', QUOTE_RATE_LIMIT: '0', LOGIN_RATE_LIMIT: '0', NODE_ENV: 'production' };
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  else delete env.DATABASE_URL;
  return env;
}

async function stopChild(child) {
  if (child.exitCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
}

/** The portal host in its own process: wrk runs synchronously here, and would stall a host in this one. */
async function startHost(count, shellDist) {
  const script = `
    const { serveApp } = await import(${JSON.stringify(path.join(root, 'host/src/serve-app.ts'))});
    await serveApp('shell', process.env, { distDir: process.env.SHELL_DIST, port: Number(process.env.HOST_PORT) });
    console.log('ready');`;
  const env = { ...process.env, API_PORT: String(API_PORT), API_INSTANCES: String(count), LOG_LEVEL: 'silent', SHELL_DIST: shellDist, HOST_PORT: String(HOST_PORT) };
  const child = spawn(process.execPath, ['--input-type=module', '-e', script], { env, stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise((resolve, reject) => {
    child.stdout.on('data', (d) => String(d).includes('ready') && resolve());
    child.once('exit', (code) => reject(new Error(`the portal host exited with ${code}`)));
  });
  return child;
}

async function signIn(origin) {
  const login = await fetch(`${origin}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'customer@portal.test', password: 'Customer!2345' }) });
  if (login.status !== 200) throw new Error(`login answered ${login.status}`);
  const cookie = login.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  const { csrfToken } = await login.json();
  return { cookie, 'x-csrf-token': csrfToken, 'accept-encoding': 'gzip, deflate, br' };
}

/** A valid quote request body: the shared form fixture as the form sends it (mock-api/bench/quotePayload.ts). */
function quoteBody() {
  const tsx = path.join(root, 'mock-api/node_modules/.bin/tsx');
  return execFileSync(tsx, ['bench/quotePayload.ts'], { cwd: path.join(root, 'mock-api'), encoding: 'utf8' }).trim();
}

function targets(origin, headers, quotePayload) {
  const page = new URLSearchParams({ startRow: '50', endRow: '75', sortModel: JSON.stringify([{ colId: 'eta', sort: 'desc' }]) });
  const all = {
    data: { name: 'GET /api/shipments/data', url: `${origin}/api/shipments/data`, headers },
    page: { name: 'GET /api/myShipments/sea/rows (page 3)', url: `${origin}/api/myShipments/sea/rows?${page}`, headers },
    quote: { name: 'POST /api/quotes/quotes/store', url: `${origin}/api/quotes/quotes/store`, method: 'POST', body: quotePayload, headers: { ...headers, 'content-type': 'application/json' } },
  };
  return ROUTES.map((route) => all[route] ?? (() => { throw new Error(`--routes: data, page or quote, not ${route}`); })());
}

/**
 * Seeds the variant's database (straight to PostgreSQL: seeding through the delay would take
 * minutes), then measures each instance count over it, through the delay when one is asked.
 */
async function benchEngine(engine, variant, dataDir, db, shellDist, hello, rows) {
  const env = (port, url) => apiEnv(dataDir, port, url);
  await seedVariant(variant, env(API_PORT, db?.direct));
  for (const count of INSTANCES) {
    const apis = Array.from({ length: count }, (_, i) => startApi(variant, env(API_PORT + i, db?.measured)));
    await Promise.all(apis.map((_, i) => waitHealthy(`http://127.0.0.1:${API_PORT + i}`)));
    const host = await startHost(count, shellDist);
    try {
      const origin = `http://127.0.0.1:${HOST_PORT}`;
      await new Promise((r) => setTimeout(r, 1000));
      const headers = await signIn(origin);
      const body = quoteBody();
      const check = await fetch(`${origin}/api/quotes/quotes/store`, { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body });
      if (check.status !== 200) throw new Error(`the bench's quote was refused: ${check.status} ${await check.text()}`);
      for (const connections of CONNECTIONS) {
        for (const target of targets(origin, headers, body)) {
          await runWrk(target, connections, WARM_UP_SECONDS);
          const base = await runWrk({ name: 'hello', url: hello.url }, connections, SECONDS);
          const measuring = runWrk(target, connections, SECONDS);
          const { result: run, waits } = db ? await sampleWaits(db.direct, measuring) : { result: await measuring, waits: null };
          const label = [engine, db?.delay ? `${db.delay} ms each way` : '', variant.label].filter(Boolean).join(', ');
          rows.push({ engine: label, instances: count, connections, route: target.name, rps: run.rps, ratio: run.rps / base.rps, p50: run.p50, p99: run.p99, helloRps: base.rps, errors: run.errors, requests: run.requests, waits });
          const r = rows.at(-1);
          console.error(`  ${label}, ${count} instance(s), ${connections} conn, ${target.name}: ${Math.round(r.rps)} req/s (${(r.ratio * 100).toFixed(1)} % of hello-world ${Math.round(r.helloRps)}), p50 ${r.p50.toFixed(1)} ms, p99 ${r.p99.toFixed(1)} ms, ${r.errors} of ${r.requests} not 2xx${waits ? `; waiting: ${formatWaits(waits)}` : ''}`);
        }
      }
    } finally {
      await stopChild(host);
      await Promise.all(apis.map(stopChild));
    }
  }
}

async function main() {
  ensureWrk();
  const measured = variants();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-instances-'));
  const shellDist = path.join(dataDir, 'shell-dist');
  mkdirSync(shellDist, { recursive: true });
  writeFileSync(path.join(shellDist, 'index.html'), '<!doctype html><title>bench</title>');
  const hello = await startHelloWorld(HELLO_PORT);
  const rows = [];
  try {
    for (const engine of ENGINES) {
      if (engine !== 'postgres' && engine !== 'sqlite') throw new Error(`--engines: sqlite or postgres, not ${engine}`);
      const cluster = engine === 'postgres' ? await startPostgres({ durable: true }) : null;
      const proxy = cluster && DELAY_MS > 0 ? await spawnDelayProxy({ target: `127.0.0.1:${cluster.port}`, delayMs: DELAY_MS }) : null;
      try {
        for (const variant of measured) {
          const engineDir = mkdtempSync(path.join(dataDir, `${engine}-`));
          let db = null;
          if (cluster) {
            const name = `bench_${variant.label || 'this'}`;
            const direct = await createDatabase(cluster, name);
            db = { direct, measured: proxy ? `postgres://portal:portal@127.0.0.1:${proxy.port}/${name}` : direct, delay: proxy ? DELAY_MS : 0 };
          }
          await benchEngine(engine, variant, engineDir, db, shellDist, hello, rows);
        }
      } finally {
        await proxy?.stop();
        await cluster?.stop();
      }
    }
  } finally {
    hello.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  console.log('\n| engine | instances | connections | route | 2xx/s | ratio to hello-world | p50 ms | p99 ms | not 2xx | PostgreSQL connections waiting on |');
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |');
  for (const r of rows) console.log(`| ${r.engine} | ${r.instances} | ${r.connections} | ${r.route} | ${Math.round(r.rps)} | ${(r.ratio * 100).toFixed(1)} % | ${r.p50.toFixed(1)} | ${r.p99.toFixed(1)} | ${r.errors} of ${r.requests} | ${r.waits ? formatWaits(r.waits) : ''} |`);
  if (args.includes('--json')) console.log(JSON.stringify(rows));
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
