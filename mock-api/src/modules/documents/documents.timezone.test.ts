import { loadConfig } from '../../config';
import { nowIso } from '../../db';
import { DocumentStore } from './store';
import { todayIso } from './visibility';
import { DEMO, signIn, startTestServer, type TestServer } from '../../../test/helpers';
import { SETUP_MS, insertDocument } from '../../../test/documentsFixtures';

/**
 * Publication and expiration dates are business days in config.businessTimeZone
 * (BUSINESS_TIME_ZONE, default Europe/Amsterdam), not UTC days.
 */
describe('todayIso: the calendar day in a time zone', () => {
  it.each([
    // Winter (UTC+1): 23:30 UTC is already the next day in Amsterdam.
    ['2026-03-01T23:30:00Z', 'Europe/Amsterdam', '2026-03-02'],
    ['2026-03-01T22:59:59Z', 'Europe/Amsterdam', '2026-03-01'],
    ['2026-03-01T23:00:00Z', 'Europe/Amsterdam', '2026-03-02'],
    // Summer (UTC+2): the day turns at 22:00 UTC.
    ['2026-07-01T21:59:59Z', 'Europe/Amsterdam', '2026-07-01'],
    ['2026-07-01T22:00:00Z', 'Europe/Amsterdam', '2026-07-02'],
    ['2026-07-01T22:00:00Z', 'UTC', '2026-07-01'],
    ['2026-12-31T23:30:00Z', 'Europe/Amsterdam', '2027-01-01'],
    ['2026-07-01T03:00:00Z', 'America/New_York', '2026-06-30'],
  ])('%s in %s is %s', (at, zone, expected) => {
    expect(todayIso(new Date(at), zone)).toBe(expected);
  });

  it('is configured by BUSINESS_TIME_ZONE, Europe/Amsterdam by default, and refuses an unknown zone', () => {
    expect(loadConfig({}).businessTimeZone).toBe('Europe/Amsterdam');
    expect(loadConfig({ BUSINESS_TIME_ZONE: 'Asia/Shanghai' }).businessTimeZone).toBe('Asia/Shanghai');
    expect(() => loadConfig({ BUSINESS_TIME_ZONE: 'Mars/Olympus' })).toThrow(/BUSINESS_TIME_ZONE/);
  });
});

/**
 * A zone whose date differs from UTC's for at least the next two minutes. UTC-12 differs until
 * 12:00 UTC and UTC+14 from 10:00 UTC until midnight, so UTC-12 is taken before 11:00 and
 * UTC+14 after (an hour's margin at noon). No zone differs across UTC midnight, so a run in its
 * last two minutes waits for the new day.
 */
async function zoneOffTheUtcDay(): Promise<{ zone: string; zoneToday: string; utcToday: string }> {
  const untilMidnight = 86_400_000 - (Date.now() % 86_400_000);
  if (untilMidnight < 120_000) await new Promise((resolve) => setTimeout(resolve, untilMidnight + 1_000));
  const now = new Date();
  const zone = now.getUTCHours() < 11 ? 'Etc/GMT+12' : 'Pacific/Kiritimati';
  return { zone, zoneToday: todayIso(now, zone), utcToday: now.toISOString().slice(0, 10) };
}

describe('My Documents at a day boundary between the business zone and UTC', () => {
  let zoneToday = '';
  let utcToday = '';
  let server: TestServer;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    const picked = await zoneOffTheUtcDay();
    ({ zoneToday, utcToday } = picked);
    server = await startTestServer({ seed: 'core', config: { businessTimeZone: picked.zone } });
    const at = nowIso();
    await server.db.run("INSERT INTO content_types (name, description, created_at, updated_at) VALUES ('General terms', 'Terms', @at, @at)", { at });
    const store = DocumentStore.of(server.config, server.db);
    const { db } = server;
    const add = async (name: string, published: string, expires: string | null) => {
      ids[name] = await insertDocument(db, store, { name });
      await db.run('UPDATE documents SET publication_date = @published, expiration_date = @expires WHERE name = @name', { name, published, expires });
    };
    // Published and expiring on the business day only: shows exactly when "today" is the zone's day.
    await add('Z:zone-day-only', zoneToday, zoneToday);
    // Published and expiring on the UTC day only: must not show.
    await add('Z:utc-day-only', utcToday, utcToday);
  }, SETUP_MS + 125_000);
  afterAll(async () => server?.close(), SETUP_MS);

  it('shows what is current on the business day and hides what is current only on the UTC day', async () => {
    expect(zoneToday).not.toBe(utcToday);
    const client = await signIn(server.baseUrl, DEMO.customer.email, DEMO.customer.password);
    const res = await client.table('/myDocuments/documents/rows', {
      startRow: 0,
      endRow: 50,
      filterModel: { name: { filterType: 'text', type: 'startsWith', filter: 'Z:' } },
    });
    expect(res.status).toBe(200);
    expect(res.body.rows.map((r: { name: string }) => r.name)).toEqual(['Z:zone-day-only']);
    expect((await client.get(`/myDocuments/documents/getDownloadFile/${ids['Z:zone-day-only']}`)).status).toBe(200);
    expect((await client.get(`/myDocuments/documents/getDownloadFile/${ids['Z:utc-day-only']}`)).status).toBe(404);
  });
});
