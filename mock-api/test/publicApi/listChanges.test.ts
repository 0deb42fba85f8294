import { documentsContract } from '@portal/contracts/documents';
import { notificationsContract } from '@portal/contracts/notifications';
import { portalContract } from '@portal/contracts/portal';
import { quotesContract } from '@portal/contracts/quotes';
import { recordEvents } from '../../src/modules/notifications/events';
import { DEMO, signIn, startTestServer, type TestClient, type TestServer } from '../helpers';
import { createToken, type TokenClient } from './tokens';

/**
 * The changes feeds of documents, quotes and notifications (contracts/changes.ts) with an access
 * token of one organisation: every row it sees once, oldest change first, a page at a time; from
 * updatedSince only what changed since; a row that changes comes again at the end; an unchanged
 * page is a 304; another organisation's rows never appear.
 */
jest.setTimeout(90_000);
let server: TestServer;
let customer: TestClient;
let reader: TokenClient;
let own: { id: number; code: string };
let other: { id: number; code: string };

const idOf = async (code: string) => (await server.db.get<{ id: number }>('SELECT id FROM customers WHERE code = @code', { code }))!.id;
const ids = async (sql: string, params: Record<string, unknown>) => (await server.db.all<{ id: number | string }>(sql, params)).map((r) => String(r.id)).sort();

beforeAll(async () => {
  server = await startTestServer({ config: { tokenRateLimit: 0 } });
  customer = await signIn(server.baseUrl, DEMO.customer.email, DEMO.customer.password);
  const codes = (await customer.call(portalContract.customerOptions)).body.options
    .map((o: { value: string }) => o.value)
    .filter((c: string) => !c.startsWith('G'));
  own = { code: codes[0], id: await idOf(codes[0]) };
  const outside = (await server.db.get<{ id: number; code: string }>(
    `SELECT id, code FROM customers WHERE code NOT IN (${codes.map((_: string, i: number) => `@c${i}`).join(', ')}) ORDER BY id LIMIT 1`,
    Object.fromEntries(codes.map((c: string, i: number) => [`c${i}`, c])),
  ))!;
  other = outside;
  reader = (await createToken(customer, { organisations: [own.code] })).client;

  // Rows of both organisations, so that a leak would show.
  await recordEvents(server.db, [
    ...Array.from({ length: 12 }, (_, i) => ({
      type: 'quote.expiring' as const,
      subject: { kind: 'quote' as const, id: `Q-OWN-${i}` },
      customerIds: [own.id],
      title: 'Own',
      body: 'Own',
      dedupKey: `changes-own-${i}`,
    })),
    { type: 'quote.expiring', subject: { kind: 'quote', id: `Q-OTHER` }, customerIds: [other.id], title: 'Other', body: 'Other', dedupKey: 'changes-other' },
  ]);
  const contentType = (await server.db.get<{ id: number }>('SELECT id FROM content_types ORDER BY id LIMIT 1'))!.id;
  const now = new Date().toISOString();
  for (const [who, name] of [
    [own, 'Changes feed own'],
    [other, 'Changes feed other'],
  ] as const) {
    await server.db.run(
      `INSERT INTO documents (name, filename, original_filename, mime_type, size, content_type_id, distribution_type, customer_id, publication_date, created_at, updated_at)
       VALUES (@name, @filename, 'feed.pdf', 'application/pdf', 10, @contentType, 'Customer', @customerId, '2020-01-01', @now, @now)`,
      { name, filename: `changes-${who.code}`, contentType, customerId: who.id, now },
    );
  }
}, 180_000);
afterAll(async () => server?.close());

interface Feed {
  /** The feeds share their query (contracts/changes.ts); typed as one of them. */
  endpoint: typeof quotesContract.changes;
  key: 'documents' | 'quotes' | 'notifications';
  /** A row's identity. */
  id: (row: Record<string, unknown>) => string;
  /** What the token of `own` must see, from the database or the lists. */
  expected: () => Promise<string[]>;
  /** Makes one listed row change now. */
  touch: (id: string, at: string) => Promise<void>;
}

async function tableIds(path: string): Promise<string[]> {
  const res = await reader.table(path, { startRow: 0, endRow: 100 });
  expect(res.body.total).toBeLessThanOrEqual(100);
  return (res.body.rows as { id: number }[]).map((r) => String(r.id));
}

