// What the front door's and the backups' script tests share: the API as a real process over a
// DATA_DIR (or DATABASE_URL), a signed-in client, and a mixed load of reads and acknowledged
// quote writes through any address.
import { execFile, spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import net from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';
import { API_BUNDLE, apiBundleIsCurrent, buildApi, SEED_BUNDLE } from '../build-api.mjs';
import { newest } from '../build.mjs';
import { root } from '../ports.mjs';

await import('../../shared/contracts/node/typescript-modules.mjs');
const { formToPayload, localToday } = await import('../../shared/contracts/src/rules/quoteForm.ts');
const { validQuoteForm } = await import('../../shared/contracts/src/rules/quoteForm.fixtures.ts');

const API_DIR = path.join(root, 'mock-api');

const DEMO = { email: 'customer@portal.test', password: 'Customer!2345' };

/**
 * The API's process on `port`, from its production build as `npm start` runs it (built first
 * when a source is newer: under a second); its output is kept for a failure's message.
 */
export function spawnApi(port, env) {
  if (!apiBundleIsCurrent(newest)) buildApi();
  const child = spawn(process.execPath, ['--enable-source-maps', API_BUNDLE], {
    cwd: API_DIR,
    env: { PATH: process.env.PATH, LOG_LEVEL: 'warn', ...env, API_PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.output = '';
  child.stdout.on('data', (chunk) => (child.output += chunk));
  child.stderr.on('data', (chunk) => (child.output += chunk));
  return child;
}

/** Seeds a new database (DATA_DIR or DATABASE_URL of env) as `npm start` does before the API starts: the API never seeds. */
export async function seedData(env) {
  if (!apiBundleIsCurrent(newest)) buildApi();
  await promisify(execFile)(process.execPath, ['--enable-source-maps', SEED_BUNDLE, '--if-empty'], { cwd: API_DIR, env: { PATH: process.env.PATH, ...env } });
}

function portIsFree(port) {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

/** `count` consecutive free ports from a port the system handed out. */
export async function freePorts(count) {
  for (;;) {
    const first = await new Promise((resolve) => {
      const probe = net.createServer();
      probe.listen(0, '127.0.0.1', () => {
        const { port } = probe.address();
        probe.close(() => resolve(port));
      });
    });
    let free = true;
    for (let i = 1; i < count && free; i++) free = await portIsFree(first + i);
    if (free) return first;
  }
}

export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Polls `check` until it holds; throws after timeoutMs. */
export async function eventually(check, timeoutMs, what) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if (await check()) return;
    } catch {
      /* not yet */
    }
    await sleep(100);
  }
  throw new Error(`timed out waiting for ${what}`);
}

/** Which instance answered /api/health at `baseUrl` (null while it is not ready). */
export async function instanceAt(baseUrl) {
  const res = await fetch(`${baseUrl}/api/health`);
  const body = await res.json();
  return res.status === 200 ? body.instance : null;
}

/** Waits until an API process at `baseUrl` says ready. */
export const ready = (baseUrl, timeoutMs = 90_000) => eventually(async () => (await instanceAt(baseUrl)) !== null, timeoutMs, `${baseUrl} ready`);

/** A signed-in session at `baseUrl`: get/post with its cookie and CSRF token. */
export async function signIn(baseUrl, { email, password } = DEMO) {
  const res = await fetch(`${baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const body = await res.json();
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${JSON.stringify(body)}`);
  const cookie = res.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .find((pair) => pair.startsWith('portal.sid='));
  const send = async (method, p, payload) => {
    const headers = { accept: 'application/json', cookie };
    if (payload !== undefined) headers['content-type'] = 'application/json';
    if (method !== 'GET') headers['x-csrf-token'] = body.csrfToken;
    const answer = await fetch(`${baseUrl}/api${p}`, { method, headers, body: payload === undefined ? undefined : JSON.stringify(payload) });
    const text = await answer.text();
    return {
      status: answer.status,
      headers: answer.headers,
      text,
      body: (answer.headers.get('content-type') ?? '').includes('json') ? JSON.parse(text) : text,
    };
  };
  return { cookie, get: (p) => send('GET', p), post: (p, payload) => send('POST', p, payload) };
}

export function quotePayload(marker) {
  const departureDate = localToday(new Date(Date.now() + 10 * 86_400_000));
  return { ...formToPayload({ ...validQuoteForm('SEA'), departureDate, goodsDescription: marker }), customer: null };
}

/**
 * Reads and quote writes (one in four) from `workers` loops until stop(). Each acknowledged
 * write is kept with the time its answer came; a failure is kept as "<status> <text>" or the
 * error that stood for an answer.
 */
export function mixedLoad(client, label, workers = 6) {
  const result = { reads: 0, failedReads: [], writes: 0, failedWrites: [], acked: [] };
  const reads = ['/shipments/quotes', '/portal/userProfile', '/health'];
  const once = async (w, i) => {
    const write = i % 4 === 3;
    const marker = `${label} ${w}-${i}`;
    const p = write ? '/quotes/quotes/store' : reads[i % reads.length];
    const failed = write ? result.failedWrites : result.failedReads;
    result[write ? 'writes' : 'reads']++;
    const res = await (write ? client.post(p, quotePayload(marker)) : client.get(p)).catch((err) => ({ status: 0, text: String(err) }));
    if (res.status !== 200) failed.push(`${res.status || ''} ${p} ${res.text.slice(0, 120)}`.trim());
    else if (write) result.acked.push({ quoteNr: res.body.quote_nr, marker, at: Date.now() });
  };
  let running = true;
  const all = Promise.all(
    Array.from({ length: workers }, async (_, w) => {
      for (let i = 0; running; i++) await once(w, i);
    }),
  );
  const stop = () => ((running = false), all.then(() => result));
  return { result, stop };
}

/** better-sqlite3 from the API's own dependencies. */
export const BetterSqlite = createRequire(path.join(API_DIR, 'package.json'))('better-sqlite3');

/** The acknowledged quotes missing (or different) among `rows` of { quote_nr, goods_description }. */
export function missing(acked, rows) {
  const stored = new Map(rows.map((r) => [r.quote_nr, r.goods_description]));
  return acked.filter((q) => stored.get(q.quoteNr) !== q.marker);
}
