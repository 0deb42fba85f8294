import { DEMO, TestClient, clientAt, signIn, startTestServer, type TestServer } from '../helpers';
import { Tally } from './summary';
import { createUser } from './tenants';

/**
 * (4) Sessions, beyond what src/modules/auth/auth.test.ts (new id at sign-in, logout, per-account 429) and
 * src/modules/profile/profile.password.test.ts (a password change ends every session) already prove:
 * idle and absolute timeouts on the server with short test timeouts, activity keeping a session
 * alive only up to the absolute limit, throttling that e-mail spelling and password spraying
 * cannot get round, and the same answer for known and unknown addresses in similar time.
 */
jest.setTimeout(60_000);
const IDLE_MS = 2000;
const ABSOLUTE_MS = 5000;
let server: TestServer;
const tally = new Tally('sessions');

beforeAll(async () => {
  // Overrides are taken as given, so timeouts far below a minute are possible in tests.
  server = await startTestServer({
    seed: 'core',
    config: { sessionIdleMinutes: IDLE_MS / 60_000, sessionAbsoluteHours: ABSOLUTE_MS / 3_600_000, loginRateLimit: 0 },
  });
}, 120_000);
afterAll(async () => {
  tally.print();
  await server.close();
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const sessionRow = async (sid: string | null) => server.db.get('SELECT sid FROM sessions WHERE sid = @sid', { sid });

describe('timeouts, enforced by the server', () => {
  it('an idle session ends after the idle timeout: the old cookie is 401 and its row is gone', async () => {
    const client = await signIn(server.baseUrl, DEMO.basic.email, DEMO.basic.password);
    expect((await client.get('/portal/userProfile')).status).toBe(200);
    const stolen = client.clone();
    await sleep(IDLE_MS + 400);
    const res = await stolen.get('/portal/userProfile');
    tally.requests += 2;
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('UNAUTHENTICATED');
    expect(await sessionRow(stolen.sessionId)).toBeUndefined();
  });

  it('activity keeps a session past the idle timeout, but never past the absolute one', async () => {
    const client = await signIn(server.baseUrl, DEMO.basic.email, DEMO.basic.password);
    const started = Date.now();
    const statuses: { at: number; status: number }[] = [];
    // Until some request has been sent past the absolute timeout: on a busy machine one slow
    // answer may carry the loop past its end with the last request sent before it.
    while (Date.now() - started < ABSOLUTE_MS + 800 || !statuses.some((s) => s.at > ABSOLUTE_MS + 200)) {
      statuses.push({ at: Date.now() - started, status: (await client.get('/portal/userProfile')).status });
      tally.requests++;
      await sleep(IDLE_MS / 5);
    }
    // Alive well beyond one idle period while active…
    expect(statuses.filter((s) => s.at < ABSOLUTE_MS - 300).every((s) => s.status === 200)).toBe(true);
    expect(statuses.some((s) => s.at > IDLE_MS * 1.5 && s.status === 200)).toBe(true);
    // …and over once the absolute timeout has passed, however active.
    expect(statuses.filter((s) => s.at > ABSOLUTE_MS + 200).every((s) => s.status === 401)).toBe(true);
    expect(statuses.at(-1)!.status).toBe(401);
  });
});

const INACTIVE_EMAIL = 'inactive@portal.test';

describe('the same answer for known and unknown e-mail addresses', () => {
  beforeAll(async () => {
    const id = await createUser(server, INACTIVE_EMAIL, ['C10010']);
    await server.db.run('UPDATE users SET active = FALSE WHERE id = @id', { id });
  });

  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

  it('same status, body and cookies; medians within a factor of 3', async () => {
    const cases = {
      knownWrongPassword: { email: DEMO.customer.email, password: 'not-the-password' },
      unknownEmail: { email: 'nobody-here@portal.test', password: 'not-the-password' },
      unknownEmailRightLooking: { email: 'Customer@Portal.Test.example', password: DEMO.customer.password },
      // A deactivated account with its right password says no more than a wrong guess.
      inactiveRightPassword: { email: INACTIVE_EMAIL, password: DEMO.basic.password },
    };
    const times: Record<string, number[]> = {};
    const answers: Record<string, string> = {};
    for (let round = 0; round < 5; round++) {
      for (const [name, creds] of Object.entries(cases)) {
        const client = new TestClient(server.baseUrl);
        const t0 = performance.now();
        const res = await client.login(creds.email, creds.password);
        (times[name] ??= []).push(performance.now() - t0);
        tally.requests++;
        answers[name] = JSON.stringify({ status: res.status, body: res.body, cookie: res.headers.getSetCookie().length });
      }
    }
    expect(new Set(Object.values(answers)).size).toBe(1);
    expect(JSON.parse(answers.unknownEmail)).toEqual({
      status: 401,
      body: { message: 'These credentials do not match our records.', code: 'BAD_CREDENTIALS' },
      cookie: 0,
    });
    const medians = Object.values(times).map(median);
    tally.add('login timing medians ms', Math.round(Math.max(...medians)));
    expect(Math.max(...medians)).toBeLessThan(Math.min(...medians) * 3);
  });
});

describe('sign-in throttling', () => {
  const LIMIT = 2;
  let limited: TestServer;
  beforeAll(async () => {
    limited = await startTestServer({ seed: 'core', config: { loginRateLimit: LIMIT } });
  }, 60_000);
  afterAll(async () => limited.close());

  /** Each test signs in from its own address (test/helpers.ts's clientAt: directly or behind nginx). */
  const from = (n: number) => {
    const client = clientAt(limited, n);
    return async (email: string, password: string) => {
      tally.requests++;
      return client.post('/login', { email, password });
    };
  };

  it('counts every spelling of one address together (case and spaces)', async () => {
    const login = from(1);
    const statuses = [];
    for (const email of ['basic@portal.test', ' BASIC@Portal.Test ', 'basic@PORTAL.TEST']) statuses.push((await login(email, 'wrong')).status);
    expect(statuses).toEqual([401, 401, 429]);
  });

  it('a throttled answer says so with Retry-After and signs nobody in, even with the right password', async () => {
    const login = from(2);
    for (let i = 0; i < LIMIT; i++) await login(DEMO.customer.email.toUpperCase(), 'wrong');
    const blocked = await login(DEMO.customer.email, DEMO.customer.password);
    expect(blocked.status).toBe(429);
    expect(blocked.body.code).toBe('THROTTLED');
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(blocked.headers.getSetCookie()).toEqual([]);
  });

  it('limits one address spraying a password over many accounts, and only that address', async () => {
    const login = from(3);
    const statuses: number[] = [];
    // A few real guesses on different accounts (each under its own limit)…
    for (let i = 0; i < 4; i++) statuses.push((await login(`spray-${i}@portal.test`, 'Summer2025!')).status);
    expect(statuses).toEqual([401, 401, 401, 401]);
    // …and cheap ones (refused by the schema, so no password hashing) count the same.
    for (let i = 4; i < LIMIT * 10; i++) statuses.push((await login(`spray-${i}@portal.test`, '')).status);
    const blocked = await login(DEMO.basic.email, DEMO.basic.password);
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get('retry-after')).toBeTruthy();
    // Another client is not locked out by it.
    expect((await from(4)(DEMO.basic.email, DEMO.basic.password)).status).toBe(200);
  });
  it('signing in again on a signed-in session gives a new id, and the old one is dead', async () => {
    const client = await signIn(limited.baseUrl, DEMO.basic.email, DEMO.basic.password);
    const old = client.clone();
    await client.login(DEMO.customer.email, DEMO.customer.password);
    tally.requests += 4;
    expect(client.sessionId).not.toBe(old.sessionId);
    expect((await old.get('/portal/userProfile')).status).toBe(401);
    expect((await client.get('/portal/userProfile')).body.profile.email).toBe(DEMO.customer.email);
  });
});
