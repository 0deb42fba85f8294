import { DEMO, TestClient, signIn, startTestServer, type TestServer } from './helpers';
import { authContract } from '@portal/contracts/auth';
import { portalContract } from '@portal/contracts/portal';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({
    seed: 'core',
    register: (api) => {
      // Like the spec's GET /api/shipments/cancel/{quote_nr}: a GET that changes state.
      api.get('/test/cancel/:nr', { config: { stateChanging: true }, preHandler: api.requireAuth }, async (request) => ({
        message: `Cancelled ${(request.params as { nr: string }).nr}`,
      }));
      api.get('/test/plain', { preHandler: api.requireAuth }, async () => ({ ok: true }));
    },
  });
});
afterAll(async () => server.close());

describe('CSRF protection', () => {
  it('keeps refusing a wrong or another session’s token after the right one was accepted (accepted pairs are remembered)', async () => {
    const first = await signIn(server.baseUrl, DEMO.customer.email, DEMO.customer.password);
    const second = await signIn(server.baseUrl, DEMO.customer.email, DEMO.customer.password);
    expect((await first.call(portalContract.selectCustomer, { body: { customer: 'C10002' } })).status).toBe(200);
    expect((await first.call(portalContract.selectCustomer, { body: { customer: 'C10002' } })).status).toBe(200);
    const wrong = await first.call(portalContract.selectCustomer, { body: { customer: 'C10002' } }, { headers: { 'x-csrf-token': `${first.csrfToken}x` } });
    expect(wrong.status).toBe(403);
    const crossed = await second.call(portalContract.selectCustomer, { body: { customer: 'C10002' } }, { headers: { 'x-csrf-token': first.csrfToken! } });
    expect(crossed.status).toBe(403);
    expect((await second.call(portalContract.selectCustomer, { body: { customer: 'C10002' } })).status).toBe(200);
  });

  it('refuses a valid token from another site (Origin, Sec-Fetch-Site), and passes the portal\'s own pages and programs', async () => {
    const client = await signIn(server.baseUrl, DEMO.customer.email, DEMO.customer.password);
    const change = (headers: Record<string, string>) => client.call(portalContract.selectCustomer, { body: { customer: 'C10002' } }, { headers });
    const foreigns: Array<Record<string, string>> = [
      { origin: 'https://evil.example' },
      { origin: 'null' },
      { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site', origin: 'http://127.0.0.1:1' },
    ];
    for (const foreign of foreigns) {
      const res = await change(foreign);
      expect([JSON.stringify(foreign), res.status]).toEqual([JSON.stringify(foreign), 403]);
    }
    expect((await client.get('/test/cancel/Q1', { headers: { 'sec-fetch-site': 'cross-site' } })).status).toBe(403);
    const owns: Array<Record<string, string>> = [
      {},
      { 'sec-fetch-site': 'same-origin', origin: server.baseUrl },
      { origin: server.config.portalOrigin },
    ];
    // A remote served alone proxies /api: the request's own origin as the host forwards it. Behind
    // nginx the forwarding headers are nginx's own (the address the client asked), so the same
    // headers from a client are a foreign origin's.
    const forwarded = { origin: 'http://localhost:8082', 'x-forwarded-host': 'localhost:8082', 'x-forwarded-proto': 'http' };
    if (server.front === 'nginx') expect((await change(forwarded)).status).toBe(403);
    else owns.push(forwarded);
    for (const own of owns) {
      const res = await change(own);
      expect([JSON.stringify(own), res.status]).toEqual([JSON.stringify(own), 200]);
    }
  });

  it('refuses a state change without the token with 403 code CSRF', async () => {
    const client = await signIn(server.baseUrl, DEMO.customer.email, DEMO.customer.password);
    const res = await client.call(portalContract.selectCustomer, { body: { customer: 'C10002' } }, { csrf: false });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ message: expect.any(String), code: 'CSRF' });
  });

  it('refuses a wrong token, and accepts the right one', async () => {
    const client = await signIn(server.baseUrl, DEMO.customer.email, DEMO.customer.password);
    const wrong = await client.call(portalContract.selectCustomer, { body: { customer: 'C10002' } }, { headers: { 'x-csrf-token': 'forged-token' } });
    expect(wrong.status).toBe(403);
    expect(wrong.body.code).toBe('CSRF');
    const right = await client.call(portalContract.selectCustomer, { body: { customer: 'C10002' } });
    expect(right.status).toBe(200);
  });

  it('covers PUT, PATCH and DELETE too (even on routes that do not exist for that method)', async () => {
    const client = await signIn(server.baseUrl, DEMO.customer.email, DEMO.customer.password);
    for (const method of ['PUT', 'PATCH', 'DELETE']) {
      const res = await client.request(method, '/portal/customer', { body: { customer: 'C10002' }, csrf: false });
      expect([403, 404]).toContain(res.status);
      if (res.status === 403) expect(res.body.code).toBe('CSRF');
    }
  });

  it('checks GET routes marked stateChanging, and leaves ordinary GETs alone', async () => {
    const client = await signIn(server.baseUrl, DEMO.customer.email, DEMO.customer.password);
    const noToken = await client.get('/test/cancel/Q-1');
    expect(noToken.status).toBe(403);
    expect(noToken.body.code).toBe('CSRF');
    const withToken = await client.get('/test/cancel/Q-1', { headers: { 'x-csrf-token': client.csrfToken! } });
    expect(withToken.status).toBe(200);
    expect((await client.get('/test/plain')).status).toBe(200);
  });

  it('binds the token to the session: a token from before sign-in is void after it', async () => {
    const client = new TestClient(server.baseUrl);
    const before = await client.fetchCsrf();
    await client.login(DEMO.customer.email, DEMO.customer.password);
    const stale = await client.call(portalContract.selectCustomer, { body: { customer: 'C10002' } }, { headers: { 'x-csrf-token': before } });
    expect(stale.status).toBe(403);
    expect(stale.body.code).toBe('CSRF');
    // What the browser client does next: fetch a fresh token once and retry.
    await client.fetchCsrf();
    expect((await client.call(portalContract.selectCustomer, { body: { customer: 'C10002' } })).status).toBe(200);
  });

  it('protects logout as well (sign-out cannot be forced from another site)', async () => {
    const client = await signIn(server.baseUrl, DEMO.basic.email, DEMO.basic.password);
    const res = await client.call(authContract.logout, {}, { csrf: false });
    expect(res.status).toBe(403);
    expect((await client.call(portalContract.userProfile)).status).toBe(200);
  });

  it('lets an anonymous visitor fetch a token', async () => {
    const res = await new TestClient(server.baseUrl).call(authContract.csrf);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ csrfToken: expect.any(String) });
  });
});
