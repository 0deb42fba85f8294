import crypto from 'node:crypto';
import { Webhook } from 'standardwebhooks';
import { loadConfig } from '../../config';
import { DEMO, signIn, startTestServer, type TestServer } from '../../../test/helpers';
import { Receiver } from './webhooks.receiver';
import type { AddressInfo } from 'node:net';
import { buildApp } from '../../app';
import { openSecret, resealSecrets, sealSecret, webhookSecretKeys } from './secrets';
import { portalContract } from '@portal/contracts/portal';
import { webhooksContract } from '@portal/contracts/webhooks';

/** Signing secrets are stored encrypted (AES-256-GCM, WEBHOOK_SECRET_KEY or a key generated once), and still sign. */
const KEY = crypto.randomBytes(32).toString('base64');
let server: TestServer;
let receiver: Receiver;
beforeAll(async () => {
  server = await startTestServer({ seed: 'core', config: { tokenRateLimit: 0, webhookAllowPrivate: true, webhookPollMs: 50, webhookSecretKeys: [KEY] } });
  receiver = await new Receiver().start();
}, 60_000);
afterAll(async () => {
  await receiver.close();
  await server.close();
});

const secretsStored = async () => (await server.db.all<{ id: number; secret: string }>('SELECT id, secret FROM webhook_endpoints ORDER BY id')).map((r) => r.secret);

it('keeps the secret encrypted, and the deliveries are signed with it', async () => {
  const owner = await signIn(server.baseUrl, DEMO.customer.email, DEMO.customer.password);
  const code = (await owner.call(portalContract.customerOptions)).body.options[0].value;
  const created = await owner.call(webhooksContract.create, { body: { url: receiver.url(), eventTypes: ['webhook.test'], organisations: [code] } });
  expect(created.status).toBe(200);
  const secret: string = created.body.secret;
  expect(secret).toMatch(/^whsec_/);
  const [stored] = await secretsStored();
  expect(stored).not.toContain(secret.slice('whsec_'.length, 20));
  expect(stored).toMatch(/^v1\./);
  expect(openSecret([Buffer.from(KEY, 'base64')], stored)).toBe(secret);

  expect((await owner.call(webhooksContract.test, { params: { id: created.body.endpoint.id } })).status).toBe(200);
  const [got] = await receiver.waitFor(1);
  expect(() => new Webhook(secret).verify(got.body, got.headers as Record<string, string>)).not.toThrow();
});

it('encrypts the secrets stored before, and uses a key of its own, kept, when none is set', async () => {
  const plain = `whsec_${crypto.randomBytes(32).toString('base64')}`;
  const user = (await server.db.get<{ id: number }>('SELECT id FROM users WHERE email = @email', { email: DEMO.customer.email }))!;
  await server.db.run(
    `INSERT INTO webhook_endpoints (user_id, url, description, secret, event_types, organisations, enabled, consecutive_failures, created_at)
     VALUES (@user, 'https://erp.example.com/hook', '', @plain, '["webhook.test"]', '["C10001"]', TRUE, 0, @now)`,
    { user: user.id, plain, now: new Date().toISOString() },
  );
  const keys = await webhookSecretKeys(server.config, server.db);
  expect(await resealSecrets(server.db, keys)).toEqual({ resealed: 1, unreadable: 0 });
  const stored = (await secretsStored()).at(-1)!;
  expect(stored).toMatch(/^v1\./);
  expect(openSecret(keys, stored)).toBe(plain);

  const own = { ...server.config, webhookSecretKeys: [] };
  const [generated] = await webhookSecretKeys(own, server.db);
  expect(generated).toHaveLength(32);
  expect((await webhookSecretKeys(own, server.db))[0].equals(generated)).toBe(true);
  expect(() => loadConfig({ WEBHOOK_SECRET_KEY: 'too short' })).toThrow(/WEBHOOK_SECRET_KEY/);
  expect(() => loadConfig({ WEBHOOK_SECRET_KEYS: `${KEY},too short` })).toThrow(/WEBHOOK_SECRET_KEYS/);
  expect(() => loadConfig({ WEBHOOK_SECRET_KEYS: KEY, WEBHOOK_SECRET_KEY: KEY })).toThrow(/not both/);
  expect(loadConfig({ WEBHOOK_SECRET_KEYS: ` ${KEY} , ${'ab'.repeat(32)} ` }).webhookSecretKeys).toEqual([KEY, 'ab'.repeat(32)]);
});

