import net from 'node:net';
import { CONTACT_MESSAGE_MAX } from '@portal/contracts/rules/contactMessage';
import { DEMO, TestClient, signIn, startTestServer, type TestServer } from '../../../test/helpers';
import { eventually, startFakeSmtp, type FakeSmtp } from '../../../test/contactSmtp';

const SEND = '/contact/sendEmailMessage';
const valid = { subject: 'Support issue', message: 'Container MSKU1234565 is not visible in my list.', method: 'email' };

interface OutboxRecord {
  id: number;
  kind: string;
  user_id: number;
  sender_email: string;
  sender_name: string;
  selection_code: string | null;
  customer_id: number | null;
  customer_group_id: number | null;
  recipient: string;
  subject: string;
  message: string;
  status: string;
  attempts: number;
  last_error: string | null;
  message_id: string | null;
  sent_at: string | null;
}

/** The messages to customer service (each also queues a confirmation to its sender, kind 'contact_confirmation'). */
const outbox = async (server: TestServer) => server.db.all<OutboxRecord>("SELECT * FROM outbox WHERE kind = 'contact' ORDER BY id");
const confirmations = async (server: TestServer, recipient: string) =>
  server.db.all<OutboxRecord>("SELECT * FROM outbox WHERE kind = 'contact_confirmation' AND recipient = @recipient ORDER BY id", { recipient });
const userId = async (server: TestServer, email: string) => (await server.db.get<{ id: number }>('SELECT id FROM users WHERE email = @email', { email }))!.id;

describe('POST /api/contact/sendEmailMessage without SMTP', () => {
  let server: TestServer;
  let customer: TestClient;
  beforeAll(async () => {
    server = await startTestServer({ seed: 'core', config: { smtp: null, contactRateLimit: 3, contactRateWindowMs: 3_600_000 } });
    customer = await signIn(server.baseUrl, DEMO.customer.email, DEMO.customer.password);
  }, 60_000);
  afterAll(async () => server.close());

  it('needs a session and the anti-forgery token', async () => {
    // An anonymous visitor with a valid token still needs to be signed in.
    const anonymous = new TestClient(server.baseUrl);
    await anonymous.fetchCsrf();
    expect((await anonymous.post(SEND, valid)).status).toBe(401);
    const noToken = await customer.post(SEND, valid, { csrf: false });
    expect(noToken.status).toBe(403);
    expect(noToken.body.code).toBe('CSRF');
    expect(await outbox(server)).toHaveLength(0);
    expect(await confirmations(server, DEMO.customer.email)).toHaveLength(0);
  });

  it.each([
    ['an empty body', {}, ['subject', 'message']],
    ['an empty select and blank text', { subject: '', message: '   \n ' }, ['subject', 'message']],
    ['a subject outside the four', { subject: 'Complaint', message: 'Hello' }, ['subject']],
    ['a message over the limit', { subject: 'Other', message: 'x'.repeat(CONTACT_MESSAGE_MAX + 1) }, ['message']],
    ['a message that is not text', { subject: 'Other', message: { html: '<b>hi</b>' } }, ['message']],
    ['an unknown method', { ...valid, method: 'fax' }, ['method']],
  ])('refuses %s with 422 per field and stores nothing', async (_label, body, fields) => {
    const res = await customer.post(SEND, body);
    expect(res.status).toBe(422);
    expect(res.body.code).toBe('VALIDATION');
    expect(Object.keys(res.body.errors).sort()).toEqual([...fields].sort());
    expect(await outbox(server)).toHaveLength(0);
    expect(await confirmations(server, DEMO.customer.email)).toHaveLength(0);
  });

  it("answers a refusal in the request's language, the fields' keys unchanged", async () => {
    const res = await customer.post(SEND, { subject: '', message: '' }, { headers: { 'accept-language': 'nl' } });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ subject: ['Kies een onderwerp.'], message: ['Schrijf uw bericht.'] });
  });

  it('stores the message with the sender and the selected organisation, queued', async () => {
    const options = await customer.get('/portal/customerOptions');
    const organisation = options.body.selected as string;
    const res = await customer.post(SEND, { ...valid, message: `  ${valid.message}  ` });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Email successfully sent!', id: expect.any(Number), status: 'queued' });

    const [row] = await outbox(server);
    const customerId = (await server.db.get<{ id: number }>('SELECT id FROM customers WHERE code = @code', { code: organisation }))!.id;
    expect(row).toEqual(
      expect.objectContaining({
        id: res.body.id,
        user_id: await userId(server, DEMO.customer.email),
        sender_email: DEMO.customer.email,
        selection_code: organisation,
        customer_id: customerId,
        customer_group_id: null,
        recipient: server.config.contactRecipient,
        subject: 'Support issue',
        message: valid.message,
        status: 'queued',
        attempts: 0,
        sent_at: null,
      }),
    );
    expect(row.sender_name.length).toBeGreaterThan(0);
  });

  it('records a group selection as the group', async () => {
    const options = await customer.get('/portal/customerOptions');
    const group = (options.body.options as Array<{ value: string }>).find((o) => o.value.startsWith('00'))!.value;
    expect((await customer.post('/portal/customer', { customer: group })).status).toBe(200);
    const res = await customer.post(SEND, { subject: 'Sales inquiry', message: 'Rates for 40HC Shanghai–Rotterdam, please.' });
    expect(res.status).toBe(200);
    const row = (await outbox(server)).find((r) => r.id === res.body.id)!;
    const groupId = (await server.db.get<{ id: number }>('SELECT id FROM customer_groups WHERE code = @code', { code: group }))!.id;
    expect(row).toEqual(expect.objectContaining({ selection_code: group, customer_id: null, customer_group_id: groupId }));
  });

  it('limits each user to CONTACT_RATE_LIMIT messages per window (429 with Retry-After), others unaffected', async () => {
    // Two of three used above; invalid attempts did not count.
    expect((await customer.post(SEND, valid)).status).toBe(200);
    const throttled = await customer.post(SEND, valid);
    expect(throttled.status).toBe(429);
    expect(throttled.body.code).toBe('THROTTLED');
    expect(throttled.body.message).toMatch(/try again in/);
    const retryAfter = Number(throttled.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(3000);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    const mine = await userId(server, DEMO.customer.email);
    expect((await outbox(server)).filter((r) => r.user_id === mine)).toHaveLength(3);

    // Another session of the same user is the same user.
    const again = await signIn(server.baseUrl, DEMO.customer.email, DEMO.customer.password);
    expect((await again.post(SEND, valid)).status).toBe(429);

    const basic = await signIn(server.baseUrl, DEMO.basic.email, DEMO.basic.password);
    expect((await basic.post(SEND, valid)).status).toBe(200);

    // Once the window has passed, the user may write again.
    await server.db.run("UPDATE outbox SET created_at = '2000-01-01T00:00:00.000Z' WHERE user_id = @mine", { mine });
    expect((await customer.post(SEND, valid)).status).toBe(200);
  });
});

