import { NOTIFICATION_TYPES } from '@portal/contracts/rules/notifications';
import { sessionSecret } from '../../core/session';
import { recordEvents } from './events';
import { sendDailyDigests } from './mail';
import { documentsPublishedToday } from './sources';
import { unsubscribeToken } from './unsubscribe';
import { createMailer } from '../contact/mailer';
import type { OutboxRow } from '../contact/outbox';
import { startFakeSmtp } from '../../../test/contactSmtp';
import { DEMO, signIn, startTestServer, TestClient, type TestServer } from '../../../test/helpers';
import { SETUP_MS, contentTypeId, day, idOf, insertQuote, pdfBytes, upload } from '../../../test/documentsFixtures';
import { openStream } from '../../../test/notificationsStream';

/**
 * Notifications through the real server: a document publication, an offer, the list with its
 * filters and read marks, who sees what (also after removal from a group), preferences, the
 * e-mails (instant and digest) and their one-click unsubscribe links, and the live stream.
 */
let server: TestServer;
let admin: TestClient;
let customer: TestClient;
let basic: TestClient;
const customerId = async () => (await server.db.get<{ id: number }>('SELECT id FROM users WHERE email = @e', { e: DEMO.customer.email }))!.id;

beforeAll(async () => {
  server = await startTestServer();
  admin = await signIn(server.baseUrl, DEMO.admin.email, DEMO.admin.password);
  customer = await signIn(server.baseUrl, DEMO.customer.email, DEMO.customer.password);
  basic = await signIn(server.baseUrl, DEMO.basic.email, DEMO.basic.password);
}, SETUP_MS);
afterAll(() => server.close(), SETUP_MS);

async function publish(name: string, code = 'C10001', publication = day(0)) {
  const res = await upload(
    admin,
    'uploadCreate',
    {
      name,
      publication_date: publication,
      content_type: String(await contentTypeId(server.db, 'Customs')),
      distribution_type: 'Customer',
      customer: String(await idOf(server.db, 'customers', code)),
    },
    { name: `${name}.pdf`, content: pdfBytes(name), type: 'application/pdf' },
  );
  expect(res.status).toBe(200);
  return res.body.document.id as number;
}

const listOf = async (client: TestClient, query = '') => {
  const res = await client.get(`/notifications${query}`);
  if (res.status !== 200) throw new Error(`GET /notifications${query} answered ${res.status}: ${res.text}`);
  return res.body;
};

describe('a document publication', () => {
  it('reaches the users of its organisation (unread, linked to My Documents), not the others', async () => {
    const before = (await customer.get('/notifications/unreadCount')).body.unread;
    const id = await publish('Customs guide N1');
    const list = await listOf(customer, '?type=document.published');
    const mine = list.items.find((n: { subject: { id: string } }) => n.subject.id === String(id));
    expect(mine).toMatchObject({ type: 'document.published', read: false, organisations: ['C10001'], subject: { kind: 'document' } });
    expect((await customer.get('/notifications/unreadCount')).body.unread).toBe(before + 1);
    const other = await listOf(basic);
    expect(other.items.some((n: { subject: { id: string } }) => n.subject.id === String(id))).toBe(false);
  });

  it('published for a later day says nothing yet; the daily sweep of that day does', async () => {
    const id = await publish('Customs guide later', 'C10001', day(2));
    const stored = () => server.db.get("SELECT 1 AS x FROM notifications WHERE subject_kind = 'document' AND subject_id = @id", { id: String(id) });
    expect(await stored()).toBeUndefined();
    expect(await documentsPublishedToday(server.db, day(1))).toBe(0);
    expect(await documentsPublishedToday(server.db, day(2))).toBeGreaterThanOrEqual(1);
    expect(await stored()).toBeDefined();
  });
});

