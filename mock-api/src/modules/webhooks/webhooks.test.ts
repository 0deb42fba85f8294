import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { Webhook } from 'standardwebhooks';
import { publicDocument } from '../../openapi';
import { recordEvents, type NotificationEvent } from '../notifications/events';
import { isBlockedAddress } from './addresses';
import { DEMO, signIn, startTestServer, type TestClient, type TestServer } from '../../../test/helpers';
import { Receiver } from './webhooks.receiver';
import { createToken, type TokenClient } from '../../../test/publicApi/tokens';
import { portalContract } from '@portal/contracts/portal';
import { webhooksContract } from '@portal/contracts/webhooks';

/**
 * Webhooks against a local receiver: signed deliveries a receiver verifies with the
 * standardwebhooks package, retries with growing delays until the receiver answers, disabling
 * after a run of failures with the owner told, re-sending by hand, and no delivery to private or
 * loopback addresses unless configured for tests.
 *
 * @runAlone: retry gaps of 150 and 300 ms; runs after the other files, with nothing beside it (test/runner.cjs).
 */
let server: TestServer;
let customer: TestClient;
let writer: TokenClient;
let code: string;
let customerId: number;
let receiver: Receiver;
let seq = 0;

const RETRIES_MS = [150, 300, 600];

function event(overrides: Partial<NotificationEvent> = {}): NotificationEvent {
  seq++;
  return {
    type: 'shipment.delayed',
    subject: { kind: 'shipment', id: `SEA26-9${String(seq).padStart(5, '0')}`, mode: 'sea' },
    customerIds: [customerId],
    title: 'Shipment delayed',
    body: 'Expected 3 days late.',
    data: { delayDays: 3, eta: '2026-12-01' },
    dedupKey: `test:webhook:${seq}:${Date.now()}`,
    ...overrides,
  };
}

async function register(client: TestClient, url: string, eventTypes = ['shipment.delayed']) {
  const res = await client.call(webhooksContract.create, { body: { url, eventTypes } });
  if (res.status !== 200) throw new Error(`registration failed: ${res.status} ${res.text}`);
  return res.body as { endpoint: { id: number; updatedAt: string }; secret: string };
}

beforeAll(async () => {
  server = await startTestServer({
    config: { tokenRateLimit: 0, webhookAllowPrivate: true, webhookRetryScheduleMs: RETRIES_MS, webhookPollMs: 50, webhookDisableAfter: 4, webhookTimeoutMs: 2000 },
  });
  customer = await signIn(server.baseUrl, DEMO.customer.email, DEMO.customer.password);
  code = (await customer.call(portalContract.customerOptions)).body.options[0].value;
  customerId = (await server.db.get<{ id: number }>('SELECT id FROM customers WHERE code = @code', { code }))!.id;
  writer = (await createToken(customer, { organisations: [code], access: 'write' })).client;
  receiver = await new Receiver().start();
}, 120_000);
afterAll(async () => {
  await receiver.close();
  await server.close();
});
beforeEach(() => {
  receiver.received.length = 0;
  receiver.statuses = [200];
});