describe('POST /api/contact/sendEmailMessage with SMTP', () => {
  let smtp: FakeSmtp;
  let server: TestServer;
  beforeAll(async () => {
    smtp = await startFakeSmtp();
    server = await startTestServer({
      seed: 'core',
      config: {
        smtp: { host: '127.0.0.1', port: smtp.port, secure: false, user: null, pass: null, from: 'portal@meridianfreight.test' },
        contactRecipient: 'service@meridianfreight.test',
      },
    });
  }, 60_000);
  afterAll(async () => {
    await server.close();
    await smtp.close();
  });

  it('delivers the stored message through the SMTP server and records it as sent', async () => {
    const customer = await signIn(server.baseUrl, DEMO.customer.email, DEMO.customer.password);
    const res = await customer.post(SEND, { subject: 'Generic question', message: 'Do you handle\nreefer cargo to Qingdao?' });
    expect(res.status).toBe(200);
    await eventually(async () => (await outbox(server)).find((r) => r.id === res.body.id)?.status === 'sent');

    const row = (await outbox(server)).find((r) => r.id === res.body.id)!;
    expect(row.attempts).toBe(1);
    expect(row.sent_at).toBeTruthy();
    expect(row.message_id).toBeTruthy();
    const toService = smtp.received.filter((m) => m.to.includes('<service@meridianfreight.test>'));
    expect(toService).toHaveLength(1);
    const [mail] = toService;
    expect(mail.from).toContain('portal@meridianfreight.test');
    expect(mail.to).toEqual(['<service@meridianfreight.test>']);
    expect(mail.data).toMatch(/^Subject: Portal contact: Generic question \(/m);
    expect(mail.data).toMatch(new RegExp(`^Reply-To: .*<${DEMO.customer.email.replace('.', '\\.')}>`, 'm'));
    expect(mail.data).toContain('Do you handle\nreefer cargo to Qingdao?');
  });

  it('confirms to the sender in English, with what they wrote, and delivers it', async () => {
    const customer = await signIn(server.baseUrl, DEMO.customer.email, DEMO.customer.password);
    const res = await customer.post(SEND, { subject: 'Sales inquiry', message: 'Rates for reefers\nto Qingdao, please.' });
    expect(res.status).toBe(200);
    // The one queued right after the message (the test above sent one too).
    const confirmation = (await confirmations(server, DEMO.customer.email)).find((r) => r.id > res.body.id)!;
    expect(confirmation.subject).toBe('We received your message: Sales inquiry');
    expect(confirmation.message).toContain('Thank you for your message about "Sales inquiry"');
    expect(confirmation.message).toContain('Your message:\n> Rates for reefers\n> to Qingdao, please.');
    await eventually(async () => (await confirmations(server, DEMO.customer.email)).find((r) => r.id === confirmation.id)?.status === 'sent');
    expect(smtp.received.some((m) => m.to.includes(`<${DEMO.customer.email}>`) && /^Subject: We received your message: Sales inquiry$/m.test(m.data))).toBe(true);
  });

  it('confirms in Dutch to an account that chose Dutch, and in the language of the request to one that chose none', async () => {
    const basic = await signIn(server.baseUrl, DEMO.basic.email, DEMO.basic.password);
    expect((await basic.put('/portal/language', { language: 'nl' })).status).toBe(200);
    // The account's choice, whatever language this request is in.
    expect((await basic.post(SEND, { subject: 'Generic question', message: 'Kunnen jullie koelcontainers naar Qingdao vervoeren?' }, { headers: { 'accept-language': 'en' } })).status).toBe(200);
    const [dutch] = await confirmations(server, DEMO.basic.email);
    expect(dutch.subject).toBe('Wij hebben uw bericht ontvangen: Algemene vraag');
    expect(dutch.message).toMatch(/^Beste .+,$/m);
    expect(dutch.message).toContain('Dank u voor uw bericht over "Algemene vraag" via het Meridian Freight-klantenportaal.');
    expect(dutch.message).toContain('Uw bericht:\n> Kunnen jullie koelcontainers naar Qingdao vervoeren?');
    expect(dutch.sender_name).toBe('Meridian Freight-klantenportaal');

    const admin = await signIn(server.baseUrl, DEMO.admin.email, DEMO.admin.password);
    expect((await admin.post(SEND, { subject: 'Other', message: 'Test' }, { headers: { 'accept-language': 'nl-NL,nl;q=0.9' } })).status).toBe(200);
    expect((await confirmations(server, DEMO.admin.email))[0].subject).toBe('Wij hebben uw bericht ontvangen: Overig');
    // What reaches customer service stays as the customer chose it (the four subjects are machine values).
    expect((await outbox(server)).filter((r) => r.sender_email === DEMO.basic.email).map((r) => r.subject)).toEqual(['Generic question']);
  });
});

describe('POST /api/contact/sendEmailMessage when the mail server is down', () => {
  let server: TestServer;
  beforeAll(async () => {
    // A port that was free a moment ago: nothing listens there.
    const probe = net.createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const port = (probe.address() as net.AddressInfo).port;
    await new Promise((resolve) => probe.close(resolve));
    server = await startTestServer({
      seed: 'core',
      config: { smtp: { host: '127.0.0.1', port, secure: false, user: null, pass: null, from: 'portal@meridianfreight.test' } },
    });
  }, 60_000);
  afterAll(async () => server.close());

  it('still accepts the message and keeps it queued for a retry, with the reason', async () => {
    const customer = await signIn(server.baseUrl, DEMO.customer.email, DEMO.customer.password);
    const res = await customer.post(SEND, valid);
    expect(res.status).toBe(200);
    await eventually(async () => ((await outbox(server)).find((r) => r.id === res.body.id)?.attempts ?? 0) > 0);
    const row = (await outbox(server)).find((r) => r.id === res.body.id)!;
    expect(row.status).toBe('queued');
    expect(row.last_error).toMatch(/ECONNREFUSED|connect/i);
  });
});
