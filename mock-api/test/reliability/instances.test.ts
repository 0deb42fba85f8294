import fs from 'node:fs';
import path from 'node:path';
import { formToPayload, localToday } from '@portal/contracts/rules/quoteForm';
import { validQuoteForm } from '@portal/contracts/rules/quoteForm.fixtures';
import { openDb, type Db } from '../../src/db';
import { SHIPMENTS_DAY_KEY } from '../../src/modules/shipments/feedDay';
import { SHIPMENTS_FEED_VERSION } from '../../src/simulation/shipments';
import { openBareTestDb, TEST_DATABASE_URL, type TestDb } from '../testDb';
import { pdfBytes, upload } from '../documentsFixtures';
import { DEMO, signIn, TestClient } from '../helpers';
import { seedProcess, stopApiProcess } from './apiProcess';
import { eventually, startCluster, tmpDataDir, type Cluster } from './cluster';

/**
 * Two API instances as real processes over one database (the DATA_DIR's SQLite file; in the
 * postgres project one PostgreSQL database, DATABASE_URL), and the portal host balancing /api over
 * them (API_INSTANCES=2). Nothing may be trusted from one process's memory: what is written
 * through one instance is seen through the other on its very next request; throttles and the
 * daily job count across both; a kill -9 of one instance under load loses no acknowledged write
 * and fails no read; a rolling restart under load fails no request at all.
 *
 * @runAlone: timings under its own load; runs after the other files, with nothing beside it (test/runner.cjs).
 */
jest.setTimeout(300_000);

const ymd = (date: Date) => date.toISOString().slice(0, 10);
const LOGIN_LIMIT = 6;

let dataDir: string;
let cluster: Cluster;
/** PostgreSQL: the test's own database (and its connection). */
let testDb: TestDb | null = null;

/**
 * Looks at what the instances stored: on PostgreSQL through the test's connection; on SQLite
 * through a connection opened for the look only, so no third process holds the file meanwhile.
 */
async function look<T>(read: (db: Db) => Promise<T>): Promise<T> {
  if (testDb) return read(testDb.db);
  const db = await openDb(path.join(dataDir, 'portal.sqlite'));
  try {
    return await read(db);
  } finally {
    await db.close();
  }
}
let a: string;
let b: string;

/** The same session (cookie and token) talking to another address. */
function via(client: TestClient, baseUrl: string): TestClient {
  const copy = new TestClient(baseUrl);
  copy.cookie = client.cookie;
  copy.csrfToken = client.csrfToken;
  return copy;
}

function quotePayload(marker: string) {
  const departureDate = localToday(new Date(Date.now() + 10 * 86_400_000));
  return { ...formToPayload({ ...validQuoteForm('SEA'), departureDate, goodsDescription: marker }), customer: null };
}

beforeAll(async () => {
  dataDir = tmpDataDir('instances');
  // Seed once, alone; then make the stored shipments yesterday's, so the daily refresh is due.
  if (TEST_DATABASE_URL) testDb = await openBareTestDb(dataDir, 'all');
  else await seedProcess(dataDir);
  await look(async (db) => {
    await db.run('UPDATE app_meta SET meta_value = @day WHERE meta_key = @key', { day: ymd(new Date(Date.now() - 86_400_000)), key: SHIPMENTS_DAY_KEY });
    await db.run("DELETE FROM job_runs WHERE job = 'shipments.refresh'");
  });

  // Info level for the refresh's own log line; LOGIN_RATE_LIMIT low enough to reach.
  // Windows of an hour: the throttle's fixed window does not turn over during the test.
  cluster = await startCluster(dataDir, 2, {
    LOG_LEVEL: 'info',
    LOGIN_RATE_LIMIT: String(LOGIN_LIMIT),
    LOGIN_RATE_WINDOW_MS: '3600000',
    QUOTE_RATE_LIMIT: '0',
    // As the portal scripts set it (DRAIN_MS of host/src/api-balancer.ts): the host takes an instance out before it stops listening.
    API_DRAIN_MS: '3000',
    ...(testDb ? { DATABASE_URL: testDb.url! } : {}),
  });
  [a, b] = cluster.apis.map((api) => api!.baseUrl);
});