it('fails a delivery whose secret was sealed with another key, and says why', async () => {
  const owner = await signIn(server.baseUrl, DEMO.customer.email, DEMO.customer.password);
  const code = (await owner.call(portalContract.customerOptions)).body.options[0].value;
  const created = await owner.call(webhooksContract.create, { body: { url: receiver.url('/other'), eventTypes: ['webhook.test'], organisations: [code] } });
  const id = created.body.endpoint.id as number;
  await server.db.run('UPDATE webhook_endpoints SET secret = @secret WHERE id = @id', { id, secret: sealSecret(crypto.randomBytes(32), created.body.secret) });
  expect((await owner.call(webhooksContract.test, { params: { id } })).status).toBe(200);
  let error: string | null = null;
  for (const end = Date.now() + 10_000; !error && Date.now() < end; await new Promise((r) => setTimeout(r, 50)))
    error = (await server.db.get<{ last_error: string | null }>('SELECT last_error FROM webhook_deliveries WHERE endpoint_id = @id', { id }))?.last_error ?? null;
  expect(error).toMatch(/cannot be decrypted/);
});

it('rotates the key: an API started with a new key first still signs with the secrets of the old one, re-sealed with the new', async () => {
  const owner = await signIn(server.baseUrl, DEMO.customer.email, DEMO.customer.password);
  const code = (await owner.call(portalContract.customerOptions)).body.options[0].value;
  const created = await owner.call(webhooksContract.create, { body: { url: receiver.url('/rotated'), eventTypes: ['webhook.test'], organisations: [code] } });
  const id = created.body.endpoint.id as number;
  const secret: string = created.body.secret;
  const stored = async () => (await server.db.get<{ secret: string }>('SELECT secret FROM webhook_endpoints WHERE id = @id', { id }))!.secret;
  const [oldKey, newKey] = [Buffer.from(KEY, 'base64'), crypto.randomBytes(32)];
  expect(openSecret([oldKey], await stored())).toBe(secret);

  // A second instance over the same database, started with WEBHOOK_SECRET_KEYS=<new>,<old>.
  const rotated = await buildApp({ ...server.config, webhookSecretKeys: [newKey.toString('base64'), KEY] }, server.db);
  try {
    await rotated.listen({ host: '127.0.0.1', port: 0 });
    const resealed = await stored();
    expect(openSecret([newKey], resealed)).toBe(secret);
    expect(() => openSecret([oldKey], resealed)).toThrow(/not among/);
    const baseUrl = `http://127.0.0.1:${(rotated.server.address() as AddressInfo).port}`;
    const client = await signIn(baseUrl, DEMO.customer.email, DEMO.customer.password);
    expect((await client.call(webhooksContract.test, { params: { id } })).status).toBe(200);
    let got: { body: string; headers: Record<string, string> } | undefined;
    while (!got) got = (await receiver.waitFor(receiver.received.length + 1)).find((r) => r.body.includes(`"endpoint":${id}`)) as typeof got;
    expect(() => new Webhook(secret).verify(got!.body, got!.headers)).not.toThrow();
    // Nothing left to re-seal but the endpoint the test before sealed with a stray key; a key dropped
    // from the list leaves the secrets it sealed unreadable, and counted.
    expect(await resealSecrets(server.db, [newKey, oldKey])).toEqual({ resealed: 0, unreadable: 1 });
    const endpoints = (await secretsStored()).length;
    expect(await resealSecrets(server.db, [crypto.randomBytes(32)])).toEqual({ resealed: 0, unreadable: endpoints });
  } finally {
    await rotated.close();
  }
});
