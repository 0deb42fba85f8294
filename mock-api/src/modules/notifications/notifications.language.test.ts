import ExcelJS from 'exceljs';
import { recordEvents } from './events';
import { sendDailyDigests } from './mail';
import { DEMO, signIn, startTestServer, TestClient, type TestServer } from '../../../test/helpers';
import { idOf, SETUP_MS } from '../../../test/documentsFixtures';

/**
 * Notifications in the reader's language: stored with their English words, listed in the
 * request's language, and mailed (instantly and as the daily digest) in the language the person
 * chose on their account; the machine fields (type, subject, links) stay as they are.
 */
let server: TestServer;
let customer: TestClient;
const NL = { headers: { 'accept-language': 'nl' } };

beforeAll(async () => {
  server = await startTestServer();
  customer = await signIn(server.baseUrl, DEMO.customer.email, DEMO.customer.password);
}, SETUP_MS);
afterAll(() => server.close(), SETUP_MS);

const userId = async () => (await server.db.get<{ id: number }>('SELECT id FROM users WHERE email = @e', { e: DEMO.customer.email }))!.id;
const outbox = async () =>
  server.db.all<{ kind: string; subject: string; message: string; html: string | null }>('SELECT kind, subject, message, html FROM outbox WHERE user_id = @u ORDER BY id', { u: await userId() });

async function delay(ids: string[], tag: string) {
  const c10001 = await idOf(server.db, 'customers', 'C10001');
  await recordEvents(
    server.db,
    ids.map((id) => ({
      type: 'shipment.delayed' as const,
      subject: { kind: 'shipment' as const, id, mode: 'sea' as const },
      customerIds: [c10001],
      title: `${id} is delayed`,
      body: `${id} is expected to arrive 3 days late (planned 2026-12-04).`,
      dedupKey: `test:${tag}:${id}`,
    })),
  );
}

async function mailsAfter(action: () => Promise<unknown>) {
  const before = (await outbox()).length;
  await action();
  // The instant mail is queued as the notifications are recorded (a listener): wait for it.
  for (let i = 0; i < 50 && (await outbox()).length === before; i++) await new Promise((r) => setTimeout(r, 100));
  return (await outbox()).slice(before);
}

