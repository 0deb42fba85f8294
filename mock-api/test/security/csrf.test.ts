import { DEMO, TestClient, signIn, startTestServer, type TestServer } from '../helpers';
import { CLASSES, pathOf, routesOf, type Route } from './routes';
import { fingerprint } from './snapshot';
import { Tally } from './summary';

/**
 * (5) Cross-site requests: every state-changing route of the inventory (POST, PUT, PATCH, DELETE
 * and GETs marked stateChanging) refuses a request without the session's anti-forgery token,
 * with a wrong one and with another session's, JSON and multipart alike, and nothing in the
 * database or the file store changes. Controls show the same requests do change things with
 * the token, so the refusal is the token's doing.
 */
let server: TestServer;
let admin: TestClient;
let customer: TestClient;
let stateChanging: Route[];
const tally = new Tally('cross-site requests');

beforeAll(async () => {
  server = await startTestServer({ seed: 'all', config: { contactRateLimit: 0 } });
  [admin, customer] = await Promise.all([
    signIn(server.baseUrl, DEMO.admin.email, DEMO.admin.password),
    signIn(server.baseUrl, DEMO.customer.email, DEMO.customer.password),
  ]);
  stateChanging = routesOf(server).filter((r) => r.changesState);
}, 120_000);
afterAll(async () => {
  tally.print();
  await server.close();
});

/** Real ids, so a request would do its work if the token check let it through. */
async function params(): Promise<Record<string, string>> {
  const quote = (await server.db.get<{ quote_nr: string }>("SELECT quote_nr FROM quotes WHERE quote_status = 'Requested' ORDER BY id LIMIT 1"))!;
  const doc = (await server.db.get<{ id: number }>('SELECT id FROM documents ORDER BY id LIMIT 1'))!;
  const user = (await server.db.get<{ id: number }>("SELECT id FROM users WHERE role = 'customer' ORDER BY id LIMIT 1"))!;
  return { quote_nr: quote.quote_nr, id: String(doc.id), document: String(doc.id), userId: String(user.id), avatar: '1' };
}

/** Exempt, each for a reason tested below. */
const CSRF_EXEMPT = ['POST /api/login', 'POST /api/notifications/unsubscribe/oneClick'];

const BODY = {
  customer: 'C10002',
  subject: 'Other',
  message: 'Forged',
  regenerate: true,
  currentPassword: 'x',
  password: 'Forged!23456',
  password_confirmation: 'Forged!23456',
  name: 'Forged',
};

type Forgery = { label: string; headers: (victim: TestClient) => Record<string, string> };
const FORGERIES: Forgery[] = [
  { label: 'no token', headers: () => ({}) },
  { label: 'wrong token', headers: () => ({ 'x-csrf-token': 'forged-token' }) },
  { label: "another session's token", headers: (victim) => ({ 'x-csrf-token': victim === admin ? customer.csrfToken! : admin.csrfToken! }) },
  { label: 'token in the query instead of the header', headers: () => ({}) },
];

async function forge(victim: TestClient, route: Route, forgery: Forgery, multipart: boolean) {
  let path = pathOf(route, await params());
  if (forgery.label.includes('query')) path += `?_csrf=${encodeURIComponent(victim.csrfToken!)}&csrfToken=${encodeURIComponent(victim.csrfToken!)}`;
  const headers: Record<string, string> = { ...forgery.headers(victim), accept: 'application/json' };
  if (victim.cookie) headers.cookie = victim.cookie;
  let body: BodyInit | undefined;
  if (route.method !== 'GET') {
    if (multipart) {
      const form = new FormData();
      form.append('name', 'Forged upload');
      form.append('file', new Blob(['%PDF-1.4 forged']), 'forged.pdf');
      body = form;
    } else {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(BODY);
    }
  }
  tally.requests++;
  const res = await fetch(victim.url(path), { method: route.method, headers, body });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null };
}