afterAll(async () => {
  await cluster?.stop();
  await testDb?.dispose();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('two instances over one database', () => {
  it('ran the daily shipment refresh once, on one of the two started together', async () => {
    const runs = await look((db) => db.all<{ run_key: string; finished_at: number | null }>("SELECT run_key, instance, finished_at FROM job_runs WHERE job = 'shipments.refresh'"));
    expect(runs).toEqual([{ run_key: `${ymd(new Date())} ${SHIPMENTS_FEED_VERSION}`, instance: expect.any(String), finished_at: expect.any(Number) }]);
    const refreshes = cluster.apis.map((api) => api!.output().split('shipments re-generated for today').length - 1);
    expect(refreshes.sort()).toEqual([0, 1]);
    const day = await look((db) => db.get<{ meta_value: string }>('SELECT meta_value FROM app_meta WHERE meta_key = @key', { key: SHIPMENTS_DAY_KEY }));
    expect(day?.meta_value).toBe(ymd(new Date()));
  });

  it('takes a session signed in on A on B, and a logout on A is a 401 on B at once', async () => {
    const onA = await signIn(a, DEMO.customer.email, DEMO.customer.password);
    const onB = via(onA, b);
    expect((await onB.get('/portal/userProfile')).status).toBe(200);
    expect((await onA.post('/logout')).status).toBe(200);
    expect((await onB.get('/portal/userProfile')).status).toBe(401);
  });

  it('shows a selection made on A in the answers of B', async () => {
    const onA = await signIn(a, DEMO.customer.email, DEMO.customer.password);
    const onB = via(onA, b);
    const options = (await onB.get('/portal/customerOptions')).body as { options: { value: string }[]; selected: string };
    const other = options.options.find((o) => o.value !== options.selected)!.value;
    expect((await onA.post('/portal/customer', { customer: other })).status).toBe(200);
    expect((await onB.get('/portal/customerOptions')).body.selected).toBe(other);
  });

  it('lists on B, at once, a quote written through A (B had the list cached)', async () => {
    const onA = await signIn(a, DEMO.basic.email, DEMO.basic.password);
    const onB = via(onA, b);
    const before = await onB.get('/shipments/quotes');
    expect(before.status).toBe(200);
    const stored = await onA.post('/quotes/quotes/store', quotePayload('Two instances'));
    expect(stored.status).toBe(200);
    const after = await onB.get<{ quotes: { quote_nr: string }[] }>('/shipments/quotes');
    expect(after.body.quotes.map((q) => q.quote_nr)).toContain(stored.body.quote_nr);
  });

  it('shows through B a reference edit made through A (B had the page cached)', async () => {
    const adminA = await signIn(a, DEMO.admin.email, DEMO.admin.password);
    const adminB = via(adminA, b);
    const page = { startRow: 0, endRow: 5, sortModel: [{ colId: 'code', sort: 'asc' }] };
    const before = await adminB.table('/reference/customers/rows', page);
    expect(before.status).toBe(200);
    const first = before.body.rows[0] as { id: number; name: string };
    const record = (await adminA.get(`/reference/customers/${first.id}`)).body.record as Record<string, unknown>;
    const renamed = `${String(record.name).slice(0, 80)} (renamed)`;
    expect((await adminA.put(`/reference/customers/${first.id}`, { ...record, name: renamed })).status).toBe(200);
    const after = await adminB.table('/reference/customers/rows', page);
    expect(after.body.rows[0].name).toBe(renamed);
  });

  it('counts sign-in attempts made on both instances against one limit', async () => {
    // An address nobody signed in with yet: the limit counts every attempt per address + e-mail.
    const attempt = (baseUrl: string) => new TestClient(baseUrl).login('nobody@portal.test', 'wrong password');
    for (let i = 0; i < LOGIN_LIMIT / 2; i++) {
      expect((await attempt(a)).status).toBe(401);
      expect((await attempt(b)).status).toBe(401);
    }
    expect((await attempt(a)).status).toBe(429);
    expect((await attempt(b)).status).toBe(429);
  });

  it('downloads through B a document uploaded through A', async () => {
    const adminA = await signIn(a, DEMO.admin.email, DEMO.admin.password);
    const content = pdfBytes('two instances', 3000);
    const contentType = String((await look((db) => db.get<{ id: number }>("SELECT id FROM content_types WHERE name = 'Customs'")))!.id);
    const fields = { name: 'Two instances', publication_date: localToday(new Date(Date.now() - 86_400_000)), content_type: contentType, distribution_type: 'Generic' };
    const res = await upload(adminA, 'uploadCreate', fields, { name: 'two.pdf', content, type: 'application/pdf' });
    expect(res.status).toBe(200);
    const download = await fetch(`${b}/api/reference/documents/${res.body.document.id}/download`, { headers: { cookie: adminA.cookie! } });
    expect(download.status).toBe(200);
    expect(Buffer.from(await download.arrayBuffer())).toEqual(content);
  });

  it('balances /api over both through the portal host, one session across them', async () => {
    const seen = new Set<string>();
    for (let i = 0; i < 20; i++) seen.add(((await (await fetch(`${cluster.host.url}/api/health`)).json()) as { instance: string }).instance);
    expect(seen.size).toBe(2);
    // The host makes the request id; a client's own never reaches the API's logs.
    const ids = await Promise.all([1, 2].map(async () => (await fetch(`${cluster.host.url}/api/health`, { headers: { 'x-request-id': 'chosen-by-client' } })).headers.get('x-request-id')));
    for (const id of ids) expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(ids[0]).not.toBe(ids[1]);
    const client = await signIn(cluster.host.url, DEMO.customer.email, DEMO.customer.password);
    for (let i = 0; i < 10; i++) expect((await client.get('/portal/userProfile')).status).toBe(200);
  });
});

interface LoadResult {
  reads: number;
  failedReads: string[];
  writes: number;
  failedWrites: string[];
  acked: { quoteNr: string; marker: string }[];
}

/** Mixed reads and quote writes through the portal host until stop() is called. */
function mixedLoad(client: TestClient, label: string, workers = 8) {
  const result: LoadResult = { reads: 0, failedReads: [], writes: 0, failedWrites: [], acked: [] };
  let running = true;
  const reads = ['/shipments/data', '/shipments/quotes', '/portal/userProfile'];
  const worker = async (w: number) => {
    for (let i = 0; running; i++) {
      if (i % 4 === 3) {
        const marker = `${label} ${w}-${i}`;
        result.writes++;
        try {
          const res = await client.post('/quotes/quotes/store', quotePayload(marker));
          if (res.status === 200) result.acked.push({ quoteNr: res.body.quote_nr, marker });
          else result.failedWrites.push(`${res.status} ${res.text.slice(0, 120)}`);
        } catch (err) {
          result.failedWrites.push(String(err));
        }
      } else {
        const p = reads[i % reads.length];
        result.reads++;
        try {
          const res = await client.get(p);
          if (res.status !== 200) result.failedReads.push(`${p} ${res.status} ${res.text.slice(0, 120)}`);
        } catch (err) {
          result.failedReads.push(`${p} ${String(err)}`);
        }
      }
    }
  };
  const all = Promise.all(Array.from({ length: workers }, (_, w) => worker(w)));
  return {
    result,
    async stop() {
      running = false;
      await all;
      return result;
    },
  };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function missingQuotes(acked: LoadResult['acked']) {
  const rows = await look((db) => db.all<{ quote_nr: string; goods_description: string }>('SELECT quote_nr, goods_description FROM quotes'));
  const stored = new Map(rows.map((r) => [r.quote_nr, r.goods_description]));
  return acked.filter((q) => stored.get(q.quoteNr) !== q.marker);
}

async function instancesBehindHost(): Promise<Set<string>> {
  const seen = new Set<string>();
  for (let i = 0; i < 10; i++) seen.add(((await (await fetch(`${cluster.host.url}/api/health`)).json()) as { instance: string }).instance);
  return seen;
}

describe('faults', () => {
  it('keeps reads succeeding and every acknowledged write when one instance is killed -9 under load; the killed one rejoins', async () => {
    const client = await signIn(cluster.host.url, DEMO.customer.email, DEMO.customer.password);
    const load = mixedLoad(client, 'Kill test');
    await sleep(2000);
    const victim = cluster.apis[0]!;
    victim.child.kill('SIGKILL');
    expect(await victim.exited).toBe('SIGKILL');
    await sleep(3000);
    const restarted = await cluster.start(0);
    const rejoined = (await (await fetch(`${restarted.baseUrl}/api/health`)).json()) as { instance: string };
    await eventually(async () => (await instancesBehindHost()).has(rejoined.instance), 15_000, 'the restarted instance behind the host');
    await sleep(1000);
    const result = await load.stop();

    console.log(
      `kill -9 of one of two instances: ${result.reads} reads (${result.failedReads.length} failed), ${result.writes} writes ` +
        `(${result.acked.length} acknowledged, ${result.failedWrites.length} cut off with the killed process)`,
    );
    if (result.failedWrites.some((f) => !f.startsWith('502')))
      for (const api of [victim, ...cluster.apis]) console.log(api!.output().split('\n').filter((line) => /"level":(50|60)/.test(line)).join('\n'));
    expect(result.failedReads).toEqual([]);
    expect(result.acked.length).toBeGreaterThan(10);
    expect(await missingQuotes(result.acked)).toEqual([]);
    // Only writes in flight on the killed instance may fail, and only as a gateway error.
    for (const failure of result.failedWrites) expect(failure).toMatch(/^502 .*BAD_GATEWAY/);
    expect(result.failedWrites.length).toBeLessThanOrEqual(8);
  });

  it('fails no request while every instance is restarted in turn under load', async () => {
    const client = await signIn(cluster.host.url, DEMO.customer.email, DEMO.customer.password);
    const load = mixedLoad(client, 'Rolling restart');
    await sleep(1500);
    for (let i = 0; i < cluster.apis.length; i++) {
      const before = cluster.apis[i]!;
      await stopApiProcess(before, 10_000);
      expect(await before.exited).toBe(0);
      const again = await cluster.start(i);
      const id = ((await (await fetch(`${again.baseUrl}/api/health`)).json()) as { instance: string }).instance;
      await eventually(async () => (await instancesBehindHost()).has(id), 15_000, `instance ${i} behind the host again`);
    }
    await sleep(1000);
    const result = await load.stop();
    console.log(
      `rolling restart of 2 instances: ${result.reads} reads, ${result.writes} writes, ${result.failedReads.length + result.failedWrites.length} failed`,
      [...result.failedReads, ...result.failedWrites].slice(0, 5),
    );
    expect(result.failedReads).toEqual([]);
    expect(result.failedWrites).toEqual([]);
    expect(result.acked.length).toBe(result.writes);
    expect(await missingQuotes(result.acked)).toEqual([]);
  });
});
