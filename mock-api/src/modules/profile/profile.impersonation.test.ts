import { DEMO, signIn, startTestServer, TestClient, type TestServer } from '../../../test/helpers';
import { authContract } from '@portal/contracts/auth';
import { portalContract } from '@portal/contracts/portal';
import { profileContract } from '@portal/contracts/profile';
import { notificationsContract } from '@portal/contracts/notifications';
import { webhooksContract } from '@portal/contracts/webhooks';

/**
 * Impersonation: who may start it, on whom, and that while it lasts the session is the target's
 * (profile, permissions, selector options, licences, data scope); start and stop are recorded.
 */
let server: TestServer;
let ids: Record<'admin' | 'customer' | 'basic' | 'otherAdmin', number>;

beforeAll(async () => {
  server = await startTestServer({
    seed: 'core',
    config: { loginRateLimit: 0, webhookAllowPrivate: true },
    // What a data route sees: the scope every slice filters its queries by.
    register: (api) => {
      api.get('/test/scope', { preHandler: api.requireAuth }, async (request) => ({ userId: request.user!.id, scope: await request.getScope() }));
    },
  });
  const idOf = async (email: string) => (await server.db.get<{ id: number }>('SELECT id FROM users WHERE email = @email', { email }))!.id;
  ids = {
    admin: await idOf(DEMO.admin.email),
    customer: await idOf(DEMO.customer.email),
    basic: await idOf(DEMO.basic.email),
    otherAdmin: await idOf('ruben.bakker@meridian-freight.test'),
  };
});
afterAll(async () => server.close());

const admin = async () => signIn(server.baseUrl, DEMO.admin.email, DEMO.admin.password);

describe('another user’s profile (GET /api/portal/users/:id)', () => {
  it('shows an administrator a customer with the organisations and what the viewer may do', async () => {
    const res = await (await admin()).call(profileContract.user, { params: { id: ids.customer } });
    expect(res.status).toBe(200);
    expect(res.body.profile).toMatchObject({ id: ids.customer, email: DEMO.customer.email, role: 'customer', person: { name: 'Pieter van der Linden' } });
    expect(res.body.customers.map((c: { code: string }) => c.code)).toEqual(['C10001', 'C10002']);
    expect(res.body.groups.map((g: { code: string }) => g.code)).toEqual(['0010']);
    expect(res.body).toMatchObject({ active: true, canEdit: true, canImpersonate: true });
  });

  it('offers no impersonation of an administrator or of oneself', async () => {
    const client = await admin();
    expect((await client.call(profileContract.user, { params: { id: ids.otherAdmin } })).body.canImpersonate).toBe(false);
    expect((await client.call(profileContract.user, { params: { id: ids.admin } })).body.canImpersonate).toBe(false);
  });

  it('is for user administrators only', async () => {
    const customer = await signIn(server.baseUrl, DEMO.customer.email, DEMO.customer.password);
    expect((await customer.call(profileContract.user, { params: { id: ids.basic } })).status).toBe(403);
    // Permission before validation: no 400 describing the parameter.
    expect((await customer.get('/portal/users/x')).status).toBe(403);
    expect((await new TestClient(server.baseUrl).call(profileContract.user, { params: { id: ids.basic } })).status).toBe(401);
    expect((await (await admin()).call(profileContract.user, { params: { id: 999999 } })).status).toBe(404);
  });
});

describe('start guards', () => {
  it('refuses users without core.impersonate.start', async () => {
    const customer = await signIn(server.baseUrl, DEMO.customer.email, DEMO.customer.password);
    expect((await customer.call(profileContract.startImpersonation, { params: { userId: ids.basic } })).status).toBe(403);
    expect((await customer.get('/test/scope')).body.userId).toBe(ids.customer);
  });

  it.each([
    ['an administrator', () => ids.otherAdmin, 403, 'Administrators cannot be impersonated.'],
    ['oneself', () => ids.admin, 403, 'You cannot impersonate yourself.'],
    ['an unknown user', () => 999999, 404, 'Not found.'],
  ])('refuses %s as the target', async (_label, target, status, message) => {
    const client = await admin();
    const res = await client.call(profileContract.startImpersonation, { params: { userId: target() } });
    expect(res.status).toBe(status);
    expect(res.body.message).toBe(message);
    expect((await client.call(portalContract.userProfile)).body.impersonation).toBeNull();
  });

  it('refuses a deactivated target and a request without the anti-forgery token', async () => {
    const client = await admin();
    await server.db.run('UPDATE users SET active = FALSE WHERE id = @id', { id: ids.basic });
    try {
      expect((await client.call(profileContract.startImpersonation, { params: { userId: ids.basic } })).status).toBe(404);
    } finally {
      await server.db.run('UPDATE users SET active = TRUE WHERE id = @id', { id: ids.basic });
    }
    expect((await client.call(profileContract.startImpersonation, { params: { userId: ids.basic } }, { csrf: false })).status).toBe(403);
    expect((await client.call(portalContract.userProfile)).body.impersonation).toBeNull();
  });
});