describe('an offer', () => {
  it('made by the forwarder tells the quote’s organisation it can be downloaded; bad input changes nothing', async () => {
    await insertQuote(server.db, 'TQ-NOTIF-1', 'C10001');
    await server.db.run("UPDATE quotes SET quote_status = 'Requested', offered_at = NULL, valid_until = NULL WHERE quote_nr = 'TQ-NOTIF-1'");
    expect((await customer.post('/quotes/TQ-NOTIF-1/offer', { valid_until: day(10) })).status).toBe(403);
    const bad = await admin.post('/quotes/TQ-NOTIF-1/offer', { valid_until: 'soon' });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.valid_until).toBeDefined();
    expect((await admin.post('/quotes/NO-SUCH/offer', { valid_until: day(10) })).status).toBe(404);
    expect((await server.db.get<{ s: string }>("SELECT quote_status AS s FROM quotes WHERE quote_nr = 'TQ-NOTIF-1'"))!.s).toBe('Requested');

    expect((await admin.post('/quotes/TQ-NOTIF-1/offer', { valid_until: day(10) })).status).toBe(200);
    const list = await listOf(customer, '?type=quote.downloadable');
    expect(list.items[0]).toMatchObject({ subject: { kind: 'quote', id: 'TQ-NOTIF-1' }, data: { quoteNr: 'TQ-NOTIF-1', validUntil: day(10) } });
    expect((await listOf(basic, '?type=quote.downloadable')).items.some((n: { subject: { id: string } }) => n.subject.id === 'TQ-NOTIF-1')).toBe(false);
  });
});

describe('the list', () => {
  it('filters by type, organisation and read state, pages, and keeps read marks', async () => {
    const page = await listOf(customer, '?limit=2&offset=0');
    expect(page.items.length).toBeLessThanOrEqual(2);
    expect(page.total).toBeGreaterThanOrEqual(2);
    const byOrg = await listOf(customer, '?organisation=C10001');
    expect(byOrg.items.every((n: { organisations: string[] }) => n.organisations.includes('C10001'))).toBe(true);

    const first = page.items[0];
    const read = await customer.post(`/notifications/${first.id}/read`);
    expect(read.status).toBe(200);
    expect((await listOf(customer, '?state=unread')).items.some((n: { id: number }) => n.id === first.id)).toBe(false);
    expect((await listOf(customer, '?state=read')).items.some((n: { id: number }) => n.id === first.id)).toBe(true);

    expect((await customer.post('/notifications/readAll')).body).toEqual({ unread: 0 });
    expect((await customer.get('/notifications/unreadCount')).body).toEqual({ unread: 0 });
  });

  it('refuses what it cannot take with a 422 naming the field', async () => {
    for (const [query, field] of [
      ['?type=nonsense', 'type'],
      ['?state=maybe', 'state'],
      ['?limit=1000', 'limit'],
      ['?offset=-1', 'offset'],
      ['?limit=1e400', 'limit'],
    ]) {
      const res = await customer.get(`/notifications${query}`);
      expect({ query, status: res.status, field: Object.keys(res.body.errors ?? {}) }).toEqual({ query, status: 422, field: [field] });
    }
  });

  it('marking a notification the user cannot see is a 404, and marks nothing', async () => {
    const [other] = await recordEvents(server.db, [
      {
        type: 'shipment.departed',
        subject: { kind: 'shipment', id: 'SEA26-999999', mode: 'sea' },
        customerIds: [await idOf(server.db, 'customers', 'C10004')],
        title: 't',
        body: 'b',
        dedupKey: 'test:orgb:1',
      },
    ]);
    expect((await basic.post(`/notifications/${other.id}/read`)).status).toBe(404);
    expect(await server.db.get('SELECT 1 AS x FROM notification_reads WHERE notification_id = @id', { id: other.id })).toBeUndefined();
  });
});

describe('who sees what follows the selection rules', () => {
  it('a user removed from a group no longer sees the notifications of its member organisations', async () => {
    const userId = await customerId();
    // A member organisation the user reaches only through a group.
    const viaGroup = (await server.db.get<{ id: number; code: string; group_id: number }>(
      `SELECT c.id, c.code, m.group_id FROM customer_group_members m JOIN user_customer_groups ug ON ug.group_id = m.group_id JOIN customers c ON c.id = m.customer_id
        WHERE ug.user_id = @u AND NOT EXISTS (SELECT 1 FROM user_customers uc WHERE uc.user_id = @u AND uc.customer_id = m.customer_id) ORDER BY c.code LIMIT 1`,
      { u: userId },
    ))!;
    expect(viaGroup).toBeDefined();
    const [n] = await recordEvents(server.db, [
      {
        type: 'shipment.arrived',
        subject: { kind: 'shipment', id: 'AIR26-424242', mode: 'air' },
        customerIds: [viaGroup.id],
        title: 'AIR26-424242 arrived',
        body: 'b',
        dedupKey: 'test:group:1',
      },
    ]);
    const sees = async () => (await listOf(customer, '?limit=100')).items.some((x: { id: number }) => x.id === n.id);
    expect(await sees()).toBe(true);
    await server.db.run('DELETE FROM user_customer_groups WHERE user_id = @u AND group_id = @g', { u: userId, g: viaGroup.group_id });
    try {
      expect(await sees()).toBe(false);
      expect((await customer.post(`/notifications/${n.id}/read`)).status).toBe(404);
    } finally {
      await server.db.run('INSERT INTO user_customer_groups (user_id, group_id) VALUES (@u, @g)', { u: userId, g: viaGroup.group_id });
    }
  });
});

