import { DEMO, TestClient, signIn, startTestServer, type ApiResponse, type TestServer } from '../helpers';
import { CLASSES, pathOf, routesOf, type Route } from './routes';
import { Tally } from './summary';
import { publicDocument } from '../../src/openapi';

/**
 * (1) Every route the app registers is classified, so the other security tests cover it.
 * (6) Every API answer (data, files, errors, refusals) carries the framing, sniffing and
 * referrer headers; the HTML stand-ins keep them with a policy that lets only the portal frame.
 */
let server: TestServer;
let admin: TestClient;
let routes: Route[];
const tally = new Tally('inventory + headers');
/** Routes that read no JSON body: no input at all, or a multipart upload that its own parser checks. */
const TAKES_NO_JSON_BODY = new Set([
  'POST /api/logout',
  'POST /api/portal/impersonate/:userId',
  'POST /api/portal/impersonate/stop',
  'POST /api/core/avatars',
  'POST /api/reference/documents/uploadCreate',
  'POST /api/reference/documents/uploadUpdate',
  // RFC 8058: the mail client's form body says only "List-Unsubscribe=One-Click"; the links are in the address.
  'POST /api/notifications/unsubscribe/oneClick',
  // Webhooks: the path names what to do.
  'POST /api/webhooks/:id/enable',
  'POST /api/webhooks/:id/test',
  'POST /api/webhooks/:id/deliveries/:deliveryId/resend',
  // Quotes: the path names the quote and what to do.
  'POST /api/quotes/:quote_nr/cancel',
  // Bookings: the path names the booking and what to do.
  'POST /api/bookings/:booking_nr/cancel',
]);

beforeAll(async () => {
  server = await startTestServer({ seed: 'core' });
  admin = await signIn(server.baseUrl, DEMO.admin.email, DEMO.admin.password);
  routes = routesOf(server);
}, 120_000);
afterAll(async () => {
  tally.print();
  await server.close();
});

describe('route inventory', () => {
  it('is collected from the app itself and is not empty', () => {
    // The inventory sees routes no one listed by hand: the HEAD twins Fastify adds.
    expect(server.app.routeInventory.some((r) => r.method === 'HEAD' && r.url === '/api/shipments/quotes')).toBe(true);
    expect(routes.length).toBeGreaterThan(100);
  });

  it('classifies every registered route (add a new route to test/security/routes.ts)', () => {
    const unclassified = routes.filter((r) => !(r.key in CLASSES)).map((r) => r.key);
    expect(unclassified).toEqual([]);
  });

  it('names no route that is gone (the classification follows the app)', () => {
    const keys = new Set(routes.map((r) => r.key));
    expect(Object.keys(CLASSES).filter((k) => !keys.has(k))).toEqual([]);
  });

  it('knows the one state-changing GET (cancel)', () => {
    expect(routes.filter((r) => r.method === 'GET' && r.stateChanging).map((r) => r.key)).toEqual(['GET /api/shipments/cancel/:quote_nr']);
  });

  it('gives every route that reads a JSON body a body schema, and every path parameter a type (the corpus is built from them)', () => {
    const withoutBody = routes.filter((r) => ['POST', 'PUT', 'PATCH'].includes(r.method) && !r.schema.body && !TAKES_NO_JSON_BODY.has(r.key));
    expect(withoutBody.map((r) => r.key)).toEqual([]);
    const untypedParams = routes.filter((r) => r.params.some((p) => !(r.schema.params as { properties?: Record<string, unknown> } | undefined)?.properties?.[p]));
    expect(untypedParams.map((r) => r.key)).toEqual([]);
  });

  it('documents every route\'s answers in the OpenAPI document, each status with its body', () => {
    const doc = server.app.openapiDocument();
    // The reference page's own files (Swagger UI) are the document's viewer, not API routes.
    const undocumented = routes.filter((r) => !r.url.startsWith('/api/docs')).filter((r) => {
      const path = r.url.replace(/:([A-Za-z_]+)/g, '{$1}').replace(/\*$/, '{*}');
      const op = doc.paths[path]?.[r.method.toLowerCase()];
      return !op || !Object.keys(op.responses).some((status) => status.startsWith('2'));
    });
    expect(undocumented.map((r) => r.key)).toEqual([]);
    const publicOps = Object.entries(publicDocument(doc).paths).flatMap(([path, ops]) => Object.entries(ops).map(([method, op]) => ({ key: `${method.toUpperCase()} ${path}`, statuses: Object.keys(op.responses).length })));
    tally.add('public operations (OpenAPI)', publicOps.length);
    tally.add('documented statuses on public operations', publicOps.reduce((n, op) => n + op.statuses, 0));
    expect(publicOps.length).toBeGreaterThan(20);
  });

  it('prints the figures', () => {
    const byClass: Record<string, number> = {};
    for (const r of routes) byClass[CLASSES[r.key]] = (byClass[CLASSES[r.key]] ?? 0) + 1;
    tally.add('routes in inventory', routes.length);
    for (const [cls, n] of Object.entries(byClass)) tally.add(cls, n);
    expect(Object.values(byClass).reduce((a, b) => a + b, 0)).toBe(routes.length);
  });
});

