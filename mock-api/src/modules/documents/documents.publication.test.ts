import { documentsContract } from '@portal/contracts/documents';
import { nowIso } from '../../db';
import { businessToday } from './visibility';
import { DEMO, signIn, startTestServer, type TestClient, type TestServer } from '../../../test/helpers';
import { createToken, type TokenClient } from '../../../test/publicApi/tokens';
import { SETUP_MS, idOf, pdfBytes, upload } from '../../../test/documentsFixtures';

/**
 * A document uploaded ahead of its publication date changes, for a customer, on that date: a
 * system that syncs with updatedSince finds it then, under the first moment of that business day.
 */
const DAY_MS = 86_400_000;
let server: TestServer;
let admin: TestClient;
let erp: TokenClient;
let contentType = '';

beforeAll(async () => {
  server = await startTestServer({ seed: 'core', config: { tokenRateLimit: 0 } });
  const at = nowIso();
  await server.db.run("INSERT INTO content_types (name, description, created_at, updated_at) VALUES ('Customs', 'Customs papers', @at, @at)", { at });
  contentType = String((await server.db.get<{ id: number }>("SELECT id FROM content_types WHERE name = 'Customs'"))!.id);
  admin = await signIn(server.baseUrl, DEMO.admin.email, DEMO.admin.password);
  const customer = await signIn(server.baseUrl, DEMO.customer.email, DEMO.customer.password);
  erp = (await createToken(customer, { organisations: ['C10001'] })).client;
}, SETUP_MS);
afterAll(async () => {
  jest.useRealTimers();
  await server?.close();
}, SETUP_MS);

describe('the first moment of a business day, on both engines', () => {
  it.each([
    ['2026-12-06', 'Europe/Amsterdam', '2026-12-05T23:00:00.000Z'],
    ['2026-07-01', 'Europe/Amsterdam', '2026-06-30T22:00:00.000Z'],
    // The day summer time starts there (at 02:00): midnight is still winter time.
    ['2026-03-29', 'Europe/Amsterdam', '2026-03-28T23:00:00.000Z'],
    ['2026-07-01', 'America/New_York', '2026-07-01T04:00:00.000Z'],
    ['2026-07-01', 'Pacific/Kiritimati', '2026-06-30T10:00:00.000Z'],
    ['2026-07-01', 'UTC', '2026-07-01T00:00:00.000Z'],
  ])('%s in %s begins at %s', async (day, zone, expected) => {
    const sql = `SELECT ${server.db.dialect.zonedDayStart('CAST(@day AS TEXT)', '@zone')} AS start`;
    expect((await server.db.get<{ start: string }>(sql, { day, zone }))?.start).toBe(expected);
  });
});

describe('a document published after its upload', () => {
  const names = ['Sync: published tomorrow A', 'Sync: published tomorrow B'];
  const rowsOf = (body: { documents: { name: string; updatedAt: string }[] }) => body.documents.filter((d) => d.name.startsWith('Sync:'));

  it('is a change on its publication day: updatedSince finds it then, in the feed and the table, paged by id', async () => {
    const tomorrow = businessToday(server.config, new Date(Date.now() + DAY_MS));
    for (const name of names) {
      const res = await upload(
        admin,
        'uploadCreate',
        { name, publication_date: tomorrow, content_type: contentType, distribution_type: 'Customer', customer: String(await idOf(server.db, 'customers', 'C10001')) },
        { name: 'customs.pdf', content: pdfBytes(name), type: 'application/pdf' },
      );
      expect(res.status).toBe(200);
    }
    const syncedAt = new Date().toISOString();
    const today = await erp.call(documentsContract.changes, { query: { updatedSince: syncedAt } });
    expect(today.status).toBe(200);
    expect(rowsOf(today.body)).toEqual([]);

    // Tomorrow, a minute after the business day began: only the clock moves (the server's timers run as they do).
    const dayStarts = server.db.dialect.zonedDayStart('CAST(@day AS TEXT)', '@zone');
    const { start } = (await server.db.get<{ start: string }>(`SELECT ${dayStarts} AS start`, { day: tomorrow, zone: server.config.businessTimeZone }))!;
    jest.useFakeTimers({
      now: new Date(Date.parse(start) + 60_000),
      doNotFake: ['hrtime', 'nextTick', 'performance', 'queueMicrotask', 'setImmediate', 'clearImmediate', 'setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'],
    });
    expect(businessToday(server.config)).toBe(tomorrow);

    const feed = await erp.call(documentsContract.changes, { query: { updatedSince: syncedAt } });
    expect(feed.status).toBe(200);
    expect(rowsOf(feed.body).map(({ name, updatedAt }) => ({ name, updatedAt }))).toEqual(names.map((name) => ({ name, updatedAt: start })));

    // The two share their updatedAt: the cursor goes on by id, each once.
    const paged: string[] = [];
    let cursor: string | undefined;
    do {
      const page = await erp.call(documentsContract.changes, { query: { updatedSince: start, cursor, limit: 1 } });
      expect(page.status).toBe(200);
      paged.push(...page.body.documents.map((d: { name: string }) => d.name));
      cursor = page.body.next ?? undefined;
    } while (cursor);
    expect(paged.filter((name) => name.startsWith('Sync:'))).toEqual(names);

    const table = await erp.table('/myDocuments/documents/rows', { startRow: 0, endRow: 50, updatedSince: syncedAt });
    expect(table.status).toBe(200);
    expect(table.body.rows.map(({ name, updatedAt }: { name: string; updatedAt: string }) => ({ name, updatedAt }))).toEqual(
      expect.arrayContaining(names.map((name) => ({ name, updatedAt: start }))),
    );
  });

  it('keeps its later write as its change once that is after the publication day began', async () => {
    const { id } = (await server.db.get<{ id: number }>('SELECT id FROM documents WHERE name = @name', { name: names[0] }))!;
    const edited = new Date().toISOString();
    await server.db.run('UPDATE documents SET updated_at = @edited WHERE id = @id', { id, edited });
    const feed = await erp.call(documentsContract.changes, { query: { updatedSince: edited } });
    expect(rowsOf(feed.body).map(({ name, updatedAt }) => ({ name, updatedAt }))).toEqual([{ name: names[0], updatedAt: edited }]);
  });
});