describe('preferences and e-mail', () => {
  const outbox = (userId: number) =>
    server.db.all<{ id: number; kind: string; subject: string; message: string; html: string | null }>(
      'SELECT id, kind, subject, message, html FROM outbox WHERE user_id = @userId ORDER BY id',
      { userId },
    );

  it('every type starts in the portal, without e-mail; a choice is stored and validated', async () => {
    const res = await customer.get('/notifications/preferences');
    expect(res.body.preferences).toHaveLength(NOTIFICATION_TYPES.length);
    expect(res.body.preferences[0]).toEqual({ type: 'shipment.etaChanged', portal: true, email: 'off' });
    const bad = await customer.put('/notifications/preferences', { preferences: [{ type: 'document.published', portal: 'yes', email: 'off' }] });
    expect(bad.status).toBe(422);
    expect((await customer.put('/notifications/preferences', { preferences: [{ type: 'nope', portal: true, email: 'off' }] })).status).toBe(422);
  });

  it('a type kept out of the portal is not listed; e-mail "instant" queues a text + HTML mail with its links', async () => {
    const userId = await customerId();
    const saved = await customer.put('/notifications/preferences', { preferences: [{ type: 'document.published', portal: false, email: 'instant' }] });
    expect(saved.status).toBe(200);
    const before = (await outbox(userId)).length;
    const id = await publish('Packing rules N2');
    expect((await listOf(customer, '?limit=100')).items.some((n: { subject: { id: string } }) => n.subject.id === String(id))).toBe(false);
    const mails = (await outbox(userId)).slice(before);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ kind: 'notification', subject: 'New document: Packing rules N2' });
    expect(mails[0].message).toContain(`${server.config.portalOrigin}/documents`);
    expect(mails[0].message).toMatch(/^Unsubscribe: http\S+\/unsubscribe\?token=\S+$/m);
    expect(mails[0].html).toContain('<a href=');
    // basic (another organisation) chose nothing and gets nothing
    expect(await outbox((await server.db.get<{ id: number }>('SELECT id FROM users WHERE email = @e', { e: DEMO.basic.email }))!.id)).toHaveLength(0);
  });

  it('the unsubscribe link works once, without sign-in; forged, reused and expired links change nothing', async () => {
    const userId = await customerId();
    const mail = (await outbox(userId)).at(-1)!;
    const token = /token=(\S+)$/m.exec(mail.message)![1];
    const anonymous = new TestClient(server.baseUrl);
    await anonymous.fetchCsrf();
    const pref = async () =>
      (await server.db.get<{ email: string }>("SELECT email FROM notification_preferences WHERE user_id = @u AND type = 'document.published'", { u: userId }))?.email;
    expect(await pref()).toBe('instant');

    const [payload, signature] = token.split('.');
    const forgedPayload = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), t: 'quote.expiring' })).toString(
      'base64url',
    );
    for (const forged of [`${forgedPayload}.${signature}`, `${payload}.${signature.slice(0, -2)}AA`, 'garbage', `${payload}`]) {
      const res = await anonymous.post('/notifications/unsubscribe', { token: forged });
      expect({ forged, status: res.status }).toEqual({ forged, status: 422 });
    }
    const expired = unsubscribeToken(await sessionSecret(server.config, server.db), userId, 'document.published', Date.now() - 31 * 86_400_000);
    expect((await anonymous.post('/notifications/unsubscribe', { token: expired })).status).toBe(422);
    expect(await pref()).toBe('instant');

    const ok = await anonymous.post('/notifications/unsubscribe', { token });
    expect(ok.status).toBe(200);
    expect(await pref()).toBe('off');
    // Turned back on, the same link does nothing a second time.
    await customer.put('/notifications/preferences', { preferences: [{ type: 'document.published', portal: true, email: 'instant' }] });
    const again = await anonymous.post('/notifications/unsubscribe', { token });
    expect(again.status).toBe(422);
    expect(again.body.errors.token[0]).toMatch(/already been used/);
    expect(await pref()).toBe('instant');
    // Without the anonymous session's anti-forgery token: refused like any POST.
    expect((await new TestClient(server.baseUrl).post('/notifications/unsubscribe', { token })).status).toBe(403);
  });

  it('a mail carries RFC 8058 one-click headers; a POST to that address unsubscribes without sign-in, once; a GET there changes nothing', async () => {
    const userId = await customerId();
    await customer.put('/notifications/preferences', { preferences: [{ type: 'document.published', portal: true, email: 'instant' }] });
    const before = (await outbox(userId)).length;
    await publish('Packing rules N3');
    const mail = (await outbox(userId)).slice(before)[0];
    const row = (await server.db.get<OutboxRow>(
      'SELECT id, kind, sender_email, sender_name, selection_code, NULL AS customer_name, recipient, subject, message, html, list_unsubscribe, attempts FROM outbox WHERE id = @id',
      { id: mail.id },
    ))!;
    const address = new URL(row.list_unsubscribe!);
    expect(`${address.origin}${address.pathname}`).toBe(`${server.config.portalOrigin}/api/notifications/unsubscribe/oneClick`);
    // The mail's own link (the page) and the header's are one link: whichever is used first counts.
    const pageToken = /^Unsubscribe: \S+\?token=(\S+)$/m.exec(row.message)![1];
    expect(address.searchParams.getAll('token')).toEqual([pageToken]);

    // What goes over the wire, through SMTP.
    const smtp = await startFakeSmtp();
    const mailer = createMailer({ host: '127.0.0.1', port: smtp.port, secure: false, user: null, pass: null, from: 'portal@portal.test' })!;
    try {
      await mailer.send(row);
      const raw = smtp.received[0].data.replace(/\r?\n[ \t]+/g, ' '); // headers unfolded
      expect(raw).toContain(`List-Unsubscribe: <${row.list_unsubscribe}>`);
      expect(raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?$/m);
    } finally {
      mailer.close();
      await smtp.close();
    }

    const pref = async () =>
      (await server.db.get<{ email: string }>("SELECT email FROM notification_preferences WHERE user_id = @u AND type = 'document.published'", { u: userId }))?.email;
    // As a mail client sends it: no cookie, no anti-forgery token, the form body of RFC 8058.
    const oneClick = (body: string | FormData = 'List-Unsubscribe=One-Click', target = `${address.pathname}${address.search}`) =>
      fetch(`${server.baseUrl}${target}`, {
        method: 'POST',
        body,
        ...(typeof body === 'string' ? { headers: { 'content-type': 'application/x-www-form-urlencoded' } } : {}),
      });
    // A link scanner's GET is not the one click.
    expect((await fetch(`${server.baseUrl}${address.pathname}${address.search}`)).status).toBe(404);
    expect(await pref()).toBe('instant');

    const first = await oneClick();
    expect(first.status).toBe(200);
    expect(await first.json()).toMatchObject({ types: ['document.published'] });
    expect(await pref()).toBe('off');
    // Turned back on, the same address does nothing a second time, nor does the page's link.
    await customer.put('/notifications/preferences', { preferences: [{ type: 'document.published', portal: true, email: 'instant' }] });
    const again = await oneClick();
    expect(again.status).toBe(422);
    expect((await again.json()).errors.token[0]).toMatch(/already been used/);
    const anonymous = new TestClient(server.baseUrl);
    await anonymous.fetchCsrf();
    expect((await anonymous.post('/notifications/unsubscribe', { token: pageToken })).status).toBe(422);
    expect(await pref()).toBe('instant');

    // Forged: refused. Multipart (RFC 8058's SHOULD) with a fresh link: accepted.
    const secret = await sessionSecret(server.config, server.db);
    const fresh = unsubscribeToken(secret, userId, 'document.published');
    expect((await oneClick(undefined, `/api/notifications/unsubscribe/oneClick?token=${fresh.slice(0, -3)}AAA`)).status).toBe(422);
    const form = new FormData();
    form.append('List-Unsubscribe', 'One-Click');
    expect((await oneClick(form, `/api/notifications/unsubscribe/oneClick?token=${encodeURIComponent(fresh)}`)).status).toBe(200);
    expect(await pref()).toBe('off');
    await customer.put('/notifications/preferences', { preferences: [{ type: 'document.published', portal: true, email: 'off' }] });
  });

  it('the daily digest gathers the day’s notifications of the digest types into one mail per user', async () => {
    const userId = await customerId();
    await customer.put('/notifications/preferences', {
      preferences: [
        { type: 'document.published', portal: true, email: 'off' },
        { type: 'shipment.delayed', portal: true, email: 'digest' },
      ],
    });
    const c10001 = await idOf(server.db, 'customers', 'C10001');
    await recordEvents(
      server.db,
      [1, 2, 3].map((i) => ({
        type: 'shipment.delayed' as const,
        subject: { kind: 'shipment' as const, id: `SEA26-00000${i}`, mode: 'sea' as const },
        customerIds: [c10001],
        title: `SEA26-00000${i} is delayed`,
        body: 'b',
        dedupKey: `test:digest:${i}`,
      })),
    );
    const before = (await outbox(userId)).length;
    expect(await sendDailyDigests(server.db, server.config, new Date(Date.now() + 1000))).toBeGreaterThanOrEqual(1);
    const digest = (await outbox(userId)).slice(before);
    expect(digest).toHaveLength(1);
    expect(digest[0]).toMatchObject({ kind: 'notification_digest', subject: 'Your daily summary: 3 notifications' });
    expect(digest[0].message).toContain('/myshipments/sea/SEA26-000001');
  });
});