describe('delivery', () => {
  it('sends the event signed per Standard Webhooks; the receiver verifies it, and a changed body fails verification', async () => {
    const { endpoint, secret } = await register(writer, receiver.url());
    expect(secret).toMatch(/^whsec_/);
    const [n] = await recordEvents(server.db, [event()]);
    const [got] = await receiver.waitFor(1);
    const headers = { 'webhook-id': String(got.headers['webhook-id']), 'webhook-timestamp': String(got.headers['webhook-timestamp']), 'webhook-signature': String(got.headers['webhook-signature']) };
    expect(headers['webhook-signature']).toMatch(/^v1,/);
    const payload = new Webhook(secret).verify(got.body, headers) as { type: string; data: { id: number; organisations: string[]; subject: { id: string } } };
    expect(payload.type).toBe('shipment.delayed');
    expect(payload.data.id).toBe(n.id);
    expect(payload.data.organisations).toEqual([code]);
    expect(got.headers['content-type']).toBe('application/json');
    // The body is what the public document's `webhooks` says it is.
    const document = publicDocument(server.app.openapiDocument());
    const eventSchema = (document.webhooks as any).event.post.requestBody.content['application/json'].schema; // eslint-disable-line @typescript-eslint/no-explicit-any
    const ajv = new Ajv2020({ strict: false });
    addFormats(ajv);
    // Its named schema is a component: resolved within the document's own components.
    expect(ajv.validate({ ...eventSchema, components: document.components }, JSON.parse(got.body)) || ajv.errorsText()).toBe(true);
    expect(() => new Webhook(secret).verify(got.body.replace('delayed', 'arrived'), headers)).toThrow();
    expect(() => new Webhook(`whsec_${Buffer.alloc(32, 1).toString('base64')}`).verify(got.body, headers)).toThrow();
    await writer.call(webhooksContract.remove, { params: { id: endpoint.id } });
  });

  it('delivers only subscribed types of the endpoint\'s organisations', async () => {
    const { endpoint } = await register(writer, receiver.url());
    const other = (await server.db.get<{ id: number }>('SELECT id FROM customers WHERE code <> @code ORDER BY id LIMIT 1', { code }))!.id;
    await recordEvents(server.db, [event({ customerIds: [other] }), event({ type: 'shipment.arrived' }), event()]);
    await receiver.waitFor(1);
    await new Promise((r) => setTimeout(r, 300));
    expect(receiver.received).toHaveLength(1);
    expect(JSON.parse(receiver.received[0].body).type).toBe('shipment.delayed');
    await writer.call(webhooksContract.remove, { params: { id: endpoint.id } });
  });

  it('retries with growing delays until the receiver answers, with the same message id, each attempt recorded', async () => {
    receiver.statuses = [500, 503, 200];
    const { endpoint } = await register(writer, receiver.url());
    await recordEvents(server.db, [event()]);
    const got = await receiver.waitFor(3, 15_000);
    expect(new Set(got.map((g) => g.headers['webhook-id'])).size).toBe(1);
    const gaps = [got[1].at - got[0].at, got[2].at - got[1].at];
    expect(gaps[0]).toBeGreaterThanOrEqual(RETRIES_MS[0] - 5);
    expect(gaps[1]).toBeGreaterThanOrEqual(RETRIES_MS[1] - 5);
    expect(gaps[1]).toBeGreaterThan(gaps[0]);
    await waitForStatus(endpoint.id, 'succeeded');
    const [delivery] = (await writer.call(webhooksContract.deliveries, { params: { id: endpoint.id } })).body.deliveries;
    expect(delivery).toMatchObject({ status: 'succeeded', attempts: 3, lastStatusCode: 200 });
    expect(delivery.history.map((h) => h.statusCode)).toEqual([500, 503, 200]);
    for (const h of delivery.history) expect(h.responseMs).toBeGreaterThanOrEqual(0);
    await writer.call(webhooksContract.remove, { params: { id: endpoint.id } });
  });

  it('re-sends a delivery by hand, with the same message id', async () => {
    const { endpoint } = await register(writer, receiver.url());
    await recordEvents(server.db, [event()]);
    await receiver.waitFor(1);
    await waitForStatus(endpoint.id, 'succeeded');
    const [delivery] = (await writer.call(webhooksContract.deliveries, { params: { id: endpoint.id } })).body.deliveries;
    expect((await writer.call(webhooksContract.resend, { params: { id: endpoint.id, deliveryId: delivery.id } })).status).toBe(200);
    const got = await receiver.waitFor(2);
    expect(got[1].headers['webhook-id']).toBe(got[0].headers['webhook-id']);
    await writer.call(webhooksContract.remove, { params: { id: endpoint.id } });
  });

  it('a test event reaches the endpoint', async () => {
    const { endpoint, secret } = await register(writer, receiver.url(), ['webhook.test']);
    const res = await writer.call(webhooksContract.test, { params: { id: endpoint.id } });
    const [got] = await receiver.waitFor(1);
    expect(got.headers['webhook-id']).toBe(res.body.messageId);
    expect(() => new Webhook(secret).verify(got.body, got.headers as Record<string, string>)).not.toThrow();
    await writer.call(webhooksContract.remove, { params: { id: endpoint.id } });
  });
});

