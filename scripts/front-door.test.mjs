// The production front door, end to end: nginx (scripts/front-door/) before the Node portal host
// and two supervised API instances (scripts/supervisor.mjs) over one SQLite DATA_DIR, on stand-in
// builds of the shell and one remote. One start serves every check, in order: the cache and
// security headers of what nginx serves against the Node host's own, the API's endpoints and
// its live stream through nginx, then under load a kill -9 of one instance (the supervisor starts
// it again and nginx takes it back) and a rolling restart of both (SIGTERM, drain, restart).
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import zlib from 'node:zlib';
import { startNginxFront } from './front-door/front.mjs';
import { findNginx } from './front-door/nginx.mjs';
import { serveApp } from '../host/src/serve-app.ts';
import { supervise } from './supervisor.mjs';
import { BetterSqlite, eventually, freePorts, instanceAt, missing, mixedLoad, quotePayload, ready, seedData, signIn, sleep, spawnApi } from './test-support/load.mjs';

// scripts/test.mjs installs nginx (as root) before the script tests; elsewhere without it, say so.
const skip = findNginx() ? false : 'nginx is not installed (sudo apt-get install -y nginx)';
const HASHED_CHUNK = 'main.0123abcd.js';
const DRAIN_MS = 3000;

let dir;
let apiPort;
let front;
const supervisors = [];
let url;
let remoteUrl;

/** A stand-in build: a page, an entry, a manifest and a hashed chunk, each with its .gz as the build writes them. */
function standInBuild(folder, title) {
  mkdirSync(folder, { recursive: true });
  const files = {
    'index.html': `<!doctype html><title>${title}</title>`,
    'remoteEntry.js': '/* entry */',
    'mf-manifest.json': '{"name":"stand-in"}',
    [HASHED_CHUNK]: `/* ${'chunk '.repeat(200)} */`,
  };
  for (const [name, content] of Object.entries(files)) {
    writeFileSync(path.join(folder, name), content);
    writeFileSync(path.join(folder, `${name}.gz`), zlib.gzipSync(content));
  }
  return folder;
}

const apiUrl = (i) => `http://127.0.0.1:${apiPort + i}`;
const behindNginx = async () => {
  const seen = new Set();
  for (let i = 0; i < 8; i++) seen.add(await instanceAt(url));
  return seen;
};

before(async () => {
  if (skip) return;
  dir = mkdtempSync(path.join(os.tmpdir(), 'portal-front-door-'));
  const dataDir = path.join(dir, 'data');
  mkdirSync(dataDir);
  apiPort = await freePorts(2);
  const shellPort = await freePorts(2);
  const env = { DATA_DIR: dataDir, API_DRAIN_MS: String(DRAIN_MS), QUOTE_RATE_LIMIT: '0' };
  // Seeded before the instances start, as npm start does; then one after the other.
  await seedData(env);
  for (let i = 0; i < 2; i++) {
    supervisors[i] = supervise(() => spawnApi(apiPort + i, env), { name: `instance ${i}`, log: (line) => console.error(line) });
    await ready(apiUrl(i));
  }
  const hostEnv = {
    PATH: process.env.PATH,
    API_PORT: String(apiPort),
    API_INSTANCES: '2',
    LOG_LEVEL: 'silent',
    REMOTE_DASHBOARD_URL: `http://localhost:${shellPort + 1}`,
  };
  front = await startNginxFront({
    env: hostEnv,
    ports: { api: apiPort, apps: { shell: shellPort, dashboard: shellPort + 1 } },
    apiOrigins: [apiUrl(0), apiUrl(1)],
    serveApp,
    apps: ['shell', 'dashboard'],
    distDirs: { shell: standInBuild(path.join(dir, 'shell'), 'portal'), dashboard: standInBuild(path.join(dir, 'dashboard'), 'dashboard') },
  });
  url = `http://127.0.0.1:${shellPort}`;
  remoteUrl = `http://127.0.0.1:${shellPort + 1}`;
});

after(async () => {
  await front?.stop();
  await Promise.all(supervisors.map((s) => s.stop()));
  if (dir) rmSync(dir, { recursive: true, force: true });
});

