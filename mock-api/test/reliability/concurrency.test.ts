import fs from 'node:fs';
import path from 'node:path';
import { formToPayload, localToday } from '@portal/contracts/rules/quoteForm';
import { validQuoteForm } from '@portal/contracts/rules/quoteForm.fixtures';
import { openDb, type Db } from '../../src/db';
import { openBareTestDb, TEST_DATABASE_URL, type TestDb } from '../testDb';
import { pdfBytes, upload } from '../documentsFixtures';
import { DEMO, signIn, TestClient } from '../helpers';
import { seedProcess } from './apiProcess';
import { startCluster, tmpDataDir, type Cluster } from './cluster';

/**
 * Many writes at once through two API instances over one database (in the postgres project one
 * PostgreSQL database, where transactions run side by side; on SQLite one file, one writer at a
 * time): quote requests, document uploads, contact messages and reference edits, sent together
 * through the portal host and to each instance directly. Every acknowledged write is stored
 * exactly once; quote numbers are unique and, as nothing failed, follow each other without a gap;
 * a limit counted in the database holds under the rush; of two edits of one record made from the
 * same version, the first is kept and the second is answered 409; no request fails otherwise.
 *
 * @runAlone: many requests at once; runs after the other files, with nothing beside it (test/runner.cjs).
 */
jest.setTimeout(300_000);

const CONTACT_LIMIT = 5;

let dataDir: string;
let cluster: Cluster;
let testDb: TestDb | null = null;
let a: string;
let b: string;

/** What the instances stored: on PostgreSQL through the test's connection, on SQLite through a connection opened for the look. */
async function look<T>(read: (db: Db) => Promise<T>): Promise<T> {
  if (testDb) return read(testDb.db);
  const db = await openDb(path.join(dataDir, 'portal.sqlite'));
  try {
    return await read(db);
  } finally {
    await db.close();
  }
}

/** The same session talking to another address. */
function via(client: TestClient, baseUrl: string): TestClient {
  const copy = new TestClient(baseUrl);
  copy.cookie = client.cookie;
  copy.csrfToken = client.csrfToken;
  return copy;
}

/** Runs `count` tasks, `width` at a time. */
async function inParallel<T>(count: number, width: number, task: (i: number) => Promise<T>): Promise<T[]> {
  const results: T[] = new Array(count);
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < count) {
        const i = next++;
        results[i] = await task(i);
      }
    }),
  );
  return results;
}

const quotePayload = (marker: string) => ({
  ...formToPayload({ ...validQuoteForm('ROA'), departureDate: localToday(new Date(Date.now() + 10 * 86_400_000)), goodsDescription: marker }),
  customer: null,
});

const failures = (results: { status: number; text?: string }[], ok: number[] = [200]) =>
  results.filter((r) => !ok.includes(r.status)).map((r) => `${r.status} ${String(r.text ?? '').slice(0, 160)}`);

beforeAll(async () => {
  dataDir = tmpDataDir('concurrency');
  if (TEST_DATABASE_URL) testDb = await openBareTestDb(dataDir, 'all');
  else await seedProcess(dataDir);
  cluster = await startCluster(dataDir, 2, {
    QUOTE_RATE_LIMIT: '0',
    LOGIN_RATE_LIMIT: '0',
    CONTACT_RATE_LIMIT: String(CONTACT_LIMIT),
    ...(testDb ? { DATABASE_URL: testDb.url! } : {}),
  });
  [a, b] = cluster.apis.map((api) => api!.baseUrl);
});