describe('notifications in two languages', () => {
  it('the list speaks the request’s language, its machine fields unchanged', async () => {
    await delay(['SEA26-000101'], 'list');
    const english = (await customer.get('/notifications?type=shipment.delayed&limit=50')).body.items.find((n: { subject: { id: string } }) => n.subject.id === 'SEA26-000101');
    const dutch = (await customer.get('/notifications?type=shipment.delayed&limit=50', NL)).body.items.find((n: { subject: { id: string } }) => n.subject.id === 'SEA26-000101');
    expect(english).toMatchObject({ title: 'SEA26-000101 is delayed', body: 'SEA26-000101 is expected to arrive 3 days late (planned 2026-12-04).' });
    expect(dutch).toMatchObject({ type: 'shipment.delayed', title: 'SEA26-000101 is vertraagd', body: 'SEA26-000101 komt naar verwachting 3 dagen te laat aan (gepland 4 dec 2026).' });
  });

  it('an instant mail is in English, or in Dutch once the person chose Dutch', async () => {
    await customer.put('/notifications/preferences', { preferences: [{ type: 'shipment.delayed', portal: true, email: 'instant' }] });
    try {
      const [english] = await mailsAfter(() => delay(['SEA26-000102'], 'instant-en'));
      expect(english).toMatchObject({ kind: 'notification', subject: 'SEA26-000102 is delayed' });
      expect(english.message).toMatch(/^Hello .+,$/m);
      expect(english.message).toMatch(/^Unsubscribe: http\S+\/unsubscribe\?token=\S+$/m);

      expect((await customer.put('/portal/language', { language: 'nl' })).status).toBe(200);
      const [dutch] = await mailsAfter(() => delay(['SEA26-000103'], 'instant-nl'));
      expect(dutch).toMatchObject({ kind: 'notification', subject: 'SEA26-000103 is vertraagd' });
      expect(dutch.message).toMatch(/^Beste .+,$/m);
      expect(dutch.message).toContain('Zending vertraagd');
      expect(dutch.message).toContain('SEA26-000103 komt naar verwachting 3 dagen te laat aan (gepland 4 dec 2026).');
      expect(dutch.message).toMatch(/^Afmelden: http\S+\/unsubscribe\?token=\S+$/m);
      expect(dutch.message).toContain('/myshipments/sea/SEA26-000103');
      expect(dutch.html).toContain('<html lang="nl">');
      expect(dutch.html).toContain('Kies waarover en hoe u bericht krijgt');
    } finally {
      await customer.put('/portal/language', { language: 'en' });
      await customer.put('/notifications/preferences', { preferences: [{ type: 'shipment.delayed', portal: true, email: 'off' }] });
    }
  });

  it('the daily digest is in the chosen language', async () => {
    await customer.put('/notifications/preferences', { preferences: [{ type: 'shipment.delayed', portal: true, email: 'digest' }] });
    try {
      await delay(['SEA26-000111', 'SEA26-000112'], 'digest');
      const digestOf = async () => (await mailsAfter(() => sendDailyDigests(server.db, server.config, new Date(Date.now() + 1000)))).find((m) => m.kind === 'notification_digest')!;
      const english = await digestOf();
      expect(english.subject).toMatch(/^Your daily summary: \d+ notifications$/);
      await customer.put('/portal/language', { language: 'nl' });
      const dutch = await digestOf();
      expect(dutch.subject).toMatch(/^Uw dagelijkse overzicht: \d+ meldingen$/);
      expect(dutch.message).toContain('* SEA26-000111 is vertraagd');
      expect(dutch.message).toMatch(/^-- Meridian Freight klantenportaal$/m);
    } finally {
      await customer.put('/portal/language', { language: 'en' });
      await customer.put('/notifications/preferences', { preferences: [{ type: 'shipment.delayed', portal: true, email: 'off' }] });
    }
  });

  it('the export’s header row, view line, types, titles and details are in the request’s language; its values stay', async () => {
    await delay(['SEA26-000131'], 'export');
    const lines = async (options?: typeof NL) => (await customer.get('/notifications/export?type=shipment.delayed', options)).text.replace(/^\uFEFF/, '').trim().split('\r\n');
    const english = await lines();
    const dutch = await lines(NL);
    expect(english[0]).toBe('When (UTC),Type,Title,Details,Reference,Organisations,Read');
    expect(dutch[0]).toBe('Tijdstip (UTC),Soort,Titel,Details,Referentie,Organisaties,Gelezen');
    expect(english.find((l) => l.includes('SEA26-000131 is delayed'))).toContain(',Shipment delayed,');
    const row = dutch.find((l) => l.includes('SEA26-000131'))!;
    expect(row).toContain(',Zending vertraagd,SEA26-000131 is vertraagd,SEA26-000131 komt naar verwachting 3 dagen te laat aan (gepland 4 dec 2026).,SEA26-000131,');

    const workbook = async (headers: Record<string, string>) => {
      const res = await fetch(customer.url('/notifications/export?type=shipment.delayed&state=unread&format=xlsx'), { headers: { cookie: customer.cookie!, ...headers } });
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(Buffer.from(await res.arrayBuffer()) as unknown as ArrayBuffer);
      const sheet = book.worksheets[0];
      return { view: sheet.getRow(1).getCell(1).value, header: (sheet.getRow(2).values as unknown[]).slice(1) };
    };
    expect(await workbook({})).toEqual({
      view: 'Filters: Type is Shipment delayed; Only unread. Newest first.',
      header: ['When (UTC)', 'Type', 'Title', 'Details', 'Reference', 'Organisations', 'Read'],
    });
    expect(await workbook(NL.headers)).toEqual({
      view: 'Filters: Soort is Zending vertraagd; Alleen ongelezen. Nieuwste eerst.',
      header: ['Tijdstip (UTC)', 'Soort', 'Titel', 'Details', 'Referentie', 'Organisaties', 'Gelezen'],
    });
  });
});