describe('the live stream', () => {
  it('sends a new notification to a connected user within a moment, not to others; resumes after Last-Event-ID', async () => {
    const mine = await openStream(server.baseUrl, customer);
    const theirs = await openStream(server.baseUrl, basic);
    try {
      expect(mine.ready).toMatchObject({ unread: expect.any(Number) });
      const started = Date.now();
      const id = await publish('Live guide N3');
      const event = await mine.next((e) => e.data.notification.subject.id === String(id), 3_000);
      expect(Date.now() - started).toBeLessThan(2_000);
      expect(event.id).toBe(String(event.data.notification.id));
      await new Promise((r) => setTimeout(r, 600));
      expect(theirs.events.some((e) => e.data.notification.subject.id === String(id))).toBe(false);

      const resumed = await openStream(server.baseUrl, customer, Number(event.id) - 1);
      try {
        expect((await resumed.next((e) => e.id === event.id, 2_000)).data.notification.title).toBe('New document: Live guide N3');
      } finally {
        resumed.close();
      }
    } finally {
      mine.close();
      theirs.close();
    }
  });

  it('sends nothing more once its session has ended (signed out elsewhere): the stream closes', async () => {
    const second = await signIn(server.baseUrl, DEMO.customer.email, DEMO.customer.password);
    const stream = await openStream(server.baseUrl, second);
    try {
      expect((await second.post('/logout')).status).toBe(200);
      const id = await publish('After sign-out N4');
      await expect(stream.next((e) => e.data.notification.subject.id === String(id), 1_500)).rejects.toThrow(/no matching event/);
      expect(stream.ended()).toBe(true);
    } finally {
      stream.close();
    }
  });

  it('answers 406 to a client that does not ask for an event stream, 401 without a session', async () => {
    expect((await customer.get('/notifications/stream')).status).toBe(406);
    expect((await new TestClient(server.baseUrl).get('/notifications/stream', { headers: { accept: 'text/event-stream' } })).status).toBe(401);
  });
});

describe('the export', () => {
  it('writes the filtered list, every page of it, and only the caller’s own', async () => {
    await publish('Customs guide X1');
    const list = await listOf(customer, '?type=document.published');
    const res = await customer.get('/notifications/export?type=document.published');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toContain('filename="notifications.csv"');
    expect(res.headers.get('x-export-rows')).toBe(String(list.total));
    const lines = res.text.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toBe('When (UTC),Type,Title,Details,Reference,Organisations,Read');
    expect(lines).toHaveLength(list.total + 1);
    expect(lines.some((l) => l.includes('Customs guide X1'))).toBe(true);
    const theirs = await basic.get('/notifications/export');
    expect(theirs.text).not.toContain('Customs guide X1');
    const xlsx = await fetch(customer.url('/notifications/export?type=document.published&format=xlsx'), { headers: { cookie: customer.cookie! } });
    expect(xlsx.headers.get('content-type')).toContain('spreadsheetml');
    expect((await xlsx.arrayBuffer()).byteLength).toBeGreaterThan(1000);
  });
});