describe('every state-changing route refuses a forged request and changes nothing', () => {
  it('covers the routes the inventory marks as state-changing (login is the one exemption)', () => {
    expect(stateChanging.length).toBeGreaterThan(40);
    expect(stateChanging.some((r) => r.key === 'GET /api/shipments/cancel/:quote_nr')).toBe(true);
    expect(stateChanging.some((r) => r.key === 'POST /api/reference/documents/uploadCreate')).toBe(true);
  });

  // The administrator holds every permission, so each forgery would reach its handler; the
  // customer run repeats the two most likely forgeries with a customer's session.
  it.each([
    ['an administrator', () => admin, FORGERIES],
    ['a customer', () => customer, [FORGERIES[0], FORGERIES[2]]],
  ])(
    'as %s: 403 CSRF, JSON and multipart, and the database and files stay as they were',
    async (_who, victimOf, forgeries) => {
      const victim = victimOf();
      const before = await fingerprint(server);
      const refusals: string[] = [];
      for (const route of stateChanging) {
        if (CSRF_EXEMPT.includes(route.key)) continue;
        tally.routes.add(route.key);
        for (const forgery of forgeries) {
          for (const multipart of route.method === 'GET' ? [false] : [false, true]) {
            const res = await forge(victim, route, forgery, multipart);
            tally.payloads.add(`${forgery.label}/${multipart ? 'multipart' : 'json'}`);
            if (res.status !== 403 || res.body?.code !== 'CSRF')
              refusals.push(`${route.key} (${forgery.label}, ${multipart ? 'multipart' : 'json'}) → ${res.status} ${JSON.stringify(res.body)}`);
          }
        }
      }
      expect(refusals).toEqual([]);
      expect(await fingerprint(server)).toEqual(before);
      // Still signed in as before: the forged logout and password change did nothing either.
      expect((await victim.get('/portal/userProfile')).status).toBe(200);
      // Two fingerprints of every table and 500 requests: on a busy 2-core machine more than jest's 30 s.
    },
    120_000,
  );

  it('the HEAD twin of a state-changing GET is guarded too (Fastify runs the GET handler for it)', async () => {
    const heads = server.app.routeInventory.filter((r) => r.method === 'HEAD' && r.stateChanging);
    expect(heads.map((r) => r.url)).toEqual(['/api/shipments/cancel/:quote_nr']);
    const before = await fingerprint(server);
    for (const route of heads) {
      const res = await customer.request('HEAD', route.url.replace(':quote_nr', (await params()).quote_nr), { csrf: false });
      tally.requests++;
      expect(res.status).toBe(403);
    }
    expect(await fingerprint(server)).toEqual(before);
  });

  it('login is exempt only because it insists on JSON, which a cross-site form cannot send', async () => {
    expect(CLASSES['POST /api/login']).toBe('auth');
    const anonymous = new TestClient(server.baseUrl);
    for (const type of ['application/x-www-form-urlencoded', 'text/plain', 'multipart/form-data; boundary=x']) {
      const res = await anonymous.request('POST', '/login', {
        rawBody: `email=${DEMO.customer.email}&password=${DEMO.customer.password}`,
        headers: { 'content-type': type },
      });
      tally.requests++;
      expect(res.status).toBe(415);
      expect(anonymous.cookie).toBeNull();
    }
  });
});

describe('the one-click unsubscribe (RFC 8058) is exempt because the signed link in its address is the credential', () => {
  it('a forged request, with a session or without, without a link or with a made-up one, changes nothing', async () => {
    expect(CLASSES['POST /api/notifications/unsubscribe/oneClick']).toBe('auth');
    const before = await fingerprint(server);
    for (const victim of [customer, new TestClient(server.baseUrl)]) {
      for (const query of ['', '?token=forged', '?token=eyJ1IjoxfQ.c2lnbmF0dXJl']) {
        const res = await victim.request('POST', `/notifications/unsubscribe/oneClick${query}`, {
          rawBody: 'List-Unsubscribe=One-Click',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          csrf: false,
        });
        tally.requests++;
        expect({ query, status: res.status }).toEqual({ query, status: 422 });
      }
    }
    expect(await fingerprint(server)).toEqual(before);
  });
});

describe('controls: the same requests with the token do change things', () => {
  it('cancel (a GET), contact, avatar and upload go through with the token', async () => {
    const quotes = (await customer.get('/shipments/quotes')).body.quotes as {
      quote_nr: string;
      expired: boolean;
      can_download: boolean;
      quote_status: string;
    }[];
    const cancellable = quotes.find((q) => !q.expired && !q.can_download && ['Requested', 'In progress'].includes(q.quote_status))!;
    const forged = await customer.get(`/shipments/cancel/${cancellable.quote_nr}`);
    expect(forged.status).toBe(403);
    const cancelled = await customer.get(`/shipments/cancel/${cancellable.quote_nr}`, { headers: { 'x-csrf-token': customer.csrfToken! } });
    expect(cancelled.status).toBe(200);
    expect((await server.db.get<{ s: string }>('SELECT quote_status AS s FROM quotes WHERE quote_nr = @nr', { nr: cancellable.quote_nr }))!.s).toBe(
      'Cancelled',
    );

    expect((await customer.post('/contact/sendEmailMessage', { subject: 'Other', message: 'Real' })).status).toBe(200);
    expect((await customer.post('/core/avatars', { regenerate: true })).status).toBe(200);
    tally.requests += 5;
  });

  it('a selection change goes through with the token, not without', async () => {
    const sessionData = async () =>
      JSON.parse((await server.db.get<{ data: string }>('SELECT data FROM sessions WHERE sid = @sid', { sid: customer.sessionId }))!.data);
    const before = (await sessionData()).selection;
    expect((await customer.post('/portal/customer', { customer: '0010' }, { csrf: false })).status).toBe(403);
    expect((await sessionData()).selection).toBe(before);
    expect((await customer.post('/portal/customer', { customer: '0010' })).status).toBe(200);
    expect((await sessionData()).selection).toBe('0010');
    tally.requests += 2;
  });
});
