import crypto from 'node:crypto';
import { Webhook } from 'standardwebhooks';
import { loadConfig } from '../../config';
import { DEMO, signIn, startTestServer, type TestServer } from '../../../test/helpers';
import { Receiver } from './webhooks.receiver';
import { openSecret, sealPlainSecrets, sealSecret, webhookSecretKey } from './secrets';
import { portalContract } from '@portal/contracts/portal';
import { webhooksContract } from '@portal/contracts/webhooks';

/** Signing secrets are stored encrypted (AES-256-GCM, WEBHOOK_SECRET_KEY or a key generated once), and still sign. */
const KEY = crypto.randomBytes(32).toString('base64');
let server: TestServer;
let receiver: Receiver;
beforeAll(async () => {
  server = await startTestServer({ seed: 'core', config: { tokenRateLimit: 0, webhookAllowPrivate: true, webhookPollMs: 50, webhookSecretKey: KEY } });
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
  expect(openSecret(Buffer.from(KEY, 'base64'), stored)).toBe(secret);

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
  const key = await webhookSecretKey(server.config, server.db);
  expect(await sealPlainSecrets(server.db, key)).toBe(1);
  const stored = (await secretsStored()).at(-1)!;
  expect(stored).toMatch(/^v1\./);
  expect(openSecret(key, stored)).toBe(plain);

  const own = { ...server.config, webhookSecretKey: null };
  const generated = await webhookSecretKey(own, server.db);
  expect(generated).toHaveLength(32);
  expect((await webhookSecretKey(own, server.db)).equals(generated)).toBe(true);
  expect(() => loadConfig({ WEBHOOK_SECRET_KEY: 'too short' })).toThrow(/WEBHOOK_SECRET_KEY/);
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
