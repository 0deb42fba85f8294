import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { openDb, PostgresDb } from '../../src/db';
import { DEMO, signIn, startTestServer, TestClient, type TestServer } from '../helpers';
import { TEST_DATABASE_URL } from '../testDb';
import { eventually } from './cluster';

/**
 * PostgreSQL pushes changes (LISTEN/NOTIFY, src/db/pgChangeListener.ts): instance B trusts its
 * caches without reading the change counters while its listener is current, yet a write
 * acknowledged through A is seen by B's next request; with B's listener cut, B drops its caches
 * and reads the counters again until the listener is back. SQLite polls (PRAGMA data_version):
 * nothing of this applies there.
 */
const onPostgres = TEST_DATABASE_URL ? describe : describe.skip;

let a: TestServer;
let b: FastifyInstance;
let dbB: PostgresDb;
let urlB: string;

onPostgres('changes pushed between two instances', () => {
  beforeAll(async () => {
    a = await startTestServer({ seed: 'core' });
    dbB = (await openDb((a.db as PostgresDb).url)) as PostgresDb;
    b = await buildApp(a.config, dbB, { closeDb: true });
    await b.listen({ host: '127.0.0.1', port: 0 });
    urlB = `http://127.0.0.1:${(b.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  function via(client: TestClient, baseUrl: string): TestClient {
    const copy = new TestClient(baseUrl);
    copy.cookie = client.cookie;
    copy.csrfToken = client.csrfToken;
    return copy;
  }

  /** Signed in on A, the same session on B, B's caches filled, both listeners current. */
  async function pair() {
    const onA = await signIn(a.baseUrl, DEMO.customer.email, DEMO.customer.password);
    const onB = via(onA, urlB);
    const options = (await onB.get('/portal/customerOptions')).body as { options: { value: string }[]; selected: string };
    await eventually(async () => dbB.listener!.fresh && (a.db as PostgresDb).listener!.fresh, 10_000, 'listeners current');
    const others = options.options.map((o) => o.value).filter((v) => v !== options.selected);
    return { onA, onB, others };
  }

  it('shows on B, at its next request, a selection written through A, with no counter read on B', async () => {
    const { onA, onB, others } = await pair();
    const reads = dbB.counterReads;
    for (const other of others.slice(0, 3)) {
      expect((await onA.post('/portal/customer', { customer: other })).status).toBe(200);
      expect((await onB.get('/portal/customerOptions')).body.selected).toBe(other);
    }
    expect(dbB.counterReads).toBe(reads);
  });

  it('drops B’s caches when its listener is cut, serves nothing stale meanwhile, and listens again', async () => {
    const { onA, onB, others } = await pair();
    const cut = dbB.listener!.backendPid;
    const { losses } = dbB.listener!;
    // Cut, and at once a write through A: B cannot acknowledge it, so A answers only once B's
    // lease on its caches ran out; B's next request then reads the counters.
    await a.db.get('SELECT pg_terminate_backend(@pid) AS done', { pid: cut });
    expect((await onA.post('/portal/customer', { customer: others[0] })).status).toBe(200);
    expect((await onB.get('/portal/customerOptions')).body.selected).toBe(others[0]);

    await eventually(async () => dbB.listener!.losses > losses, 5_000, 'the loss noticed');
    const reads = dbB.counterReads;
    expect((await onA.post('/portal/customer', { customer: others[1] })).status).toBe(200);
    expect((await onB.get('/portal/customerOptions')).body.selected).toBe(others[1]);
    // Until it listens again, B asks the counters on every request.
    if (!dbB.listener!.fresh) expect(dbB.counterReads).toBeGreaterThan(reads);

    await eventually(async () => dbB.listener!.fresh, 10_000, 'B listening again');
    expect(dbB.listener!.backendPid).not.toBe(cut);
    const after = dbB.counterReads;
    expect((await onA.post('/portal/customer', { customer: others[0] })).status).toBe(200);
    expect((await onB.get('/portal/customerOptions')).body.selected).toBe(others[0]);
    expect(dbB.counterReads).toBe(after);
  });

  it('lets a writer answer once a silent instance’s lease ran out, and that instance then reads the counters', async () => {
    const leaseMs = 400;
    const url = (a.db as PostgresDb).url;
    const [writer, silent] = (await Promise.all([openDb(url), openDb(url)])) as PostgresDb[];
    let stream: { pause(): void; resume(): void } | undefined;
    try {
      await Promise.all([writer.listen({ leaseMs }), silent.listen({ leaseMs })]);
      await eventually(async () => writer.listener!.fresh && silent.listener!.fresh, 10_000, 'both current');
      // Its beats heard by the writer, then nothing read any more: the connection stays up, silent.
      await new Promise((r) => setTimeout(r, leaseMs / 2));
      stream = (silent.listener as unknown as { client: { connection: { stream: typeof stream } } }).client.connection.stream;
      stream!.pause();
      const generation = silent.generation;
      const reads = silent.counterReads;
      await writer.run("INSERT INTO app_meta (meta_key, meta_value) VALUES ('silent', 'v')");
      const started = Date.now();
      await writer.settle();
      // Not acknowledged: the writer waited out the lease (timers may fire a little early).
      expect(Date.now() - started).toBeGreaterThanOrEqual(leaseMs - 20);
      expect(silent.listener!.fresh).toBe(false);
      await silent.pollChanges();
      expect(silent.counterReads).toBe(reads + 1);
      expect(silent.generation).toBeGreaterThan(generation);
    } finally {
      stream?.resume();
      await Promise.all([writer.close(), silent.close()]);
    }
  });
});
