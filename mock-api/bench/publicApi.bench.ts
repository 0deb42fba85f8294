/**
 * The public API's figures: `npx tsx bench/publicApi.bench.ts [--seconds=5] [--connections=20] [--events=200]`
 * (from mock-api/; BENCH_PORT_OFFSET moves the port, default 450 → 8540).
 *
 * 1. Read throughput with an access token against the same read with a session cookie, on the
 *    dashboard answer and a table page, by autocannon in its own process against the API in this
 *    one (the token path with its per-token limit counted in the database, as in production).
 * 2. Webhook latency: events recorded one at a time (recordEvents) until a
 *    local receiver has the signed delivery; p50/p95/max in ms.
 * 3. The public part of the OpenAPI document: operations and documented statuses.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDb } from '../src/db';
import { recordEvents } from '../src/modules/notifications/events';
import { publicDocument } from '../src/openapi';
import { seedAll } from '../src/seed';

const arg = (name: string, fallback: number) => Number(process.argv.slice(2).find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const seconds = arg('seconds', 5);
const connections = arg('connections', 20);
const events = arg('events', 200);
const port = 8090 + Number(process.env.BENCH_PORT_OFFSET ?? 450);

interface Cannon {
  requests: { average: number };
  latency: { p50: number; p99: number };
  non2xx: number;
  errors: number;
}

function autocannon(url: string, headers: Record<string, string>): Promise<Cannon> {
  const bin = path.join(import.meta.dirname, '..', 'node_modules', '.bin', 'autocannon');
  const args = ['-j', '-c', String(connections), '-d', String(seconds), ...Object.entries(headers).flatMap(([k, v]) => ['-H', `${k}=${v}`]), url];
  return new Promise((resolve, reject) => {
    const child = spawn(bin, args, { stdio: ['ignore', 'pipe', 'ignore'] });
    let out = '';
    child.stdout.on('data', (c: Buffer) => (out += c));
    child.on('error', reject);
    child.on('close', () => {
      try {
        resolve(JSON.parse(out) as Cannon);
      } catch (err) {
        reject(err);
      }
    });
  });
}

async function json(url: string, init: RequestInit & { headers?: Record<string, string> } = {}) {
  const res = await fetch(url, init);
  return { res, body: (await res.json()) as Record<string, any> }; // eslint-disable-line @typescript-eslint/no-explicit-any
}

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-public-api-bench-'));
  const config = loadConfig({}, { dataDir, apiPort: port, logLevel: 'silent', tokenRateLimit: 1_000_000_000, webhookAllowPrivate: true });
  const db = await openDb(config.dbFile);
  await seedAll(db, config);
  const app = await buildApp(config, db);
  await app.listen({ host: '127.0.0.1', port });
  const base = `http://127.0.0.1:${port}/api`;
  const receiver = http.createServer();
  try {
    // A signed-in customer and a token over the same organisation.
    const login = await fetch(`${base}/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'customer@portal.test', password: 'Customer!2345' }) });
    const cookie = login.headers.getSetCookie().find((c) => c.startsWith('portal.sid='))!.split(';')[0];
    const { csrfToken } = (await login.json()) as { csrfToken: string };
    const session = { cookie, 'x-csrf-token': csrfToken, 'content-type': 'application/json' };
    const options = (await json(`${base}/portal/customerOptions`, { headers: session })).body;
    const code = options.selected as string;
    const created = (await json(`${base}/portal/accessTokens`, { method: 'POST', headers: session, body: JSON.stringify({ name: 'bench', expiresInDays: 7, access: 'write', organisations: [code] }) })).body;
    const bearer = { authorization: `Bearer ${created.token}` };

    console.log(`Read throughput, ${connections} connections, ${seconds} s each (requests/s, p50/p99 ms):`);
    for (const [label, route] of [
      ['dashboard /api/shipments/data', '/shipments/data'],
      ['table page /api/myShipments/sea/rows', '/myShipments/sea/rows?startRow=0&endRow=50'],
    ]) {
      const viaCookie = await autocannon(`${base}${route}`, { cookie });
      const viaToken = await autocannon(`${base}${route}`, bearer);
      const f = (c: Cannon) => `${c.requests.average.toFixed(0).padStart(6)} req/s  p50 ${String(c.latency.p50).padStart(3)}  p99 ${String(c.latency.p99).padStart(4)}  non-2xx ${c.non2xx + c.errors}`;
      console.log(`  ${label}\n    cookie: ${f(viaCookie)}\n    token:  ${f(viaToken)}\n    token / cookie = ${(viaToken.requests.average / viaCookie.requests.average).toFixed(2)}`);
    }

    // Webhook latency: event recorded → signed delivery at the receiver.
    const arrived = new Map<string, number>();
    receiver.on('request', (req, res) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c));
      req.on('end', () => {
        const subject = (JSON.parse(body) as { data: { subject: { id: string } } }).data.subject.id;
        arrived.set(subject, performance.now());
        res.writeHead(204).end();
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    const receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
    const registered = await json(`${base}/webhooks`, { method: 'POST', headers: { ...bearer, 'content-type': 'application/json' }, body: JSON.stringify({ url: receiverUrl, eventTypes: ['shipment.delayed'] }) });
    if (registered.res.status !== 200) throw new Error(`webhook registration: ${registered.res.status} ${JSON.stringify(registered.body)}`);
    const customerId = (await db.get<{ id: number }>('SELECT id FROM customers WHERE code = @code', { code }))!.id;
    const latencies: number[] = [];
    for (let i = 0; i < events; i++) {
      const subject = `BENCH-${i}`;
      const started = performance.now();
      await recordEvents(db, [
        { type: 'shipment.delayed', subject: { kind: 'shipment', id: subject, mode: 'sea' }, customerIds: [customerId], title: 'Delayed', body: 'Bench.', data: { delayDays: 2 }, dedupKey: `bench:${subject}:${Date.now()}` },
      ]);
      while (!arrived.has(subject)) await new Promise((r) => setImmediate(r));
      latencies.push(arrived.get(subject)! - started);
    }
    latencies.sort((a, b) => a - b);
    const q = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))].toFixed(1);
    console.log(`Webhook latency, event recorded → receiver (${events} events, one at a time): p50 ${q(0.5)} ms  p95 ${q(0.95)} ms  max ${q(1)} ms`);

    const doc = publicDocument(app.openapiDocument());
    const ops = Object.values(doc.paths).flatMap((o) => Object.values(o));
    console.log(`OpenAPI public part: ${ops.length} operations, ${ops.reduce((n, op) => n + Object.keys(op.responses).length, 0)} documented statuses`);
  } finally {
    receiver.close();
    await app.close();
    await db.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exitCode = 1;
});