test("serves the builds with the Node host's cache rules and security headers", { skip }, async () => {
  const get = (address, headers = {}) => fetch(address, { headers: { 'accept-encoding': 'identity', ...headers } });
  const hostPage = await get(`${front.host.url}/myshipments`, { accept: 'text/html' });
  const page = await get(`${url}/myshipments`, { accept: 'text/html' });
  // Pages come from the Node host, with its CSP and its first-paint HTML.
  assert.equal(page.status, 200);
  assert.equal(await page.text(), await hostPage.text());
  for (const name of ['content-security-policy', 'x-frame-options', 'vary', 'cache-control'])
    assert.equal(page.headers.get(name), hostPage.headers.get(name), name);

  const chunk = await get(`${url}/${HASHED_CHUNK}`);
  assert.equal(chunk.headers.get('cache-control'), 'public, max-age=31536000, immutable');
  assert.equal(chunk.headers.get('x-content-type-options'), 'nosniff');
  assert.match(chunk.headers.get('content-type'), /javascript/);
  const zipped = await fetch(`${url}/${HASHED_CHUNK}`, { headers: { 'accept-encoding': 'gzip' } });
  assert.equal(zipped.headers.get('content-encoding'), 'gzip');

  const registry = await get(`${url}/remotes.json`);
  assert.equal(registry.headers.get('cache-control'), 'no-cache');
  assert.ok((await registry.json()).remotes.some((r) => r.manifest === `http://localhost:${new URL(remoteUrl).port}/mf-manifest.json`));

  // A remote: its files to any origin, its manifest and entry revalidated, its page with the portal's CSP.
  for (const file of ['mf-manifest.json', 'remoteEntry.js']) {
    const res = await get(`${remoteUrl}/${file}`);
    assert.equal(res.status, 200, file);
    assert.equal(res.headers.get('cache-control'), 'no-cache', file);
    assert.equal(res.headers.get('access-control-allow-origin'), '*', file);
    assert.equal(res.headers.get('cross-origin-resource-policy'), 'cross-origin', file);
  }
  assert.equal((await get(`${remoteUrl}/${HASHED_CHUNK}`)).headers.get('cache-control'), 'public, max-age=31536000, immutable');
  const standalone = await get(`${remoteUrl}/shipments`, { accept: 'text/html' });
  assert.equal(standalone.status, 200);
  assert.match(await standalone.text(), /<title>dashboard</);
  assert.equal(standalone.headers.get('content-security-policy'), hostPage.headers.get('content-security-policy'));
  assert.equal(standalone.headers.get('x-frame-options'), 'DENY');
  const missingFile = await get(`${remoteUrl}/nothing.js`);
  assert.equal(missingFile.status, 404);
  assert.deepEqual(await missingFile.json(), { message: 'Not found' });
});

test('balances the API over both instances, one session across them, and streams notifications unbuffered', { skip }, async () => {
  assert.equal((await behindNginx()).size, 2);
  const client = await signIn(url);
  for (let i = 0; i < 6; i++) assert.equal((await client.get('/portal/userProfile')).status, 200);
  const stored = await client.post('/quotes/quotes/store', quotePayload('Through nginx'));
  assert.equal(stored.status, 200);

  // Over the API's JSON limit but under nginx's (an upload's): the API's own 413 comes through, not a broken connection.
  const big = await fetch(`${url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'x'.repeat(2 * 1024 * 1024), password: 'y' }),
  });
  assert.equal(big.status, 413);
  // Over nginx's limit: refused at the door.
  const huge = await fetch(`${url}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: 'x'.repeat(12 * 1024 * 1024) });
  assert.equal(huge.status, 413);
  assert.equal((await huge.json()).code, 'TOO_LARGE');

  // nginx names the request (its $request_id: 32 hex digits), whatever id the client sent.
  const named = await fetch(`${url}/api/health`, { headers: { 'x-request-id': 'chosen-by-the-client' } });
  assert.match(named.headers.get('x-request-id') ?? '', /^[0-9a-f]{32}$/);

  const controller = new AbortController();
  const started = Date.now();
  const stream = await fetch(`${url}/api/notifications/stream`, { headers: { cookie: client.cookie, accept: 'text/event-stream' }, signal: controller.signal });
  assert.equal(stream.status, 200);
  assert.match(stream.headers.get('content-type'), /text\/event-stream/);
  const reader = stream.body.getReader();
  const first = await reader.read();
  // The API's first event (or comment) came through while the stream stays open: nothing held it back.
  assert.ok(first.value.length > 0);
  assert.ok(Date.now() - started < 5000, `first bytes after ${Date.now() - started} ms`);
  controller.abort();
});