describe('while impersonating', () => {
  it('the session is the target’s in everything, refuses a second start, and stop gives the administrator back', async () => {
    const customer = await signIn(server.baseUrl, DEMO.customer.email, DEMO.customer.password);
    const customerOptions = (await customer.call(portalContract.customerOptions)).body;
    const customerProfile = (await customer.call(portalContract.userProfile)).body;
    const customerScope = (await customer.get('/test/scope')).body.scope;

    const client = await admin();
    const adminOptions = (await client.call(portalContract.customerOptions)).body;
    expect(adminOptions.options.length).toBeGreaterThan(customerOptions.options.length);
    // The administrator picked an organisation the customer has nothing to do with.
    expect((await client.call(portalContract.selectCustomer, { body: { customer: 'C10008' } })).status).toBe(200);

    const start = await client.call(profileContract.startImpersonation, { params: { userId: ids.customer } });
    expect(start.status).toBe(200);
    expect(start.body.userId).toBe(ids.customer);

    const profile = (await client.call(portalContract.userProfile)).body;
    expect(profile.profile.email).toBe(DEMO.customer.email);
    expect(profile.impersonation).toEqual({ impersonator: { id: ids.admin, email: DEMO.admin.email, name: 'Sanne Jansen' } });
    expect(profile.permissions).toEqual(customerProfile.permissions);
    expect(profile.permissions).not.toContain('core.impersonate.start');
    expect(profile.licences).toEqual(customerProfile.licences);
    expect((await client.call(portalContract.customerOptions)).body).toEqual(customerOptions);
    expect((await client.get('/test/scope')).body).toEqual({ userId: ids.customer, scope: customerScope });

    // The customer's limits hold: not the administrator's organisation, no admin pages.
    expect((await client.call(portalContract.selectCustomer, { body: { customer: 'C10008' } })).status).toBe(403);
    expect((await client.call(portalContract.selectCustomer, { body: { customer: '0010' } })).status).toBe(200);
    expect((await client.get('/test/scope')).body.scope).toMatchObject({ code: '0010', isGroup: true });
    expect((await client.call(profileContract.user, { params: { id: ids.basic } })).status).toBe(403);
    expect((await client.call(profileContract.changePassword, { body: { password: 'Another-long-password-77' } })).status).toBe(403);
    const again = await client.call(profileContract.startImpersonation, { params: { userId: ids.basic } });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('You are already impersonating a user. Stop that first.');

    const stop = await client.call(profileContract.stopImpersonation);
    expect(stop.status).toBe(200);
    expect(stop.body.userId).toBe(ids.customer);
    const back = (await client.call(portalContract.userProfile)).body;
    expect(back.profile.email).toBe(DEMO.admin.email);
    expect(back.impersonation).toBeNull();
    expect(back.permissions).toContain('core.impersonate.start');
    expect((await client.call(portalContract.customerOptions)).body).toEqual({ ...adminOptions, selected: 'C10008' });
    expect((await client.call(profileContract.stopImpersonation)).status).toBe(409);

    const log = await server.db.all<{ impersonator_id: number; user_id: number; started_at: string; ended_at: string | null }>(
      'SELECT impersonator_id, user_id, started_at, ended_at FROM impersonation_log',
    );
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({ impersonator_id: ids.admin, user_id: ids.customer });
    expect(log[0].ended_at! >= log[0].started_at).toBe(true);
    const audited = await server.db.all<{ action: string; user_id: number; impersonator_id: number | null }>(
      "SELECT action, user_id, impersonator_id FROM audit_log WHERE action LIKE 'core.impersonate.%' ORDER BY id",
    );
    expect(audited).toEqual([
      { action: 'core.impersonate.start', user_id: ids.admin, impersonator_id: null },
      { action: 'core.impersonate.stop', user_id: ids.customer, impersonator_id: ids.admin },
    ]);
  });

  it('registers no webhook: its signing secret is the customer’s credential, as an access token is', async () => {
    const client = await admin();
    expect((await client.call(profileContract.startImpersonation, { params: { userId: ids.basic } })).status).toBe(200);
    const hook = await client.call(webhooksContract.create, { body: { url: 'http://127.0.0.1:9/hook', eventTypes: ['shipment.delayed'] } });
    expect(hook.status).toBe(403);
    expect(hook.body.secret).toBeUndefined();
    expect(await server.db.get('SELECT id FROM webhook_endpoints WHERE user_id = @id', { id: ids.basic })).toBeUndefined();
    expect((await client.call(profileContract.stopImpersonation)).status).toBe(200);
  });

  it('audits a change of notification preferences, with the administrator', async () => {
    const client = await admin();
    expect((await client.call(profileContract.startImpersonation, { params: { userId: ids.basic } })).status).toBe(200);
    const saved = await client.call(notificationsContract.savePreferences, { body: { preferences: [{ type: 'quote.expiring', portal: true, email: 'off' }] } });
    expect(saved.status).toBe(200);
    const audited = await server.db.get<{ user_id: number; impersonator_id: number }>(
      "SELECT user_id, impersonator_id FROM audit_log WHERE action = 'notifications.savePreferences' ORDER BY id DESC LIMIT 1",
    );
    expect(audited).toEqual({ user_id: ids.basic, impersonator_id: ids.admin });
    expect((await client.call(profileContract.stopImpersonation)).status).toBe(200);
  });

  it('ends when the administrator behind it is deactivated', async () => {
    const client = await admin();
    expect((await client.call(profileContract.startImpersonation, { params: { userId: ids.basic } })).status).toBe(200);
    await server.db.run('UPDATE users SET active = FALSE WHERE id = @id', { id: ids.admin });
    try {
      expect((await client.call(portalContract.userProfile)).status).toBe(401);
    } finally {
      await server.db.run('UPDATE users SET active = TRUE WHERE id = @id', { id: ids.admin });
    }
    expect((await client.call(portalContract.userProfile)).status).toBe(401);
  });
});

