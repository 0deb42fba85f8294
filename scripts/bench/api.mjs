// API throughput at 20 connections, each route beside a bare Fastify hello-world measured in the
// same run on the same machine: the ratio says what the portal's own work costs.
//
// The load comes from wrk (Debian's package, installed on first use): autocannon, in Node, spent
// its whole core parsing answers at about 77 MB/s, so on a 90 KB answer it measured itself
// (815 req/s) where the server could give 38 000. wrk in C reads at GB/s: the server is what is
// measured. Every route, hello-world included, gets the same warm-up and the same settings.
import { execFileSync, execSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export const CONNECTIONS = 20;
const WARM_UP_SECONDS = 3;
/** Pairs of runs (hello-world, route) a measure takes. */
const RUNS = 3;
/** The organisation the large seed fills (mock-api/src/simulation/shipments.ts LARGE_CUSTOMER_CODE). */
const LARGE_CUSTOMER = 'C10001';

function hasWrk() {
  try {
    execFileSync('wrk', ['--version'], { stdio: 'ignore' });
    return true;
  } catch (error) {
    // wrk --version prints its banner and exits 1; only a missing binary throws ENOENT.
    return error.code !== 'ENOENT';
  }
}

/** Installs Debian's wrk when missing (as root, as CI runs); says how otherwise. */
export function ensureWrk() {
  if (hasWrk()) return;
  if (process.getuid?.() !== 0) throw new Error("wrk is missing. Install Debian's package: sudo apt-get install -y wrk");
  console.error('› Installing Debian wrk (apt)…');
  execSync(
    '(DEBIAN_FRONTEND=noninteractive apt-get install -y -qq wrk || (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq wrk)) >/dev/null',
    { stdio: 'inherit' },
  );
}

/** A bare Fastify hello-world in its own process, as the API runs in its own process. */
export async function startHelloWorld(port) {
  const code = `
    const app = require('fastify')({ logger: false });
    app.get('/hello', async () => ({ hello: 'world' }));
    app.listen({ port: ${port}, host: '127.0.0.1' }).then(() => console.log('ready'));`;
  const child = spawn(process.execPath, ['-e', code], { cwd: path.join(root, 'mock-api'), stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise((resolve, reject) => {
    child.stdout.on('data', (d) => String(d).includes('ready') && resolve());
    child.on('exit', (c) => reject(new Error(`hello-world exited with ${c}`)));
  });
  return { url: `http://127.0.0.1:${port}/hello`, stop: () => child.kill('SIGTERM') };
}

/** Signs in as the demo customer and selects the large organisation: the headers a browser would send. */
export async function signInLarge(apiOrigin) {
  const login = await fetch(`${apiOrigin}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'customer@portal.test', password: 'Customer!2345' }),
  });
  if (login.status !== 200) throw new Error(`login answered ${login.status}`);
  const cookie = login.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const { csrfToken } = await login.json();
  const headers = { cookie, 'x-csrf-token': csrfToken, 'content-type': 'application/json', 'accept-encoding': 'gzip, deflate, br' };
  const sel = await fetch(`${apiOrigin}/api/portal/customer`, { method: 'POST', headers, body: JSON.stringify({ customer: LARGE_CUSTOMER }) });
  if (sel.status !== 200) throw new Error(`selecting ${LARGE_CUSTOMER} answered ${sel.status}`);
  return headers;
}

/** The read routes under test: the dashboard's two calls and a MyShipments table page. */
export function apiTargets(apiOrigin, headers) {
  // As the DataTable asks for it (shared/contracts/src/table/queryString.ts): paging, and the sort as JSON.
  const page = new URLSearchParams({ startRow: '50', endRow: '75', sortModel: JSON.stringify([{ colId: 'eta', sort: 'desc' }]) });
  return [
    { name: 'GET /api/shipments/data', url: `${apiOrigin}/api/shipments/data`, headers },
    { name: 'GET /api/shipments/quotes', url: `${apiOrigin}/api/shipments/quotes`, headers },
    { name: 'GET /api/myShipments/sea/rows (page 3)', url: `${apiOrigin}/api/myShipments/sea/rows?${page}`, headers },
  ];
}

/** Lua long strings take any text without escapes. */
const luaString = (text) => `[==[${text}]==]`;

/** wrk's script: the request, and a summary as one JSON line (wrk's latencies are in µs). */
function wrkScript({ method = 'GET', headers = {}, body }) {
  return [
    `wrk.method = ${luaString(method)}`,
    body === undefined ? '' : `wrk.body = ${luaString(body)}`,
    ...Object.entries(headers).map(([k, v]) => `wrk.headers[ ${luaString(k)} ] = ${luaString(v)}`),
    'done = function(summary, latency, requests)',
    '  local e = summary.errors',
    '  io.write(string.format(\'\\n{"requests":%d,"durationUs":%d,"non2xx":%d,"failed":%d,"p50Us":%d,"p99Us":%d}\\n\',',
    '    summary.requests, summary.duration, e.status, e.connect + e.read + e.write + e.timeout, latency:percentile(50), latency:percentile(99)))',
    'end',
  ].join('\n');
}

function runWrk(target, seconds, connections = CONNECTIONS) {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-wrk-'));
  try {
    const script = path.join(dir, 'request.lua');
    writeFileSync(script, wrkScript(target));
    const out = execFileSync('wrk', ['-t1', `-c${connections}`, `-d${seconds}s`, '--timeout', '10s', '-s', script, target.url], { encoding: 'utf8' });
    const line = out.trim().split('\n').at(-1);
    return JSON.parse(line);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function measured(target, seconds, connections) {
  const r = runWrk(target, seconds, connections);
  const bad = r.non2xx + r.failed;
  if (bad > 0) throw new Error(`${target.name}: ${bad} of ${r.requests} answers were not 2xx`);
  const ms = (us) => Math.round(us / 100) / 10;
  return { rps: r.requests / (r.durationUs / 1e6), p50: ms(r.p50Us), p99: ms(r.p99Us) };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * A route against hello-world in pairs: both warmed up, then RUNS times hello-world and the route
 * back to back, so each ratio compares two runs under the same load of the machine (a shared
 * machine's speed drifts by a third within minutes). Reports the median ratio, the route's run
 * with that ratio, and every pair. Fails loudly when any answer was not 2xx (a fast error page
 * is no result).
 */
export async function hammerPaired(hello, target, seconds, { connections = CONNECTIONS, runs = RUNS } = {}) {
  runWrk(hello, WARM_UP_SECONDS, connections);
  runWrk(target, WARM_UP_SECONDS, connections);
  const pairs = [];
  for (let i = 0; i < runs; i++) {
    const base = measured(hello, seconds, connections);
    const run = measured(target, seconds, connections);
    pairs.push({ base, run, ratio: run.rps / base.rps });
  }
  const middle = pairs.find((p) => p.ratio === median(pairs.map((q) => q.ratio)));
  return { name: target.name, ...middle.run, ratio: middle.ratio, helloRps: middle.base.rps, pairs };
}
