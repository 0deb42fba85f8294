// API throughput at 20 connections (autocannon), each route beside a bare Fastify hello-world
// measured in the same run on the same machine: the ratio says what the portal's own work costs.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const autocannon = createRequire(path.join(root, 'mock-api/package.json'))('autocannon');

export const CONNECTIONS = 20;
/** The organisation the large seed fills (mock-api/src/seed/shipments.ts LARGE_CUSTOMER_CODE). */
const LARGE_CUSTOMER = 'C10001';

/** A bare Fastify hello-world in its own process, as the API runs in its own process. */
export async function startHelloWorld(port) {
  const code = `
    const app = require('fastify')({ logger: false });
    app.get('/hello', async () => ({ hello: 'world' }));
    app.listen({ port: ${port}, host: '127.0.0.1' }).then(() => console.log('ready'));`;
  const child = spawn(process.execPath, ['-e', code], { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise((resolve, reject) => {
    child.stdout.on('data', (d) => String(d).includes('ready') && resolve());
    child.on('exit', (c) => reject(new Error(`hello-world exited with ${c}`)));
  });
  return { url: `http://127.0.0.1:${port}/hello`, stop: () => child.kill('SIGTERM') };
}

/** Signs in as the demo customer and selects the large organisation: the headers a browser would send. */
export async function signInLarge(apiOrigin) {
  const login = await fetch(`${apiOrigin}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'customer@portal.test', password: 'Customer!2345' }) });
  if (login.status !== 200) throw new Error(`login answered ${login.status}`);
  const cookie = login.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  const { csrfToken } = await login.json();
  const headers = { cookie, 'x-csrf-token': csrfToken, 'content-type': 'application/json', 'accept-encoding': 'gzip, deflate, br' };
  const sel = await fetch(`${apiOrigin}/api/portal/customer`, { method: 'POST', headers, body: JSON.stringify({ customer: LARGE_CUSTOMER }) });
  if (sel.status !== 200) throw new Error(`selecting ${LARGE_CUSTOMER} answered ${sel.status}`);
  return headers;
}

/** The read routes under test: the dashboard's two calls and a MyShipments table page. */
export function apiTargets(apiOrigin, headers) {
  const page = { startRow: 50, endRow: 75, sortModel: [{ colId: 'eta', sort: 'desc' }] };
  return [
    { name: 'GET /api/shipments/data', url: `${apiOrigin}/api/shipments/data`, headers },
    { name: 'GET /api/shipments/quotes', url: `${apiOrigin}/api/shipments/quotes`, headers },
    { name: 'POST /api/myShipments/sea/rows (page 3)', url: `${apiOrigin}/api/myShipments/sea/rows`, method: 'POST', headers, body: JSON.stringify(page) },
  ];
}

/** One autocannon run; fails loudly when any answer was not 2xx (a fast error page is no result). */
export async function hammer({ name, url, method = 'GET', headers = {}, body }, seconds) {
  const result = await autocannon({ url, method, headers, body, connections: CONNECTIONS, duration: seconds });
  const bad = result.non2xx + result.errors + result.timeouts;
  if (bad > 0) throw new Error(`${name}: ${bad} of ${result.requests.total} answers were not 2xx`);
  return { name, rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, total: result.requests.total };
}
