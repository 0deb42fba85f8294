import { shipmentsContract } from '@portal/contracts/shipments';
import { DEMO, TestClient, signIn, startTestServer, type TestServer } from '../../../test/helpers';

/**
 * The changes feed (GET /api/shipments/changes): a customer's system pages through what changed
 * since it last asked, and a shipment that changes afterwards comes again.
 */
let server: TestServer;
let customer: TestClient;
let customerId: number;

const count = async (sql: string, params = {}) => Number((await server.db.get<{ n: number }>(sql, params))!.n);

beforeAll(async () => {
  server = await startTestServer();
  customer = await signIn(server.baseUrl, DEMO.customer.email, DEMO.customer.password);
  expect((await customer.post('/portal/customer', { customer: 'C10001' })).status).toBe(200);
  customerId = (await server.db.get<{ id: number }>('SELECT id FROM customers WHERE code = @code', { code: 'C10001' }))!.id;
}, 120_000);
afterAll(async () => server.close());

/** Every page from `updatedSince`, following `next`. */
async function allChanges(updatedSince?: string, limit = 100) {
  const seen: { shipmentid: string; updatedAt: string }[] = [];
  let cursor: string | undefined;
  let pages = 0;
  do {
    const res = await customer.call(shipmentsContract.changes, { query: { updatedSince, cursor, limit } });
    expect(res.status).toBe(200);
    expect(res.body.shipments.length).toBeLessThanOrEqual(limit);
    seen.push(...res.body.shipments);
    cursor = res.body.next ?? undefined;
    pages += 1;
  } while (cursor);
  return { seen, pages };
}

it('lists every shipment in scope once, oldest change first, a page at a time', async () => {
  const { seen, pages } = await allChanges(undefined, 100);
  const total = await count('SELECT COUNT(*) AS n FROM shipments WHERE customer_id = @customerId', { customerId });
  expect(seen).toHaveLength(total);
  expect(pages).toBe(Math.ceil(total / 100) + (total % 100 === 0 ? 1 : 0));
  expect(new Set(seen.map((s) => s.shipmentid)).size).toBe(total);
  const times = seen.map((s) => s.updatedAt);
  expect(times).toEqual([...times].sort());
});

it('gives what changed at or after updatedSince, and a shipment again once it changes', async () => {
  const { seen } = await allChanges(undefined, 500);
  const since = seen[Math.floor(seen.length / 2)].updatedAt;
  const later = await allChanges(since);
  const expected = await count('SELECT COUNT(*) AS n FROM shipments WHERE customer_id = @customerId AND updated_at >= @since', { customerId, since });
  expect(later.seen).toHaveLength(expected);
  expect(later.seen.every((s) => s.updatedAt >= since)).toBe(true);

  const latest = seen[seen.length - 1].updatedAt;
  const old = seen[0].shipmentid;
  const now = new Date(Date.parse(latest) + 1000).toISOString();
  await server.db.run('UPDATE shipments SET updated_at = @now WHERE shipmentid = @old', { now, old });
  const fresh = await allChanges(now);
  expect(fresh.seen.map((s) => s.shipmentid)).toEqual([old]);
});

it('refuses a cursor it did not give and a moment that is none (422 on the field)', async () => {
  const cursor = await customer.call(shipmentsContract.changes, { query: { cursor: 'not-a-cursor' } });
  expect([cursor.status, Object.keys(cursor.body.errors)]).toEqual([422, ['cursor']]);
  const since = await customer.call(shipmentsContract.changes, { query: { updatedSince: 'yesterday' } });
  expect([since.status, Object.keys(since.body.errors)]).toEqual([422, ['updatedSince']]);
});
