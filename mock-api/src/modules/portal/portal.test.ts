import { DEMO, TestClient, signIn, startTestServer, type TestServer } from '../../../test/helpers';
import { portalContract } from '@portal/contracts/portal';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({
    seed: 'core',
    register: (api) => {
      api.get('/test/admin-only', { preHandler: api.requirePermission('reference.customers.index') }, async () => ({ ok: true }));
      api.get('/test/scope', { preHandler: api.requireAuth }, async (request) => request.getScope());
      api.get('/test/crash', async () => {
        throw new Error('database exploded: secret detail');
      });
    },
  });
});
afterAll(async () => server.close());

const values = (res: { body: { options: { value: string }[] } }) => res.body.options.map((o) => o.value);

describe('GET /api/portal/customerOptions', () => {
  it('gives a customer their organisations, their group and its members, with labels', async () => {
    const client = await signIn(server.baseUrl, DEMO.customer.email, DEMO.customer.password);
    const res = await client.call(portalContract.customerOptions);
    expect(res.status).toBe(200);
    expect(values(res)).toEqual(['C10001', 'C10002', 'C10003', '0010']);
    expect(res.body.options[0]).toEqual({ label: 'C10001 – Van der Linden Retail B.V.', value: 'C10001' });
    expect(res.body.selected).toBe('C10001');
  });

  it('gives the basic user a single organisation', async () => {
    const client = await signIn(server.baseUrl, DEMO.basic.email, DEMO.basic.password);
    const res = await client.call(portalContract.customerOptions);
    expect(values(res)).toEqual(['C10010']);
    expect(res.body.selected).toBe('C10010');
  });

  it('gives an administrator every organisation and group', async () => {
    const client = await signIn(server.baseUrl, DEMO.admin.email, DEMO.admin.password);
    const res = await client.call(portalContract.customerOptions);
    const all = values(res);
    expect(all.filter((v) => v.startsWith('C'))).toHaveLength(10);
    expect(all.filter((v) => v.startsWith('00'))).toEqual(['0010', '0020', '0030']);
    expect(res.body.selected).toBe('C10001');
  });

  it('answers 401 without a session', async () => {
    const res = await new TestClient(server.baseUrl).call(portalContract.customerOptions);
    expect(res.status).toBe(401);
    expect(res.body.message).toBe('Unauthenticated.');
  });
});

describe('POST /api/portal/customer', () => {
  it('selects a group: scope holds its members, the tracker is off and KPI on', async () => {
    const client = await signIn(server.baseUrl, DEMO.customer.email, DEMO.customer.password);
    const res = await client.call(portalContract.selectCustomer, { body: { customer: '0010' } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ customer: '0010' });
    const scope = (await client.get('/test/scope')).body;
    expect(scope).toEqual({ code: '0010', isGroup: true, customerIds: expect.any(Array) });
    expect(scope.customerIds).toHaveLength(3);
    expect((await client.call(portalContract.customerOptions)).body.selected).toBe('0010');
    expect((await client.call(portalContract.userProfile)).body.licences).toEqual({ tracker: false, kpi: true });
  });

  it('selects a member organisation reached only through the group', async () => {
    const client = await signIn(server.baseUrl, DEMO.customer.email, DEMO.customer.password);
    expect((await client.call(portalContract.selectCustomer, { body: { customer: 'C10003' } })).status).toBe(200);
    expect((await client.call(portalContract.userProfile)).body.licences).toEqual({ tracker: false, kpi: true });
  });

  it("refuses someone else's organisation or group, and an unknown code, alike with 403", async () => {
    const client = await signIn(server.baseUrl, DEMO.customer.email, DEMO.customer.password);
    for (const customer of ['C10010', '0020', 'C99999']) {
      const res = await client.call(portalContract.selectCustomer, { body: { customer } });
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ message: expect.any(String), code: 'FORBIDDEN' });
    }
    expect((await client.get('/test/scope')).body.code).toBe('C10001');
  });

  it('lets an administrator select any organisation', async () => {
    const client = await signIn(server.baseUrl, DEMO.admin.email, DEMO.admin.password);
    expect((await client.call(portalContract.selectCustomer, { body: { customer: 'C10010' } })).status).toBe(200);
    expect((await client.call(portalContract.userProfile)).body.licences).toEqual({ tracker: false, kpi: false });
  });

  it('answers a missing customer with 422 and errors per field', async () => {
    const client = await signIn(server.baseUrl, DEMO.customer.email, DEMO.customer.password);
    const res = await client.call(portalContract.selectCustomer, { body: {} });
    expect(res.status).toBe(422);
    expect(res.body).toEqual({ message: expect.any(String), errors: { customer: [expect.any(String)] }, code: 'VALIDATION' });
  });
});

