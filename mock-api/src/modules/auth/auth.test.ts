import { DEMO, TestClient, signIn, startTestServer, type TestServer } from '../../../test/helpers';
import { authContract } from '@portal/contracts/auth';
import { portalContract } from '@portal/contracts/portal';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ seed: 'core' });
});
afterAll(async () => server.close());

const sessionRow = async (sid: string | null) => server.db.get<{ user_id: number | null }>('SELECT user_id FROM sessions WHERE sid = @sid', { sid });

describe('POST /api/login', () => {
  it('signs in and answers { profile, csrfToken } with an httpOnly session cookie', async () => {
    const client = new TestClient(server.baseUrl);
    const res = await client.login(DEMO.customer.email, DEMO.customer.password);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      profile: {
        id: expect.any(Number),
        email: 'customer@portal.test',
        role: 'customer',
        person: { name: expect.any(String), appellative: expect.any(String) },
        avatar: null,
      },
      csrfToken: expect.any(String),
    });
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('portal.sid='))!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Path=\//);
    expect((await sessionRow(client.sessionId))?.user_id).toBe(res.body.profile.id);
  });

  it('accepts the e-mail in any case', async () => {
    const res = await new TestClient(server.baseUrl).login('Customer@Portal.TEST', DEMO.customer.password);
    expect(res.status).toBe(200);
  });

  it('gives the same 401 for a wrong password and an unknown e-mail, in similar time', async () => {
    const t0 = Date.now();
    const wrong = await new TestClient(server.baseUrl).login(DEMO.customer.email, 'not-the-password');
    const t1 = Date.now();
    const unknown = await new TestClient(server.baseUrl).login('nobody@portal.test', 'not-the-password');
    const t2 = Date.now();
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(unknown.body).toEqual(wrong.body);
    expect(wrong.body.message).toBe('These credentials do not match our records.');
    // Both paths run scrypt; neither answers in a fraction of the other's time.
    const [a, b] = [t1 - t0, t2 - t1];
    expect(Math.min(a, b) * 4).toBeGreaterThanOrEqual(Math.max(a, b));
    expect(wrong.headers.getSetCookie().some((c) => c.startsWith('portal.sid='))).toBe(false);
  });

  it('records sign-in attempts for the login export', async () => {
    const rows = await server.db.all<{ email: string; success: number }>("SELECT email, success FROM login_audit WHERE email = 'nobody@portal.test'");
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.success === 0)).toBe(true);
  });

  it('issues a new session id at sign-in and drops the old one', async () => {
    const client = new TestClient(server.baseUrl);
    await client.fetchCsrf();
    const before = client.sessionId;
    expect(before).toBeTruthy();
    expect(await sessionRow(before)).toBeDefined();
    await client.login(DEMO.basic.email, DEMO.basic.password);
    expect(client.sessionId).toBeTruthy();
    expect(client.sessionId).not.toBe(before);
    expect(await sessionRow(before)).toBeUndefined();
  });

  it('requires content-type application/json (a cross-site form cannot sign in)', async () => {
    const client = new TestClient(server.baseUrl);
    const form = await client.request('POST', '/login', {
      rawBody: 'email=customer%40portal.test&password=Customer%212345',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(form.status).toBe(415);
    expect(form.body.message).toEqual(expect.any(String));
    const text = await client.request('POST', '/login', { rawBody: JSON.stringify(DEMO.customer), headers: { 'content-type': 'text/plain' } });
    expect(text.status).toBe(415);
  });

  it('answers malformed JSON with 400', async () => {
    const res = await new TestClient(server.baseUrl).request('POST', '/login', { rawBody: '{"email": ', headers: { 'content-type': 'application/json' } });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: expect.any(String), code: 'BAD_REQUEST' });
  });

  it('answers a body that fails the schema with 422 and errors per field', async () => {
    const res = await new TestClient(server.baseUrl).post('/login', { email: { not: 'a string' } });
    expect(res.status).toBe(422);
    expect(res.body.code).toBe('VALIDATION');
    expect(res.body.message).toEqual(expect.any(String));
    expect(res.body.errors.password).toEqual([expect.stringContaining('password')]);
    expect(res.body.errors.email).toEqual(['The email field must be text.']);
  });

  it('never casts a wrong JSON type: a number, a boolean or a list is a 422 naming the field', async () => {
    for (const value of [12345, true, ['customer@portal.test'], null]) {
      const res = await new TestClient(server.baseUrl).post('/login', { email: value, password: 'Customer!2345' });
      expect({ value, status: res.status, fields: Object.keys(res.body.errors ?? {}) }).toEqual({ value, status: 422, fields: ['email'] });
    }
  });
});

describe('POST /api/logout', () => {
  it('ends the session on the server: the old cookie no longer works', async () => {
    const client = await signIn(server.baseUrl, DEMO.customer.email, DEMO.customer.password);
    const stolen = client.clone();
    expect((await client.call(portalContract.userProfile)).status).toBe(200);

    const out = await client.call(authContract.logout);
    expect(out.status).toBe(200);
    expect(client.cookie).toBeNull();
    expect(await sessionRow(stolen.sessionId)).toBeUndefined();

    const replay = await stolen.call(portalContract.userProfile);
    expect(replay.status).toBe(401);
    expect(replay.body).toEqual({ message: 'Unauthenticated.', code: 'UNAUTHENTICATED' });
  });

  it('ends every session of a user through endAllSessionsOfUser', async () => {
    const a = await signIn(server.baseUrl, DEMO.basic.email, DEMO.basic.password);
    const b = await signIn(server.baseUrl, DEMO.basic.email, DEMO.basic.password);
    const userId = (await a.call(portalContract.userProfile)).body.profile.id;
    expect(await server.app.endAllSessionsOfUser(userId)).toBeGreaterThanOrEqual(2);
    expect((await a.call(portalContract.userProfile)).status).toBe(401);
    expect((await b.call(portalContract.userProfile)).status).toBe(401);
  });
});

describe('sign-in throttling', () => {
  let limited: TestServer;
  beforeAll(async () => {
    limited = await startTestServer({ seed: 'core', config: { loginRateLimit: 3 } });
  });
  afterAll(async () => limited.close());

  it('answers 429 with a JSON message after too many attempts for one ip + e-mail', async () => {
    const client = new TestClient(limited.baseUrl);
    for (let i = 0; i < 3; i++) expect((await client.login(DEMO.basic.email, 'wrong')).status).toBe(401);
    const blocked = await client.login(DEMO.basic.email, DEMO.basic.password);
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual({ message: expect.stringMatching(/too many/i), code: 'THROTTLED' });
    expect(blocked.headers.get('retry-after')).toBeTruthy();
    // Another account from the same address is not locked out by it.
    expect((await client.login(DEMO.customer.email, DEMO.customer.password)).status).toBe(200);
  });
});