describe('no sign-in, no data', () => {
  it('every route except sign-in and the public stand-ins answers 401 to an anonymous visitor (with a valid anti-forgery token)', async () => {
    const anonymous = new TestClient(server.baseUrl);
    await anonymous.fetchCsrf();
    const open: string[] = [];
    for (const route of routes.filter((r) => CLASSES[r.key] !== 'auth' && CLASSES[r.key] !== 'public')) {
      const res = await anonymous.request(route.method, pathOf(route), {
        body: route.method === 'GET' ? undefined : { startRow: 0, endRow: 10 },
        headers: route.stateChanging ? { 'x-csrf-token': anonymous.csrfToken! } : {},
      });
      tally.requests++;
      tally.routes.add(route.key);
      if (res.status !== 401) open.push(`${route.key} → ${res.status}`);
    }
    expect(open).toEqual([]);
  });
});

function expectApiHeaders(res: ApiResponse, what: string): void {
  const csp = res.headers.get('content-security-policy') ?? '';
  const found = {
    what,
    csp,
    nosniff: res.headers.get('x-content-type-options'),
    referrer: res.headers.get('referrer-policy'),
    frame: res.headers.get('x-frame-options'),
  };
  expect(found).toEqual({ what, csp: expect.stringMatching(/frame-ancestors 'none'/), nosniff: 'nosniff', referrer: 'no-referrer', frame: 'DENY' });
  expect(csp).toMatch(/default-src 'none'/);
}

describe('security headers on every answer', () => {
  it('on every GET route, signed in as an administrator (data, files and errors alike)', async () => {
    for (const route of routes.filter((r) => r.method === 'GET' && !r.url.startsWith('/stand-in') && !r.stateChanging)) {
      const res = await admin.get(pathOf(route));
      tally.requests++;
      tally.routes.add(route.key);
      expectApiHeaders(res, `${route.key} → ${res.status}`);
    }
  });

  it('on refusals: no session (401), no token (403), unknown route (404), bad JSON (400), broken %-escape (400)', async () => {
    const anonymous = new TestClient(server.baseUrl);
    const answers = [
      await anonymous.get('/shipments/quotes'),
      await admin.post('/portal/customer', { customer: 'C10001' }, { csrf: false }),
      await admin.get('/no/such/route'),
      await admin.request('POST', '/portal/customer', { rawBody: '{', headers: { 'content-type': 'application/json' } }),
      await admin.get('/portal/users/%zz'),
    ];
    tally.requests += answers.length;
    expect(answers.map((r) => r.status)).toEqual([401, 403, 404, 400, 400]);
    expect(answers[4].body).toEqual({ message: 'The address is malformed.', code: 'BAD_REQUEST' });
    answers.forEach((res, i) => expectApiHeaders(res, `refusal ${i}`));
  });

  it('on the HTML stand-ins: nosniff and no referrer, framed only by the portal', async () => {
    for (const route of routes.filter((r) => r.url.startsWith('/stand-in'))) {
      const res = await admin.get(route.url);
      tally.requests++;
      tally.routes.add(route.key);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('referrer-policy')).toBe('no-referrer');
      const ancestors = /frame-ancestors ([^;]*)/.exec(res.headers.get('content-security-policy') ?? '')?.[1] ?? '';
      expect(ancestors.split(/\s+/).sort()).toEqual([server.config.portalOrigin, server.config.portalOrigin.replace('localhost', '127.0.0.1')].sort());
    }
  });
});
