import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { DEMO } from '../helpers';
import { freePort, startApiProcess, stopApiProcess, type ApiProcess } from './apiProcess';

/**
 * SIGTERM under load (the outside scan: 2 of about 22 000 requests answered 500 when the API was
 * stopped). Signed-in reads and writes run on keep-alive connections; the API is stopped half-way;
 * the load goes on until the process has exited. Every request the API accepted is answered
 * normally: no 5xx, no reset. A connection refused once it stopped listening is counted apart
 * (with one instance there is nowhere else to go; a balancer sends those to another).
 *
 * @runAlone: timings under its own load; runs after the other files, with nothing beside it (test/runner.cjs).
 */
jest.setTimeout(120_000);
const CONNECTIONS = 24;
let dataDir: string;
let api: ApiProcess | undefined;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-stop-test-'));
  api = await startApiProcess(dataDir, await freePort(), { QUOTE_RATE_LIMIT: '0', CONTACT_RATE_LIMIT: '0', LOGIN_RATE_LIMIT: '0', LOG_LEVEL: 'warn' });
});
afterAll(async () => {
  await stopApiProcess(api);
  fs.rmSync(dataDir, { recursive: true, force: true });
});

interface Outcome {
  status?: number;
  error?: string;
  /** The request went out on a connection the API had already accepted. */
  reused: boolean;
}

function send(agent: http.Agent, base: URL, method: string, pathname: string, headers: Record<string, string>, body?: string): Promise<Outcome> {
  return new Promise((resolve) => {
    const req = http.request(
      {
        agent,
        host: base.hostname,
        port: base.port,
        method,
        path: pathname,
        headers: body ? { ...headers, 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)) } : headers,
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode, reused: req.reusedSocket }));
        res.on('error', (err: NodeJS.ErrnoException) => resolve({ error: err.code ?? err.message, reused: req.reusedSocket }));
      },
    );
    req.on('error', (err: NodeJS.ErrnoException) => resolve({ error: err.code ?? err.message, reused: req.reusedSocket }));
    req.end(body);
  });
}

async function signInOn(agent: http.Agent, base: URL): Promise<Record<string, string>> {
  const res = await fetch(new URL('/api/login', base), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: DEMO.customer.email, password: DEMO.customer.password }),
  });
  // The session cookie among those sign-in sets (the shell's signed-in hint is another).
  const cookie = res.headers.getSetCookie().map((line) => line.split(';')[0]).find((pair) => pair.startsWith('portal.sid=')) ?? '';
  const { csrfToken } = (await res.json()) as { csrfToken: string };
  void agent;
  return { cookie, 'x-csrf-token': csrfToken };
}

it('answers every request it accepted while it stops on SIGTERM, then exits 0', async () => {
  const base = new URL(api!.baseUrl);
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const auth = await signInOn(agent, base);
  const outcomes: Outcome[] = [];
  let stopping = false;
  let exited = false;
  void api!.exited.then(() => (exited = true));
  const mix = [
    () => send(agent, base, 'GET', '/api/shipments/data', auth),
    () => send(agent, base, 'GET', '/api/portal/userProfile', auth),
    () => send(agent, base, 'POST', '/api/unlocode/countries', auth, JSON.stringify({ country: 'Ne' })),
    () => send(agent, base, 'GET', '/api/myShipments/sea/rows?startRow=0&endRow=50', auth),
  ];
  const worker = async (w: number) => {
    for (let i = w; !exited; i++) {
      const outcome = await mix[i % mix.length]();
      outcomes.push(outcome);
      // Once refused, the port is closed for good: no point hammering it.
      if (stopping && outcome.error === 'ECONNREFUSED') await new Promise((r) => setTimeout(r, 20));
    }
  };
  const workers = Array.from({ length: CONNECTIONS }, (_, w) => worker(w));
  // Under way first: a few hundred answers (however busy the machine), at least 2 s.
  const started = Date.now();
  while ((outcomes.length < 300 || Date.now() - started < 2000) && Date.now() - started < 60_000) await new Promise((r) => setTimeout(r, 50));
  const before = outcomes.length;
  stopping = true;
  api!.child.kill('SIGTERM');
  const code = await api!.exited;
  await Promise.all(workers);
  agent.destroy();

  const answered = outcomes.filter((o) => o.status !== undefined);
  const refused = outcomes.filter((o) => o.error === 'ECONNREFUSED');
  const failed = outcomes.filter((o) => (o.status !== undefined && o.status >= 500) || (o.error !== undefined && o.error !== 'ECONNREFUSED'));
  console.log(
    `[graceful stop] requests ${outcomes.length} (${before} before SIGTERM), answered ${answered.length}, ` +
      `5xx ${answered.filter((o) => o.status! >= 500).length}, refused after close ${refused.length}, failed ${failed.length}`,
  );
  expect(code).toBe(0);
  expect(before).toBeGreaterThanOrEqual(300);
  expect(answered.filter((o) => o.status !== 200).map((o) => o.status)).toEqual([]);
  expect(failed).toEqual([]);
});