const feeds: Feed[] = [
  {
    endpoint: documentsContract.changes as unknown as Feed['endpoint'],
    key: 'documents',
    id: (row) => String(row.id),
    expected: async () => [...(await tableIds('/myDocuments/documents/rows')), ...(await tableIds('/myDocuments/quotes/rows'))].sort(),
    touch: async (id, at) => void (await server.db.run('UPDATE documents SET updated_at = @at WHERE id = @id', { id: Number(id), at })),
  },
  {
    endpoint: quotesContract.changes,
    key: 'quotes',
    id: (row) => String(row.quote_nr),
    expected: () => ids('SELECT quote_nr AS id FROM quotes WHERE customer_id = @own', { own: own.id }),
    touch: async (id, at) => void (await server.db.run('UPDATE quotes SET updated_at = @at WHERE quote_nr = @id', { id, at })),
  },
  {
    endpoint: notificationsContract.changes as unknown as Feed['endpoint'],
    key: 'notifications',
    id: (row) => String(row.id),
    expected: () => ids('SELECT DISTINCT notification_id AS id FROM notification_customers WHERE customer_id = @own', { own: own.id }),
    touch: async (id, at) => void (await server.db.run('UPDATE notifications SET created_at = @at WHERE id = @id', { id: Number(id), at })),
  },
];

/** Every page from `updatedSince`, following `next`. */
async function allChanges(feed: Feed, updatedSince?: string, limit = 7) {
  const seen: Record<string, unknown>[] = [];
  let cursor: string | undefined;
  do {
    const res = await reader.call(feed.endpoint, { query: { updatedSince, cursor, limit } });
    expect(res.status).toBe(200);
    const page = (res.body as unknown as Record<string, unknown>)[feed.key] as Record<string, unknown>[];
    expect(page.length).toBeLessThanOrEqual(limit);
    seen.push(...page);
    cursor = (res.body as { next: string | null }).next ?? undefined;
  } while (cursor);
  return seen;
}

describe.each(feeds.map((feed) => [feed.key, feed] as const))('the %s changes feed', (_, feed) => {
  it("lists every row of the token's organisation once, oldest change first, and none of another's", async () => {
    const seen = await allChanges(feed);
    const listed = seen.map(feed.id);
    expect(listed.length).toBeGreaterThan(1);
    expect([...listed].sort()).toEqual(await feed.expected());
    const times = seen.map((row) => row.updatedAt as string);
    expect(times).toEqual([...times].sort());
    const text = JSON.stringify(seen);
    expect(text).not.toContain(other.code);
    expect(text).not.toContain('Q-OTHER');
    expect(text).not.toContain('Changes feed other');
  });

  it('gives what changed at or after updatedSince, a row again once it changes, and 304 while nothing did', async () => {
    const seen = await allChanges(feed, undefined, 500);
    const since = seen[Math.floor(seen.length / 2)].updatedAt as string;
    const later = await allChanges(feed, since);
    expect(later.length).toBe(seen.filter((row) => (row.updatedAt as string) >= since).length);

    const latest = seen[seen.length - 1].updatedAt as string;
    const now = new Date(Date.parse(latest) + 1000).toISOString();
    const first = feed.id(seen[0]);
    await feed.touch(first, now);
    const fresh = await reader.call(feed.endpoint, { query: { updatedSince: now } });
    expect(((fresh.body as unknown as Record<string, unknown>)[feed.key] as Record<string, unknown>[]).map(feed.id)).toEqual([first]);
    const etag = fresh.headers.get('etag');
    expect(etag).toBeTruthy();
    const again = await reader.call(feed.endpoint, { query: { updatedSince: now } }, { headers: { 'if-none-match': etag! } });
    expect([again.status, again.text]).toEqual([304, '']);
  });

  it('refuses a cursor it did not give and a moment that is none (422 on the field)', async () => {
    const cursor = await reader.call(feed.endpoint, { query: { cursor: 'not-a-cursor' } });
    expect([cursor.status, Object.keys(cursor.body.errors)]).toEqual([422, ['cursor']]);
    const since = await reader.call(feed.endpoint, { query: { updatedSince: 'yesterday' } });
    expect([since.status, Object.keys(since.body.errors)]).toEqual([422, ['updatedSince']]);
  });
});
