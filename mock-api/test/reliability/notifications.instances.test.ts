import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { pdfBytes, upload } from '../documentsFixtures';
import { DEMO, signIn, TestClient } from '../helpers';
import { openStream } from '../notificationsStream';
import { seedProcess } from './apiProcess';
import { startCluster, tmpDataDir, type Cluster } from './cluster';

/**
 * Notifications over two API instances (API_INSTANCES=2): an event recorded through one reaches
 * a stream held by the other, and one held through the portal host; the daily job runs once; a
 * graceful stop ends its streams at once rather than holding the drain.
 *
 * @runAlone: timings under its own load; runs after the other files, with nothing beside it (test/runner.cjs).
 */
jest.setTimeout(180_000);

let dataDir: string;
let cluster: Cluster;
let a: string;
let b: string;

function via(client: TestClient, baseUrl: string): TestClient {
  const copy = new TestClient(baseUrl);
  copy.cookie = client.cookie;
  copy.csrfToken = client.csrfToken;
  return copy;
}

const readDb = <T>(read: (db: Database.Database) => T): T => {
  const db = new Database(path.join(dataDir, 'portal.sqlite'), { readonly: true });
  try {
    return read(db);
  } finally {
    db.close();
  }
};

beforeAll(async () => {
  dataDir = tmpDataDir('notif-instances');
  await seedProcess(dataDir);
  const db = new Database(path.join(dataDir, 'portal.sqlite'));
  db.prepare("DELETE FROM job_runs WHERE job LIKE 'notifications.%'").run();
  db.close();
  cluster = await startCluster(dataDir, 2, { API_DRAIN_MS: '500' });
  [a, b] = cluster.apis.map((api) => api!.baseUrl);
});

afterAll(async () => {
  await cluster?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function publishThrough(baseUrl: string, name: string): Promise<number> {
  const admin = await signIn(baseUrl, DEMO.admin.email, DEMO.admin.password);
  const ids = readDb((db) => ({
    contentType: (db.prepare("SELECT id FROM content_types WHERE name = 'Customs'").get() as { id: number }).id,
    customer: (db.prepare("SELECT id FROM customers WHERE code = 'C10001'").get() as { id: number }).id,
  }));
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Amsterdam' }).format(new Date());
  const res = await upload(
    admin,
    'uploadCreate',
    { name, publication_date: today, content_type: String(ids.contentType), distribution_type: 'Customer', customer: String(ids.customer) },
    { name: `${name}.pdf`, content: pdfBytes(name), type: 'application/pdf' },
  );
  expect(res.status).toBe(200);
  return res.body.document.id;
}

describe('notifications over two instances', () => {
  it('ran the daily notification job once across both', () => {
    const runs = readDb((db) => db.prepare("SELECT job, COUNT(*) AS n FROM job_runs WHERE job LIKE 'notifications.%' GROUP BY job").all()) as {
      job: string;
      n: number;
    }[];
    expect(runs).toEqual(expect.arrayContaining([{ job: 'notifications.daily', n: 1 }]));
  });

  it('an event recorded through instance A reaches a stream on instance B and one through the portal host', async () => {
    const customer = await signIn(a, DEMO.customer.email, DEMO.customer.password);
    const onB = await openStream(b, via(customer, b));
    const throughHost = await openStream(cluster.host.url, via(customer, cluster.host.url));
    try {
      const started = Date.now();
      const id = await publishThrough(a, 'Two-instance guide');
      const [fromB, fromHost] = await Promise.all([
        onB.next((e) => e.data.notification.subject.id === String(id), 3_000),
        throughHost.next((e) => e.data.notification.subject.id === String(id), 3_000),
      ]);
      expect(Date.now() - started).toBeLessThan(2_500);
      expect(fromB.data.notification.title).toBe('New document: Two-instance guide');
      expect(fromHost.id).toBe(fromB.id);
    } finally {
      onB.close();
      throughHost.close();
    }
  });

  it('a graceful stop of an instance ends its streams at once (the drain is not held for them)', async () => {
    const customer = await signIn(b, DEMO.customer.email, DEMO.customer.password);
    const res = await fetch(`${b}/api/notifications/stream`, { headers: { accept: 'text/event-stream', cookie: customer.cookie! } });
    expect(res.status).toBe(200);
    const reader = res.body!.getReader();
    const ended = (async () => {
      for (;;) if ((await reader.read()).done) return Date.now();
    })();
    const stopping = Date.now();
    cluster.apis[1]!.child.kill('SIGTERM');
    const endedAt = await Promise.race([ended, new Promise<number>((resolve) => setTimeout(() => resolve(-1), 4_000))]);
    expect(endedAt).toBeGreaterThan(0);
    // API_DRAIN_MS (500) of "draining" first, then the streams end with the stop.
    expect(endedAt - stopping).toBeLessThan(2_000);
    expect(await cluster.apis[1]!.exited).toBe(0);
    await cluster.start(1);
  });
});