describe('GET /api/portal/userProfile', () => {
  it('answers the UserProfileResponse shape for the customer, licensed on its first organisation', async () => {
    const client = await signIn(server.baseUrl, DEMO.customer.email, DEMO.customer.password);
    const res = await client.call(portalContract.userProfile);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      profile: {
        id: expect.any(Number),
        email: 'customer@portal.test',
        role: 'customer',
        person: { name: expect.any(String), appellative: expect.any(String) },
        avatar: null,
      },
      userSetting: { language: 'en', languageChosen: false, dateFormat: 'YYYY-MM-DD', defaultCustomer: null },
      permissions: expect.arrayContaining(['portal.userProfile', 'myShipments.sea.initTable']),
      licences: { tracker: true, kpi: true },
      impersonation: null,
    });
    expect(res.body.permissions).not.toContain('core.impersonate.start');
    expect(res.body.permissions).not.toContain('reference.customers.index');
  });

  it('gives the administrator the administrative permissions and licences', async () => {
    const client = await signIn(server.baseUrl, DEMO.admin.email, DEMO.admin.password);
    const res = await client.call(portalContract.userProfile);
    expect(res.body.profile.role).toBe('admin');
    expect(res.body.permissions).toEqual(expect.arrayContaining(['core.impersonate.start', 'administration.users.edit', 'reference.customers.index']));
    expect(res.body.licences).toEqual({ tracker: true, kpi: true });
  });

  it('gives the basic user no licences', async () => {
    const client = await signIn(server.baseUrl, DEMO.basic.email, DEMO.basic.password);
    expect((await client.call(portalContract.userProfile)).body.licences).toEqual({ tracker: false, kpi: false });
  });
});

describe('permissions and errors', () => {
  it('requirePermission: 403 FORBIDDEN for a customer, 200 for an administrator', async () => {
    const customer = await signIn(server.baseUrl, DEMO.customer.email, DEMO.customer.password);
    const res = await customer.get('/test/admin-only');
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('FORBIDDEN');
    const admin = await signIn(server.baseUrl, DEMO.admin.email, DEMO.admin.password);
    expect((await admin.get('/test/admin-only')).status).toBe(200);
  });

  it('turns a crash into a generic 500 without details', async () => {
    const res = await new TestClient(server.baseUrl).get('/test/crash');
    expect(res.status).toBe(500);
    expect(res.body).toEqual({ message: 'An unknown error occurred.' });
  });

  it('answers unknown routes with a JSON 404', async () => {
    const res = await new TestClient(server.baseUrl).get('/no/such/route');
    expect(res.status).toBe(404);
    expect(res.body.message).toEqual(expect.any(String));
  });

  it('sends the security headers on API answers, errors included', async () => {
    for (const path of ['/auth/csrf', '/portal/userProfile', '/no/such/route']) {
      const res = await new TestClient(server.baseUrl).get(path);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('content-security-policy')).toContain("default-src 'none'");
      expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      expect(res.headers.get('x-frame-options')).toBe('DENY');
      expect(res.headers.get('referrer-policy')).toBe('no-referrer');
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(res.headers.get('x-powered-by')).toBeNull();
    }
  });
});
