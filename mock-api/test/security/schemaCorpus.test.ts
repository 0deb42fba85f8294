import { DEMO, signIn, startTestServer, type TestClient, type TestServer } from '../helpers';
import { startPortalHost, type PortalHost } from '../hosting/portalHost';
import { routesOf, type Route } from './routes';
import { casesFor, type Case } from './schemaCorpus';
import { Tally } from './summary';
import { isPublicRoute } from '../../src/openapi/responses';
import { createToken } from '../publicApi/tokens';

/**
 * Every field of every route's schema × every JSON type it does not accept (and oversize text,
 * deep nesting, bad UTF-8, broken %-escapes): a 422 naming the field for a wrong type in a body,
 * never a 5xx for anything. Sent to the API directly (inject: no sockets, fast) and through the
 * portal host (host/src/serve-app.ts), as an administrator, who may call every route.
 */
jest.setTimeout(300_000);
let server: TestServer;
let host: PortalHost;
let admin: TestClient;
let routes: Route[];
let cases: Case[];
const tally = new Tally('schema corpus');

beforeAll(async () => {
  server = await startTestServer({ seed: 'core', config: { loginRateLimit: 0, contactRateLimit: 0, quoteRateLimit: 0, tokenRateLimit: 0 } });
  host = await startPortalHost(server.baseUrl);
  admin = await signIn(server.baseUrl, DEMO.admin.email, DEMO.admin.password);
  routes = routesOf(server);
  cases = routes.flatMap(casesFor);
}, 120_000);
afterAll(async () => {
  tally.print();
  await host?.close();
  await server?.close();
});

interface Answer {
  c: Case;
  status: number;
  text: string;
}

function headersFor(c: Case): Record<string, string> {
  const headers: Record<string, string> = { accept: 'application/json', cookie: admin.cookie ?? '', 'x-csrf-token': admin.csrfToken ?? '' };
  if (c.body !== undefined) headers['content-type'] = c.type ?? 'application/json';
  return headers;
}

async function inBatches<T>(items: T[], size: number, send: (item: T) => Promise<Answer>): Promise<Answer[]> {
  const out: Answer[] = [];
  for (let i = 0; i < items.length; i += size) out.push(...(await Promise.all(items.slice(i, i + size).map(send))));
  return out;
}

const describeAnswer = (a: Answer) => `${a.c.route} ${a.c.how} → ${a.status} ${a.text.slice(0, 120)}`;

it('covers every field of every route schema', () => {
  const fields = new Set(cases.map((c) => `${c.route} ${c.how.split(':')[0]}`));
  tally.add('fields', fields.size);
  tally.add('cases', cases.length);
  // The routes whose bodies the outside scan broke are among them, field by field.
  for (const field of [
    'POST /api/unlocode/ports body modality',
    'POST /api/quotes/quotes/store body special_instructions',
    'POST /api/login body email',
    'POST /api/portal/customer body customer',
  ])
    expect(fields).toContain(field);
  expect(cases.filter((c) => c.field).length).toBeGreaterThan(1000);
});

it('directly: a wrong type in a body is a 422 naming the field, and nothing is a 5xx', async () => {
  const answers = await inBatches(cases, 16, async (c) => {
    const res = await server.app.inject({ method: c.method as 'GET', url: c.url, headers: headersFor(c), payload: c.body });
    return { c, status: res.statusCode, text: res.body };
  });
  tally.requests += answers.length;
  for (const a of answers) tally.routes.add(a.c.route);
  expect(answers.filter((a) => a.status >= 500).map(describeAnswer)).toEqual([]);
  const notNamed = answers.filter((a) => a.c.field && !(a.status === 422 && a.c.field in (JSON.parse(a.text).errors ?? {})));
  expect(notNamed.map(describeAnswer)).toEqual([]);
  // Still signed in: no case ended the administrator's session.
  expect((await admin.get('/portal/userProfile')).status).toBe(200);
});

it('with an access token on the public routes: the same 422 naming the field, never a 5xx, never a token refusal', async () => {
  const code = (await admin.get('/portal/customerOptions')).body.options[0].value;
  const { token } = await createToken(admin, { organisations: [code], access: 'write' });
  const publicCases = cases.filter((c) => isPublicRoute(c.method, c.route.slice(c.route.indexOf(' ') + 1)));
  expect(new Set(publicCases.map((c) => c.route)).size).toBeGreaterThan(20);
  const answers = await inBatches(publicCases, 16, async (c) => {
    const headers: Record<string, string> = { accept: 'application/json', authorization: `Bearer ${token}` };
    if (c.body !== undefined) headers['content-type'] = c.type ?? 'application/json';
    const res = await server.app.inject({ method: c.method as 'GET', url: c.url, headers, payload: c.body });
    return { c, status: res.statusCode, text: res.body };
  });
  tally.add('cases with a token', answers.length);
  expect(answers.filter((a) => a.status >= 500 || a.status === 401 || a.status === 403 || a.status === 429).map(describeAnswer)).toEqual([]);
  expect(answers.filter((a) => a.c.field && !(a.status === 422 && a.c.field in (JSON.parse(a.text).errors ?? {}))).map(describeAnswer)).toEqual([]);
});

/** Through the host, one case of each kind per field: the host's part is to pass bytes on, not to check types. */
const VIA_HOST = /: (object with toString|array|boolean|1 MB text|bad UTF-8|deep nesting|broken escape|encoded slash|oversize)$/;

it('through the portal host: nothing is a 5xx, and the host passes the 422 on', async () => {
  const answers = await inBatches(
    cases.filter((c) => VIA_HOST.test(c.how)),
    8,
    async (c) => {
      const body = typeof c.body === 'string' || c.body === undefined ? c.body : new Uint8Array(c.body);
      const res = await fetch(`${host.url}${c.url}`, { method: c.method, headers: headersFor(c), body });
      return { c, status: res.status, text: await res.text() };
    },
  );
  tally.requests += answers.length;
  expect(answers.filter((a) => a.status >= 500).map(describeAnswer)).toEqual([]);
  expect(answers.filter((a) => a.c.field && a.status !== 422).map(describeAnswer)).toEqual([]);
  expect(({} as Record<string, unknown>).polluted).toBeUndefined();
});
