import { addDays } from '@portal/contracts/dates/days';
import { bookingsContract } from '@portal/contracts/bookings';
import { networkContract } from '@portal/contracts/network';
import { notificationsContract } from '@portal/contracts/notifications';
import { portalContract } from '@portal/contracts/portal';
import { quotesContract } from '@portal/contracts/quotes';
import { localToday } from '@portal/contracts/rules/quoteForm';
import { shipmentsContract } from '@portal/contracts/shipments';
import { recordEvents } from '../../src/modules/notifications/events';
import { validRequest } from '../../src/modules/quotes/quotes.fixtures';
import { DEMO, signIn, startTestServer, type ApiResponse, type TestClient, type TestServer } from '../helpers';
import { createToken, type TokenClient } from './tokens';

/**
 * The public lists as a customer's system syncs them, with an access token of one organisation:
 * every row carries updatedAt (the moment its changes feed pages on); with updatedSince a list
 * holds only the rows changed at or after it, so a row edited after the sync point comes back with
 * its newer updatedAt and the unedited ones do not; an unchanged list answers If-None-Match with
 * 304, a changed one with 200 and another ETag. A bad updatedSince is a 422 naming it.
 */
jest.setTimeout(120_000);
let server: TestServer;
let customer: TestClient;
let admin: TestClient;
let reader: TokenClient;
let writer: TokenClient;
let own: { id: number; code: string };

type Row = Record<string, unknown>;
type Headers = Record<string, string>;

beforeAll(async () => {
  server = await startTestServer({ config: { tokenRateLimit: 0 } });
  customer = await signIn(server.baseUrl, DEMO.customer.email, DEMO.customer.password);
  admin = await signIn(server.baseUrl, DEMO.admin.email, DEMO.admin.password);
  const code = (await customer.call(portalContract.customerOptions)).body.selected as string;
  own = { code, id: (await server.db.get<{ id: number }>('SELECT id FROM customers WHERE code = @code', { code }))!.id };
  reader = (await createToken(customer, { organisations: [own.code] })).client;
  writer = (await createToken(customer, { organisations: [own.code], access: 'write' })).client;

  // Rows the seed may not give this organisation: notifications, documents and two bookings.
  await recordEvents(
    server.db,
    Array.from({ length: 3 }, (_, i) => ({
      type: 'quote.expiring' as const,
      subject: { kind: 'quote' as const, id: `Q-ROWS-${i}` },
      customerIds: [own.id],
      title: 'Rows',
      body: 'Rows',
      dedupKey: `list-rows-${i}`,
    })),
  );
  const contentType = (await server.db.get<{ id: number }>('SELECT id FROM content_types ORDER BY id LIMIT 1'))!.id;
  for (const n of [1, 2]) {
    const now = new Date().toISOString();
    await server.db.run(
      `INSERT INTO documents (name, filename, original_filename, mime_type, size, content_type_id, distribution_type, customer_id, publication_date, created_at, updated_at)
       VALUES (@name, @filename, 'rows.pdf', 'application/pdf', 10, @contentType, 'Customer', @customerId, '2020-01-01', @now, @now)`,
      { name: `List rows ${n}`, filename: `list-rows-${n}`, contentType, customerId: own.id, now },
    );
  }
  for (let n = 0; n < 2; n++) {
    const stored = await customer.post('/quotes/quotes/store', validRequest('SEA'));
    expect(stored.status).toBe(200);
    const nr = stored.body.quote_nr as string;
    expect((await admin.post(`/quotes/${nr}/offer`, { valid_until: addDays(localToday(), 20) })).status).toBe(200);
    const body = { cargoReadyDate: addDays(localToday(), 2), pickupContact: 'Anna Berg', deliveryContact: 'Li Wei', customerReferences: `PO-${n}` };
    expect((await writer.call(bookingsContract.book, { params: { quote_nr: nr }, body })).status).toBe(200);
  }
}, 240_000);
afterAll(async () => server?.close());

interface List {
  name: string;
  /** Reads the list (its first 500 rows at most) with these extra query parameters and headers. */
  read: (query: Record<string, string>, headers?: Headers) => Promise<ApiResponse>;
  rows: (body: unknown) => Row[];
  id: (row: Row) => string;
  /** Makes one row change at `at`, as its slice's writes do (they set the column updatedAt is read from). */
  touch: (id: string, at: string) => Promise<unknown>;
  /** The latest change of any row behind the list (a page may not show them all). */
  latest: string;
}

const table = (path: string, id: string, sql: string, latest: string): List => ({
  name: path,
  read: (query, headers) => reader.table(path, { startRow: 0, endRow: 500, ...query }, { headers }),
  rows: (body) => {
    expect((body as { total: number }).total).toBeLessThanOrEqual(500);
    return (body as { rows: Row[] }).rows;
  },
  id: (row) => String(row[id]),
  touch: (key, at) => server.db.run(sql, { id: id === 'id' ? Number(key) : key, at }),
  latest,
});