afterAll(async () => {
  await cluster?.stop();
  await testDb?.dispose();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

afterEach(() => {
  // A 500 anywhere shows in an instance's log as an error line: name it with the test.
  for (const api of cluster.apis) {
    const errors = api!
      .output()
      .split('\n')
      .filter((line) => /"level":(50|60)/.test(line));
    if (errors.length > 0) console.log(errors.slice(0, 5).join('\n'));
  }
});

describe('many writes at once through two instances', () => {
  it('stores every acknowledged quote request once, numbered uniquely and without a gap', async () => {
    const users = [
      await signIn(cluster.host.url, DEMO.customer.email, DEMO.customer.password),
      await signIn(cluster.host.url, DEMO.basic.email, DEMO.basic.password),
    ];
    const REQUESTS = 400;
    const results = await inParallel(REQUESTS, 32, async (i) => {
      // Through the host, and to each instance directly, in turn.
      const client = via(users[i % 2], [cluster.host.url, a, b][i % 3]);
      const marker = `Concurrent quote ${i}`;
      const res = await client.post<{ quote_nr: string }>('/quotes/quotes/store', quotePayload(marker));
      return { status: res.status, text: res.text, marker, quoteNr: res.body?.quote_nr };
    });
    expect(failures(results)).toEqual([]);

    const numbers = results.map((r) => r.quoteNr);
    expect(new Set(numbers).size).toBe(REQUESTS);
    const stored = await look((db) =>
      db.all<{ quote_nr: string; goods_description: string }>(
        "SELECT quote_nr, goods_description FROM quotes WHERE goods_description LIKE 'Concurrent quote %'",
      ),
    );
    expect(stored.length).toBe(REQUESTS);
    const byNumber = new Map(stored.map((q) => [q.quote_nr, q.goods_description]));
    for (const r of results) expect(byNumber.get(r.quoteNr)).toBe(r.marker);

    // One year's numbers, each one more than the one before: nothing failed, so nothing was skipped.
    const sequence = numbers.map((nr) => Number(nr.slice(4))).sort((x, y) => x - y);
    expect(new Set(numbers.map((nr) => nr.slice(0, 4))).size).toBe(1);
    expect(sequence[sequence.length - 1] - sequence[0] + 1).toBe(REQUESTS);
    // And the next one continues after them.
    const next = await users[0].post<{ quote_nr: string }>('/quotes/quotes/store', quotePayload('Concurrent quote, the next one'));
    expect(Number(next.body.quote_nr.slice(4))).toBe(sequence[sequence.length - 1] + 1);
  });

  it('stores every acknowledged upload once, with its own file', async () => {
    const admin = await signIn(cluster.host.url, DEMO.admin.email, DEMO.admin.password);
    const contentType = String((await look((db) => db.get<{ id: number }>("SELECT id FROM content_types WHERE name = 'Customs'")))!.id);
    const UPLOADS = 60;
    const results = await inParallel(UPLOADS, 12, async (i) => {
      const client = via(admin, [cluster.host.url, a, b][i % 3]);
      const fields = {
        name: `Concurrent upload ${i}`,
        publication_date: localToday(new Date(Date.now() - 86_400_000)),
        content_type: contentType,
        distribution_type: 'Generic',
      };
      const res = await upload(client, 'uploadCreate', fields, {
        name: `upload-${i}.pdf`,
        content: pdfBytes(`upload ${i}`, 2000 + i),
        type: 'application/pdf',
      });
      return { status: res.status, text: JSON.stringify(res.body), id: (res.body as { document?: { id: number } }).document?.id, i };
    });
    expect(failures(results)).toEqual([]);
    const rows = await look((db) =>
      db.all<{ id: number; name: string; size: number }>("SELECT id, name, size FROM documents WHERE name LIKE 'Concurrent upload %'"),
    );
    expect(rows.length).toBe(UPLOADS);
    const byId = new Map(rows.map((r) => [r.id, r]));
    for (const r of results) expect(byId.get(r.id!)).toMatchObject({ name: `Concurrent upload ${r.i}`, size: 2000 + r.i });
    // Each file is there, byte for byte, whichever instance is asked.
    for (const r of results.slice(0, 12)) {
      const res = await fetch(`${[a, b][r.i % 2]}/api/reference/documents/${r.id}/download`, { headers: { cookie: admin.cookie! } });
      expect(res.status).toBe(200);
      expect(Buffer.from(await res.arrayBuffer())).toEqual(pdfBytes(`upload ${r.i}`, 2000 + r.i));
    }
  });

  it('lets exactly the limit of contact messages through when many are sent at once', async () => {
    const customer = await signIn(cluster.host.url, DEMO.customer.email, DEMO.customer.password);
    const body = { subject: 'Other', message: 'Concurrent message: several at once, through both instances.', method: 'email' };
    const results = await inParallel(20, 20, async (i) => {
      const res = await via(customer, [a, b][i % 2]).post('/contact/sendEmailMessage', body);
      return { status: res.status, text: res.text };
    });
    expect(failures(results, [200, 429])).toEqual([]);
    expect(results.filter((r) => r.status === 200).length).toBe(CONTACT_LIMIT);
    const stored = await look((db) => db.get<{ n: number }>("SELECT COUNT(*) AS n FROM outbox WHERE kind = 'contact' AND message LIKE 'Concurrent message:%'"));
    expect(stored!.n).toBe(CONTACT_LIMIT);
  });
});

describe('reference edits at once', () => {
  let adminA: TestClient;
  let adminB: TestClient;
  beforeAll(async () => {
    adminA = await signIn(a, DEMO.admin.email, DEMO.admin.password);
    adminB = via(adminA, b);
  });

  it('keeps the first of two edits of one record made at once from the same version, and answers the second 409', async () => {
    const ids = (await look((db) => db.all<{ id: number }>('SELECT id FROM customers ORDER BY id LIMIT 10'))).map((r) => r.id);
    for (const [round, id] of ids.entries()) {
      const loaded = (await adminA.get(`/reference/customers/${id}`)).body.record as Record<string, unknown>;
      const name = (who: string) => `${String(loaded.name).slice(0, 60)} (${who} ${round})`;
      const [onA, onB] = await Promise.all([
        adminA.put(`/reference/customers/${id}`, { ...loaded, name: name('A') }),
        adminB.put(`/reference/customers/${id}`, { ...loaded, name: name('B') }),
      ]);
      const statuses = [onA.status, onB.status].sort();
      expect(statuses).toEqual([200, 409]);
      const [kept, refused] = onA.status === 200 ? [name('A'), onB] : [name('B'), onA];
      expect(refused.body.code).toBe('STALE_VERSION');
      expect(refused.body.message).toMatch(/was changed by .* after you opened it, so your changes were not saved/);
      const stored = (await adminB.get(`/reference/customers/${id}`)).body.record as Record<string, unknown>;
      expect(stored).toMatchObject({ name: kept, version: Number(loaded.version) + 1 });
      // One audit entry: the refused edit wrote nothing.
      const edits = await look((db) =>
        db.get<{ n: number }>("SELECT COUNT(*) AS n FROM audit_log WHERE action = 'reference.customers.edit' AND entity_id = @id", { id: String(id) }),
      );
      expect(edits!.n).toBe(1);
    }
  });

  it('saves many edits of different records at once, each once; of creates with one code, one wins', async () => {
    const ids = (await look((db) => db.all<{ id: number }>('SELECT id FROM customers ORDER BY id DESC LIMIT 24'))).map((r) => r.id);
    const records = await Promise.all(ids.map(async (id) => (await adminA.get(`/reference/customers/${id}`)).body.record as Record<string, unknown>));
    const edits = await inParallel(records.length, records.length, async (i) => {
      const res = await (i % 2 ? adminA : adminB).put(`/reference/customers/${ids[i]}`, { ...records[i], city: `Concurrent city ${i}` });
      return { status: res.status, text: res.text };
    });
    expect(failures(edits)).toEqual([]);
    const cities = await look((db) =>
      db.all<{ id: number; city: string; version: number }>("SELECT id, city, version FROM customers WHERE city LIKE 'Concurrent city %'"),
    );
    expect(new Map(cities.map((c) => [c.id, c.city]))).toEqual(new Map(ids.map((id, i) => [id, `Concurrent city ${i}`])));

    // Ten saves of one new code at once, through both instances: one is created, the others are told the code is taken.
    const creates = await inParallel(10, 10, async (i) => {
      const res = await (i % 2 ? adminA : adminB).post('/reference/contentTypes', { name: i % 2 ? 'Concurrent type' : 'concurrent TYPE' });
      return { status: res.status, text: res.text, body: res.body as { errors?: Record<string, string[]> } };
    });
    expect(failures(creates, [201, 422])).toEqual([]);
    expect(creates.filter((r) => r.status === 201).length).toBe(1);
    for (const r of creates.filter((c) => c.status === 422)) expect(r.body.errors).toEqual({ name: ['A content type with this name already exists.'] });
    expect((await look((db) => db.get<{ n: number }>("SELECT COUNT(*) AS n FROM content_types WHERE LOWER(name) = 'concurrent type'")))!.n).toBe(1);
  });
});