describe('the record of an impersonation', () => {
  type LogRow = { id: number; impersonator_id: number | null; user_id: number | null; impersonator_email: string; user_email: string; ended_at: string | null };
  const lastLog = async () =>
    (await server.db.get<LogRow>(
      'SELECT id, impersonator_id, user_id, impersonator_email, user_email, ended_at FROM impersonation_log ORDER BY id DESC LIMIT 1',
    ))!;
  const stops = async (userId: number) =>
    server.db.all<{ user_id: number; impersonator_id: number; details: string }>(
      "SELECT user_id, impersonator_id, details FROM audit_log WHERE action = 'core.impersonate.stop' AND entity_id = @id ORDER BY id",
      {
        id: String(userId),
      },
    );

  it('is closed, and the stop recorded, when the administrator signs out while impersonating', async () => {
    const client = await admin();
    expect((await client.call(profileContract.startImpersonation, { params: { userId: ids.basic } })).status).toBe(200);
    const before = (await stops(ids.basic)).length;
    expect(await lastLog()).toMatchObject({ user_id: ids.basic, impersonator_email: DEMO.admin.email, user_email: DEMO.basic.email, ended_at: null });

    expect((await client.call(authContract.logout)).status).toBe(200);
    expect((await lastLog()).ended_at).not.toBeNull();
    const audited = await stops(ids.basic);
    expect(audited).toHaveLength(before + 1);
    expect(audited.at(-1)).toEqual({ user_id: ids.basic, impersonator_id: ids.admin, details: JSON.stringify({ reason: 'logout' }) });
  });

  it('is closed by the sweep when its session expired without a stop', async () => {
    const { closeAbandonedImpersonations } = await import('./impersonation');
    const client = await admin();
    expect((await client.call(profileContract.startImpersonation, { params: { userId: ids.basic } })).status).toBe(200);
    const row = await lastLog();
    const later = Date.now() + 5 * 60_000;
    // Still running: its session is alive.
    await server.db.run(`UPDATE sessions SET expires_at = @at WHERE ${server.db.dialect.jsonText('data', 'impersonationLogId')} = @id`, {
      at: later + 60_000,
      id: row.id,
    });
    await closeAbandonedImpersonations(server.db, later);
    expect((await lastLog()).ended_at).toBeNull();

    const before = (await stops(ids.basic)).length;
    await server.db.run(`UPDATE sessions SET expires_at = @at WHERE ${server.db.dialect.jsonText('data', 'impersonationLogId')} = @id`, {
      at: later - 1,
      id: row.id,
    });
    expect(await closeAbandonedImpersonations(server.db, later)).toBeGreaterThanOrEqual(1);
    expect((await lastLog()).ended_at).toBe(new Date(later).toISOString());
    expect(await stops(ids.basic)).toHaveLength(before + 1);
    expect((await stops(ids.basic)).at(-1)).toEqual({ user_id: ids.basic, impersonator_id: ids.admin, details: JSON.stringify({ reason: 'session ended' }) });
  });

  it('outlives the deletion of the impersonated user, with their e-mail', async () => {
    const client = await admin();
    const now = new Date().toISOString();
    const { id: userId } = (await server.db.get<{ id: number }>(
      "INSERT INTO users (email, password_hash, name, role, created_at, updated_at) VALUES ('gone@example.test', 'x', 'Soon Gone', 'customer', @now, @now) RETURNING id",
      { now },
    ))!;
    expect((await client.call(profileContract.startImpersonation, { params: { userId } })).status).toBe(200);
    expect((await client.call(profileContract.stopImpersonation)).status).toBe(200);
    const row = await lastLog();

    expect((await client.delete(`/reference/cepUsers/${userId}`)).status).toBe(200);
    const kept = await server.db.get<LogRow>(
      'SELECT id, impersonator_id, user_id, impersonator_email, user_email, ended_at FROM impersonation_log WHERE id = @id',
      { id: row.id },
    );
    expect(kept).toMatchObject({ impersonator_id: ids.admin, user_id: null, impersonator_email: DEMO.admin.email, user_email: 'gone@example.test' });
    expect(kept!.ended_at).not.toBeNull();
  });
});