describe('a failing endpoint', () => {
  it('is disabled after a run of failures, its owner told by e-mail, and enabled again by hand', async () => {
    receiver.statuses = [500];
    const { endpoint } = await register(writer, receiver.url());
    await recordEvents(server.db, [event(), event()]);
    await receiver.waitFor(4, 15_000);
    await until(async () => !(await writer.call(webhooksContract.list)).body.endpoints.find((e: { id: number }) => e.id === endpoint.id)!.enabled);
    const listed = (await writer.call(webhooksContract.list)).body.endpoints.find((e: { id: number }) => e.id === endpoint.id)!;
    expect(listed).toMatchObject({ enabled: false, consecutiveFailures: 4, disabledReason: '4 failed attempts in a row' });
    // Its updatedAt moved with the failures and the disabling (a sync job sees the change).
    expect(listed.updatedAt > endpoint.updatedAt && listed.updatedAt >= listed.disabledAt!).toBe(true);
    const mail = (await server.db.get<{ recipient: string; subject: string }>("SELECT recipient, subject FROM outbox WHERE kind = 'webhook_disabled' ORDER BY id DESC"));
    expect(mail).toEqual({ recipient: DEMO.customer.email, subject: 'A webhook endpoint was disabled' });
    // Nothing more is sent to a disabled endpoint.
    const sent = receiver.received.length;
    await recordEvents(server.db, [event()]);
    await new Promise((r) => setTimeout(r, 400));
    expect(receiver.received.length).toBe(sent);
    receiver.statuses = [200];
    const enabled = (await writer.call(webhooksContract.enable, { params: { id: endpoint.id } })).body.endpoint;
    expect([enabled.enabled, enabled.updatedAt > listed.updatedAt]).toEqual([true, true]);
    await recordEvents(server.db, [event()]);
    await receiver.waitFor(sent + 1);
    await writer.call(webhooksContract.remove, { params: { id: endpoint.id } });
  }, 30_000);
});

describe('who may', () => {
  it('a read-only token lists but cannot register; another user never sees the endpoint', async () => {
    const reader = (await createToken(customer, { organisations: [code] })).client;
    expect((await reader.call(webhooksContract.create, { body: { url: receiver.url(), eventTypes: ['shipment.delayed'] } })).status).toBe(403);
    const { endpoint } = await register(writer, receiver.url());
    expect((await reader.call(webhooksContract.list)).body.endpoints.map((e: { id: number }) => e.id)).toContain(endpoint.id);
    const basic = await signIn(server.baseUrl, DEMO.basic.email, DEMO.basic.password);
    expect((await basic.call(webhooksContract.list)).body.endpoints).toEqual([]);
    expect((await basic.call(webhooksContract.deliveries, { params: { id: endpoint.id } })).status).toBe(404);
    expect((await basic.call(webhooksContract.remove, { params: { id: endpoint.id } })).status).toBe(404);
    await writer.call(webhooksContract.remove, { params: { id: endpoint.id } });
  });

  it('refuses unknown event types and organisations outside the token (422 per field)', async () => {
    const res = await writer.call(webhooksContract.create, { body: { url: receiver.url(), eventTypes: ['shipment.teleported'], organisations: ['C99999'] } });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors).sort()).toEqual(['eventTypes', 'organisations']);
  });
});