test('every GET of the contracts answers through nginx as on an instance directly', { skip }, async () => {
  await import('../shared/contracts/node/typescript-modules.mjs');
  const files = [
    'accessTokens',
    'auth',
    'contact',
    'documents',
    'externalApps',
    'network',
    'notifications',
    'portal',
    'profile',
    'quoteRequests',
    'quotes',
    'reference',
    'shipments',
    'system',
    'webhooks',
  ];
  const endpoints = [];
  for (const file of files) {
    const exported = await import(`../shared/contracts/src/${file}.ts`);
    for (const contract of Object.values(exported))
      for (const endpoint of Object.values(contract && typeof contract === 'object' ? contract : {}))
        // Addresses without parameters; the live stream never ends (its own test is above).
        if (endpoint?.method === 'GET' && typeof endpoint.path === 'string' && !endpoint.path.includes(':') && !endpoint.path.endsWith('/stream'))
          endpoints.push(endpoint.path);
  }
  assert.ok(endpoints.length > 20, `${endpoints.length} endpoints`);
  const admin = { email: 'admin@portal.test', password: 'Admin!2345' };
  const [front, direct] = [await signIn(url, admin), await signIn(apiUrl(1), admin)];
  const differences = [];
  const answered = new Map();
  for (const address of new Set(endpoints)) {
    const p = address.slice('/api'.length);
    const [a, b] = [await front.get(p), await direct.get(p)];
    const shape = (res) =>
      `${res.status} ${(res.headers.get('content-type') ?? '').split(';')[0]} ${res.status === 200 && typeof res.body === 'object' ? Object.keys(res.body).sort().join(',') : ''}`;
    answered.set(address, a.status);
    if (shape(a) !== shape(b)) differences.push(`${address}: nginx ${shape(a)}, instance ${shape(b)}`);
  }
  assert.deepEqual(differences, []);
  console.log(`contracts through nginx: ${answered.size} GET addresses, ${[...answered.values()].filter((status) => status === 200).length} answered 200`);
  assert.ok([...answered.values()].filter((status) => status === 200).length > answered.size / 2);
});

test(
  'a kill -9 under load loses no acknowledged write and fails no read; the supervisor has the instance back within 30 s; a rolling restart then fails nothing',
  { skip },
  async () => {
    const client = await signIn(url);
    const load = mixedLoad(client, 'Front door');
    let rejoinedMs;
    let readyMs;
    try {
      await sleep(1500);
      const killedAt = Date.now();
      const victim = supervisors[0].child;
      victim.kill('SIGKILL');
      await eventually(async () => supervisors[0].child !== victim && (await instanceAt(apiUrl(0))) !== null, 30_000, 'the killed instance started again');
      readyMs = Date.now() - killedAt;
      const back = await instanceAt(apiUrl(0));
      await eventually(async () => (await behindNginx()).has(back), 30_000 - (Date.now() - killedAt), 'the restarted instance behind nginx');
      rejoinedMs = Date.now() - killedAt;
    } finally {
      await load.stop();
    }
    const killed = load.result;

    // A rolling restart: each instance stopped gracefully in turn (it drains), started again by its supervisor.
    const rolling = mixedLoad(client, 'Rolling');
    try {
      await sleep(1000);
      for (let i = 0; i < 2; i++) {
        const stopped = supervisors[i].child;
        stopped.kill('SIGTERM');
        await eventually(async () => supervisors[i].child !== stopped && (await instanceAt(apiUrl(i))) !== null, 60_000, `instance ${i} restarted`);
        const id = await instanceAt(apiUrl(i));
        await eventually(async () => (await behindNginx()).has(id), 30_000, `instance ${i} behind nginx again`);
      }
      await sleep(500);
    } finally {
      await rolling.stop();
    }
    const restarted = rolling.result;

    console.log(
      `nginx, kill -9 of one of two: ready again after ${(readyMs / 1000).toFixed(1)} s, behind nginx after ${(rejoinedMs / 1000).toFixed(1)} s; ${killed.reads} reads (${killed.failedReads.length} failed), ` +
        `${killed.writes} writes (${killed.acked.length} acknowledged). Rolling restart: ${restarted.reads} reads, ${restarted.writes} writes, ` +
        `${restarted.failedReads.length + restarted.failedWrites.length} failed`,
    );
    assert.ok(rejoinedMs <= 30_000);
    assert.deepEqual(killed.failedReads, []);
    // Only writes in flight on the killed process may fail, as nginx's gateway error.
    for (const failure of killed.failedWrites) assert.match(failure, /^502 /);
    assert.ok(killed.failedWrites.length <= 6, killed.failedWrites.join('\n'));
    assert.deepEqual(restarted.failedReads, []);
    assert.deepEqual(restarted.failedWrites, []);
    assert.ok(killed.acked.length > 10 && restarted.acked.length > 10);
    const db = new BetterSqlite(path.join(dir, 'data', 'portal.sqlite'), { readonly: true });
    try {
      const rows = db.prepare('SELECT quote_nr, goods_description FROM quotes').all();
      assert.deepEqual(missing([...killed.acked, ...restarted.acked], rows), []);
    } finally {
      db.close();
    }
  },
);
