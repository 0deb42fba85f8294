import { DEMO, signIn, startTestServer, type TestClient, type TestServer } from '../../../test/helpers';
import { eventually } from '../../../test/contactSmtp';
import { Receiver } from './webhooks.receiver';

/**
 * Webhook messages a person reads in the request's language: a refused registration, a delete,
 * and what went wrong with a delivery. The payloads and every machine field (codes, statuses,
 * event types, field keys) stay as they are. The e-mail telling an owner their endpoint was
 * disabled is in the language they chose on their account (the dispatcher has no request).
 */
jest.setTimeout(60_000);
let server: TestServer;
let customer: TestClient;
beforeAll(async () => {
  server = await startTestServer({ config: { webhookAllowPrivate: false } });
  customer = await signIn(server.baseUrl, DEMO.customer.email, DEMO.customer.password);
}, 120_000);
afterAll(async () => server.close());

const NL = { headers: { 'accept-language': 'nl' } };

it('refuses the same registration with the same keys in English and Dutch, in Dutch words', async () => {
  const bad = { url: 'http://example.com/hook', eventTypes: ['shipment.delayed', 'no.such.event'] };
  const en = await customer.post('/webhooks', bad);
  const nl = await customer.post('/webhooks', bad, NL);
  expect([en.status, nl.status]).toEqual([422, 422]);
  expect(nl.body.code).toBe(en.body.code);
  expect(Object.keys(nl.body.errors).sort()).toEqual(Object.keys(en.body.errors).sort());
  expect(en.body.errors.url).toEqual(['The endpoint must be an https:// address.']);
  expect(nl.body.errors.url).toEqual(['Het endpoint moet een https://-adres zijn.']);
  expect(en.body.errors.eventTypes[0]).toMatch(/^One of the event types is unknown\. Known: shipment\.etaChanged, .*shipment\.delayed, /);
  expect(nl.body.errors.eventTypes[0]).toMatch(/^Een van de soorten gebeurtenissen is onbekend\. Bekend zijn: shipment\.etaChanged, .*shipment\.delayed, /);

  const empty = await customer.post('/webhooks', { url: 'https://example.com/hook', eventTypes: [] }, NL);
  expect(empty.body.errors.eventTypes).toEqual(['Kies minstens één soort gebeurtenis.']);
});

it('says a delete and a delivery\'s failure in Dutch, keeping the delivery\'s machine fields', async () => {
  const created = await customer.post('/webhooks', { url: 'https://example.com/hook', eventTypes: ['shipment.delayed'] });
  expect(created.status).toBe(200);
  const id = created.body.endpoint.id as number;
  // What the dispatcher stores after failures (it has no request, so it writes English).
  await server.db.run("UPDATE webhook_endpoints SET enabled = FALSE, disabled_reason = '5 failed attempts in a row' WHERE id = @id", { id });
  await customer.post(`/webhooks/${id}/test`, {});
  await server.db.run("UPDATE webhook_deliveries SET status = 'failed', last_error = 'The endpoint is disabled.' WHERE endpoint_id = @id", { id });

  const en = await customer.get(`/webhooks/${id}/deliveries`);
  const nl = await customer.get(`/webhooks/${id}/deliveries`, NL);
  expect(en.body.deliveries[0]).toMatchObject({ status: 'failed', eventType: 'webhook.test', lastError: 'The endpoint is disabled.' });
  expect(nl.body.deliveries[0]).toMatchObject({ status: 'failed', eventType: 'webhook.test', lastError: 'Het endpoint is uitgeschakeld.' });
  const list = await customer.get('/webhooks', NL);
  expect(list.body.endpoints.find((e: { id: number }) => e.id === id)).toMatchObject({ enabled: false, disabledReason: '5 mislukte pogingen achter elkaar' });

  expect((await customer.delete(`/webhooks/${id}`, NL)).body.message).toBe('Het endpoint is verwijderd.');
});

it('tells an owner who chose Dutch in Dutch that their endpoint was disabled', async () => {
  const strict = await startTestServer({ config: { webhookAllowPrivate: true, webhookRetryScheduleMs: [50, 50], webhookPollMs: 50, webhookDisableAfter: 2, webhookTimeoutMs: 2000 } });
  const receiver = await new Receiver().start();
  try {
    receiver.statuses = [500];
    const owner = await signIn(strict.baseUrl, DEMO.basic.email, DEMO.basic.password);
    expect((await owner.put('/portal/language', { language: 'nl' })).status).toBe(200);
    const created = await owner.post('/webhooks', { url: receiver.url(), eventTypes: ['shipment.delayed'] });
    expect(created.status).toBe(200);
    await owner.post(`/webhooks/${created.body.endpoint.id}/test`, {});
    const readMail = () => strict.db.get<{ recipient: string; subject: string; message: string }>("SELECT recipient, subject, message FROM outbox WHERE kind = 'webhook_disabled' ORDER BY id DESC");
    await eventually(async () => (await readMail()) !== undefined, 20_000);
    const mail = (await readMail())!;
    expect(mail.recipient).toBe(DEMO.basic.email);
    expect(mail.subject).toBe('Een webhook-endpoint is uitgeschakeld');
    expect(mail.message).toContain(`Uw webhook-endpoint ${receiver.url()} is 2 keer achter elkaar mislukt en is uitgeschakeld`);
    expect(mail.message).not.toMatch(/failed|Hello/);
  } finally {
    await receiver.close();
    await strict.close();
  }
});