describe('blocked addresses', () => {
  let strict: TestServer;
  let strictReceiver: Receiver;
  beforeAll(async () => {
    strict = await startTestServer({ seed: 'core', config: { tokenRateLimit: 0, webhookPollMs: 50, webhookRetryScheduleMs: [] } });
    strictReceiver = await new Receiver().start();
  }, 60_000);
  afterAll(async () => {
    await strictReceiver.close();
    await strict.close();
  });

  it('knows private, loopback, link-local and mapped addresses', () => {
    for (const a of ['127.0.0.1', '10.1.2.3', '172.16.5.4', '192.168.1.1', '169.254.169.254', '100.64.0.1', '0.0.0.0', '::1', '::ffff:127.0.0.1', 'fd00::1', 'fe80::1', '224.0.0.1'])
      expect([a, isBlockedAddress(a)]).toEqual([a, true]);
    for (const a of ['8.8.8.8', '1.1.1.1', '2606:4700:4700::1111', '::ffff:8.8.8.8']) expect([a, isBlockedAddress(a)]).toEqual([a, false]);
  });

  it('refuses to register http, loopback and private endpoints', async () => {
    const owner = await signIn(strict.baseUrl, DEMO.customer.email, DEMO.customer.password);
    const ownerCode = (await owner.call(portalContract.customerOptions)).body.options[0].value;
    const token = (await createToken(owner, { organisations: [ownerCode], access: 'write' })).client;
    for (const url of [strictReceiver.url(), `https://127.0.0.1:${strictReceiver.port}/hook`, 'https://localhost/hook', 'https://10.0.0.8/hook', 'https://[::1]/hook', 'https://169.254.169.254/latest']) {
      const res = await token.call(webhooksContract.create, { body: { url, eventTypes: ['shipment.delayed'] } });
      expect([url, res.status, Object.keys(res.body.errors ?? {})]).toEqual([url, 422, ['url']]);
    }
  });

  it('never delivers to a blocked address, even when the endpoint got past registration', async () => {
    const user = (await strict.db.get<{ id: number }>('SELECT id FROM users WHERE email = @email', { email: DEMO.customer.email }))!;
    const ownerCode = (await strict.db.get<{ code: string }>('SELECT c.code FROM customers c JOIN user_customers uc ON uc.customer_id = c.id WHERE uc.user_id = @id ORDER BY c.code LIMIT 1', user))!.code;
    const id = (await strict.db.get<{ id: number }>('SELECT id FROM customers WHERE code = @ownerCode', { ownerCode }))!.id;
    // As if DNS had changed after registration: the name now points at loopback.
    await strict.db.run(
      `INSERT INTO webhook_endpoints (user_id, url, description, secret, event_types, organisations, enabled, consecutive_failures, created_at)
       VALUES (@user, @url, '', 'whsec_${Buffer.alloc(32, 2).toString('base64')}', '["shipment.delayed"]', @orgs, TRUE, 0, @now)`,
      { user: user.id, url: `https://localhost:${strictReceiver.port}/hook`, orgs: JSON.stringify([ownerCode]), now: new Date().toISOString() },
    );
    await recordEvents(strict.db, [event({ customerIds: [id] })]);
    await until(async () => Boolean(await strict.db.get("SELECT 1 AS x FROM webhook_deliveries WHERE status = 'failed'")));
    const delivery = (await strict.db.get<{ last_error: string; attempts: number }>('SELECT last_error, attempts FROM webhook_deliveries'))!;
    expect(delivery.last_error).toMatch(/private or reserved address/);
    expect(strictReceiver.received).toEqual([]);
  });
});

async function waitForStatus(endpointId: number, status: string): Promise<void> {
  await until(async () => (await writer.call(webhooksContract.deliveries, { params: { id: endpointId } })).body.deliveries[0]?.status === status);
}

async function until(check: () => boolean | Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 30));
  }
}