const lists: List[] = [
  table('/myShipments/sea/rows', 'shipmentid', 'UPDATE shipments SET updated_at = @at WHERE shipmentid = @id', 'SELECT MAX(updated_at) AS at FROM shipments'),
  table('/myShipments/air/rows', 'shipmentid', 'UPDATE shipments SET updated_at = @at WHERE shipmentid = @id', 'SELECT MAX(updated_at) AS at FROM shipments'),
  table('/myDocuments/documents/rows', 'id', 'UPDATE documents SET updated_at = @at WHERE id = @id', 'SELECT MAX(updated_at) AS at FROM documents'),
  table('/myDocuments/quotes/rows', 'id', 'UPDATE documents SET updated_at = @at WHERE id = @id', 'SELECT MAX(updated_at) AS at FROM documents'),
  {
    name: shipmentsContract.shipments.path,
    read: (query, headers) => reader.call(shipmentsContract.shipments, { query }, { headers }),
    rows: (body) => (body as { shipments: Row[] }).shipments,
    id: (row) => String(row.shipmentid),
    touch: (id, at) => server.db.run('UPDATE shipments SET updated_at = @at WHERE shipmentid = @id', { id, at }),
    latest: 'SELECT MAX(updated_at) AS at FROM shipments',
  },
  {
    name: quotesContract.list.path,
    read: (query, headers) => reader.call(quotesContract.list, { query }, { headers }),
    rows: (body) => (body as { quotes: Row[] }).quotes,
    id: (row) => String(row.quote_nr),
    touch: (id, at) => server.db.run('UPDATE quotes SET updated_at = @at WHERE quote_nr = @id', { id, at }),
    latest: 'SELECT MAX(updated_at) AS at FROM quotes',
  },
  {
    name: bookingsContract.list.path,
    read: (query, headers) => reader.call(bookingsContract.list, { query }, { headers }),
    rows: (body) => (body as { bookings: Row[] }).bookings,
    id: (row) => String(row.booking_nr),
    touch: (id, at) => server.db.run('UPDATE bookings SET updated_at = @at WHERE booking_nr = @id', { id, at }),
    latest: 'SELECT MAX(updated_at) AS at FROM bookings',
  },
  {
    name: notificationsContract.list.path,
    read: (query, headers) => reader.call(notificationsContract.list, { query: { limit: 100, ...query } }, { headers }),
    rows: (body) => (body as { items: Row[] }).items,
    id: (row) => String(row.id),
    // Recorded once: a notification's updatedAt is when it was recorded.
    touch: (id, at) => server.db.run('UPDATE notifications SET created_at = @at WHERE id = @id', { id: Number(id), at }),
    latest: 'SELECT MAX(created_at) AS at FROM notifications',
  },
  {
    name: networkContract.data.path,
    read: (query, headers) => reader.call(networkContract.data, { query }, { headers }),
    rows: (body) => (body as { locations: Row[] }).locations,
    id: (row) => String(row.id),
    touch: (id, at) => server.db.run('UPDATE network_locations SET updated_at = @at WHERE id = @id', { id: Number(id), at }),
    latest: 'SELECT MAX(updated_at) AS at FROM network_locations',
  },
  {
    name: networkContract.locations.path,
    read: (query, headers) => reader.call(networkContract.locations, { query: { limit: 100, ...query } }, { headers }),
    rows: (body) => (body as { locations: Row[] }).locations,
    id: (row) => String(row.id),
    touch: (id, at) => server.db.run('UPDATE network_locations SET updated_at = @at WHERE id = @id', { id: Number(id), at }),
    latest: 'SELECT MAX(updated_at) AS at FROM network_locations',
  },
];

const ISO_UTC = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{3})?Z$/;

describe.each(lists.map((list) => [list.name, list] as const))('%s', (_, list) => {
  it('carries updatedAt on every row; updatedSince gives a row edited since with its newer updatedAt and no unedited row; 304 until it changed', async () => {
    const first = await list.read({});
    expect(first.status).toBe(200);
    const rows = list.rows(first.body);
    expect(rows.length).toBeGreaterThan(1);
    for (const row of rows) expect(row.updatedAt).toMatch(ISO_UTC);
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    const unchanged = await list.read({}, { 'if-none-match': etag! });
    expect([unchanged.status, unchanged.text]).toEqual([304, '']);

    // The sync point: later than every row's updatedAt, as a client's last stored one would be.
    const latest = (await server.db.get<{ at: string }>(list.latest))!.at;
    const syncPoint = new Date(Math.max(Date.now(), Date.parse(latest)) + 1000).toISOString();
    const nothing = await list.read({ updatedSince: syncPoint });
    expect([nothing.status, list.rows(nothing.body)]).toEqual([200, []]);

    const edited = rows[rows.length - 1];
    const editedAt = new Date(Date.parse(syncPoint) + 5000).toISOString();
    await list.touch(list.id(edited), editedAt);
    const since = await list.read({ updatedSince: syncPoint });
    expect(since.status).toBe(200);
    expect(list.rows(since.body).map((r) => [list.id(r), r.updatedAt])).toEqual([[list.id(edited), editedAt]]);
    expect(editedAt > (edited.updatedAt as string)).toBe(true);

    const changed = await list.read({}, { 'if-none-match': etag! });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(etag);
    expect(list.rows(changed.body).find((r) => list.id(r) === list.id(edited))?.updatedAt).toBe(editedAt);
  });

  it('refuses an updatedSince that is no ISO 8601 moment (422 naming it)', async () => {
    const res = await list.read({ updatedSince: 'yesterday' });
    expect([res.status, Object.keys(res.body.errors ?? {})]).toEqual([422, ['updatedSince']]);
  });
});
