import type { AddressInfo } from 'node:net';
import { METRICS_PATH, systemContract } from '@portal/contracts/system';
import { PostgresDb } from '../src/db';
import { requestTag } from '../src/db/requestTag';
import { startTestServer, TestClient, type TestServer } from './helpers';

/** What an operator reads off an instance: metrics on their own port, the request id, liveness apart from readiness. */
let server: TestServer;
let metricsUrl: string;

beforeAll(async () => {
  server = await startTestServer({ seed: 'core', config: { metricsPort: 0 } });
  metricsUrl = `http://127.0.0.1:${(server.app.metrics.server!.address() as AddressInfo).port}${METRICS_PATH}`;
});
afterAll(() => server.close());

describe('metrics', () => {
  it('counts requests and their latency per route pattern, with the pool or queue and the event-loop delay', async () => {
    const client = new TestClient(server.baseUrl);
    for (let i = 0; i < 3; i++) expect((await client.call(systemContract.health)).status).toBe(200);
    expect((await client.get('/api/no-such-thing/42')).status).toBe(404);
    const res = await fetch(metricsUrl);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/plain');
    const text = await res.text();
    const count = (line: RegExp) => Number(line.exec(text)?.[1]);
    expect(count(/^portal_http_requests_total\{method="GET",route="\/api\/health",status="200"\} (\d+)$/m)).toBeGreaterThanOrEqual(3);
    expect(count(/^portal_http_request_duration_seconds_count\{method="GET",route="\/api\/health",status="200"\} (\d+)$/m)).toBeGreaterThanOrEqual(3);
    expect(text).toMatch(/^portal_http_request_duration_seconds_bucket\{le="0.1",method="GET",route="\/api\/health",status="200"\} \d+$/m);
    // A pattern, never the address asked for: unknown ones share one series.
    expect(text).toContain('route="(unmatched)",status="404"');
    expect(text).not.toContain('no-such-thing');
    expect(text).toMatch(/^nodejs_eventloop_lag_p99_seconds [\d.e-]+$/m);
    expect(text).toMatch(/^process_resident_memory_bytes \d+/m);
    // The start committed (the purge job's claim): the gauge is the data layer's own count, at most what it holds now.
    const commits = count(/^portal_db_durable_commits (\d+)$/m);
    expect(commits).toBeGreaterThan(0);
    expect(commits).toBeLessThanOrEqual(server.db.durableCommits);
    if (server.db instanceof PostgresDb) {
      expect(text).toMatch(/^portal_db_pool_connections\{state="waiting"\} 0$/m);
      expect(text).toMatch(/^portal_change_listener_current [01]$/m);
    } else expect(text).toMatch(/^portal_db_queue 0$/m);
  });

  it('is served on its own port only: not on the API’s, and nothing else on its own', async () => {
    expect((await fetch(`${server.baseUrl}${METRICS_PATH}`)).status).toBe(404);
    expect((await fetch(`${server.baseUrl}/api${METRICS_PATH}`)).status).toBe(404);
    expect((await fetch(metricsUrl.replace(METRICS_PATH, '/api/health'))).status).toBe(404);
  });
});

describe('request id', () => {
  it('takes the front door’s X-Request-Id (a loopback connection, as the portal host’s), answers with it and runs the request under it', async () => {
    // The change check is the first database call of every request: what it runs under, queries do.
    const seen: (string | undefined)[] = [];
    const poll = server.db.pollChanges.bind(server.db);
    server.db.pollChanges = () => {
      seen.push(requestTag.getStore());
      return poll();
    };
    try {
      const res = await fetch(`${server.baseUrl}/api/health`, { headers: { 'x-request-id': 'front-door-0001' } });
      expect(res.headers.get('x-request-id')).toBe('front-door-0001');
    } finally {
      server.db.pollChanges = poll;
    }
    expect(seen).toEqual(['front-door-0001']);
  });

  it('makes its own when none came or the one given is not well formed', async () => {
    const none = await fetch(`${server.baseUrl}/api/health`);
    const odd = await fetch(`${server.baseUrl}/api/health`, { headers: { 'x-request-id': 'a b<script>' } });
    const ids = [none.headers.get('x-request-id'), odd.headers.get('x-request-id')];
    for (const id of ids) expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(ids[0]).not.toBe(ids[1]);
  });

  it('names the request in the application_name of its transactions (PostgreSQL); other statements keep the pool’s', async () => {
    if (!(server.db instanceof PostgresDb)) return;
    const db = server.db;
    const inTx = await requestTag.run('request-0042', () => db.tx(() => db.get<{ name: string }>("SELECT current_setting('application_name') AS name")));
    expect(inTx?.name).toBe('portal-api req request-0042');
    const outside = await db.get<{ name: string }>("SELECT current_setting('application_name') AS name");
    expect(outside?.name).toBe('portal-api');
  });
});

describe('liveness and readiness', () => {
  it('is alive while draining, when readiness says 503', async () => {
    const client = new TestClient(server.baseUrl);
    server.app.lifecycle.draining = true;
    try {
      expect((await client.call(systemContract.health)).status).toBe(503);
      const live = await client.call(systemContract.live);
      expect(live.status).toBe(200);
      expect(live.body.status).toBe('alive');
    } finally {
      server.app.lifecycle.draining = false;
    }
  });

  it('is alive without its database (no query on the way: not even the change check)', async () => {
    const client = new TestClient(server.baseUrl);
    const get = server.db.get.bind(server.db);
    const poll = server.db.pollChanges.bind(server.db);
    const refuse = () => Promise.reject(new Error('database down'));
    server.db.get = refuse;
    server.db.pollChanges = refuse;
    try {
      expect((await client.call(systemContract.health)).status).not.toBe(200);
      expect((await client.call(systemContract.live)).status).toBe(200);
    } finally {
      server.db.get = get;
      server.db.pollChanges = poll;
    }
  });
});
