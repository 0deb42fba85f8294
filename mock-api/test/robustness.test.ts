import { anyRowSchema, tableContract } from '@portal/contracts/tables';
import { defineTable } from '../src/core/table';
import { DEMO, TestClient, signIn, startTestServer, type TestServer } from './helpers';
import { routesOf } from './security/routes';
import { Tally } from './security/summary';
import { BODY_PAYLOADS, PARAM_PAYLOADS, QUERY_PAYLOADS } from './security/badInput';
import { isPublicRoute } from '../src/openapi/responses';
import { createToken } from './publicApi/tokens';

/**
 * Whatever a client sends, the answer is a 4xx with the error shape, never a 500: hand-picked
 * cases first, then (7) a corpus of malformed JSON, wrong types, huge strings, prototype-pollution
 * keys and odd unicode sent to every route of the app's inventory, in its path parameters, its
 * query string and its body.
 */
jest.setTimeout(120_000);
let server: TestServer;
let client: TestClient;

beforeAll(async () => {
  server = await startTestServer({
    seed: 'core',
    // The corpus signs in and sends contact messages by the hundred: no throttling here.
    config: { loginRateLimit: 0, contactRateLimit: 0, quoteRateLimit: 0, tokenRateLimit: 0 },
    register: (api) => {
      defineTable(api, {
        contract: tableContract('/api/test/customers', { row: anyRowSchema, permission: 'portal.userProfile', tag: 'Test' }),
        from: 'customers',
        idField: 'id',
        columns: [
          { field: 'id', headerName: 'ID', type: 'number' },
          { field: 'code', headerName: 'Code', type: 'text' },
          { field: 'created_at', headerName: 'Created', type: 'date' },
          { field: 'kpi_licence', headerName: 'KPI', type: 'boolean' },
        ],
      });
    },
  });
  client = await signIn(server.baseUrl, DEMO.admin.email, DEMO.admin.password);
}, 60_000);
afterAll(async () => server.close());

const raw = async (path: string, body: string, type = 'application/json') => client.request('POST', path, { rawBody: body, headers: { 'content-type': type } });
const rawQuery = async (path: string, search: string) => client.get(`${path}?${search}`);
/** A table page with each field as given (the models as JSON text, right or wrong). */
const page = async (fields: Record<string, string>) => rawQuery('/test/customers/rows', new URLSearchParams(fields).toString());

const cases: [string, () => ReturnType<typeof raw>][] = [
  ['login: array body', async () => raw('/login', '[]')],
  ['login: null body', async () => raw('/login', 'null')],
  ['login: empty JSON body', async () => raw('/login', '')],
  ['login: prototype pollution', async () => raw('/login', '{"__proto__":{"admin":true},"email":"a","password":"b"}')],
  ['login: huge password', async () => raw('/login', JSON.stringify({ email: 'a@b.c', password: 'x'.repeat(5000) }))],
  ['login: deeply nested', async () => raw('/login', '{"email":' + '['.repeat(500) + ']'.repeat(500) + '}')],
  ['rows: string paging', async () => page({ startRow: 'a', endRow: '{}' })],
  ['rows: negative paging', async () => page({ startRow: '-5', endRow: '-1' })],
  ['rows: float paging', async () => page({ startRow: '0.5', endRow: '10' })],
  ['rows: paging given twice', async () => rawQuery('/test/customers/rows', 'startRow=0&startRow=5&endRow=10')],
  ['rows: sortModel not JSON', async () => page({ startRow: '0', endRow: '10', sortModel: '[{colId:code}' })],
  ['rows: sortModel not an array', async () => page({ startRow: '0', endRow: '10', sortModel: '"code"' })],
  ['rows: sortModel given twice', async () => rawQuery('/test/customers/rows', 'startRow=0&endRow=10&sortModel=[]&sortModel=[]')],
  ['rows: sort direction', async () => page({ startRow: '0', endRow: '10', sortModel: '[{"colId":"code","sort":"sideways"}]' })],
  ['rows: filterModel an array', async () => page({ startRow: '0', endRow: '10', filterModel: '[1,2]' })],
  ['rows: filter null', async () => page({ startRow: '0', endRow: '10', filterModel: '{"code":null}' })],
  [
    'rows: filter on constructor',
    async () => page({ startRow: '0', endRow: '10', filterModel: '{"constructor":{"filterType":"text","type":"contains","filter":"x"}}' }),
  ],
  [
    'rows: prototype pollution',
    async () => page({ startRow: '0', endRow: '10', filterModel: '{"__proto__":{"code":{"filterType":"text","type":"contains","filter":"x"}}}' }),
  ],
  [
    'rows: date filter garbage',
    async () => page({ startRow: '0', endRow: '10', filterModel: '{"created_at":{"filterType":"date","type":"inRange","dateFrom":"2025-01-01","dateTo":7}}' }),
  ],
  [
    'rows: date range backwards',
    async () =>
      page({ startRow: '0', endRow: '10', filterModel: '{"created_at":{"filterType":"date","type":"inRange","dateFrom":"2025-02-01","dateTo":"2025-01-01"}}' }),
  ],
  ['rows: boolean filter garbage', async () => page({ startRow: '0', endRow: '10', filterModel: '{"kpi_licence":{"filterType":"boolean","type":"maybe"}}' })],
  [
    'rows: conditions not an array',
    async () => page({ startRow: '0', endRow: '10', filterModel: '{"code":{"filterType":"text","operator":"OR","conditions":{}}}' }),
  ],
  ['rows: params with objects', async () => page({ startRow: '0', endRow: '10', params: '{"a":{"b":1}}' })],
  [
    'rows: huge filter text',
    async () =>
      page({ startRow: '0', endRow: '10', filterModel: JSON.stringify({ code: { filterType: 'text', type: 'contains', filter: 'x'.repeat(1000) } }) }),
  ],
  ['rows: undecodable percent', async () => rawQuery('/test/customers/rows', 'startRow=0&endRow=10&filterModel=%E0%A4%A')],
  ['export: filterModel not JSON', async () => rawQuery('/test/customers/export', 'filterModel=%7B')],
  ['customer: wrong type', async () => raw('/portal/customer', '{"customer":{"$ne":null}}')],
  ['customer: too long', async () => raw('/portal/customer', JSON.stringify({ customer: 'C'.repeat(100) }))],
  ['unknown content type', async () => raw('/portal/customer', '<xml/>', 'application/xml')],
];

describe('never a 500 for client input', () => {
  it.each(cases)('%s', async (_name, send) => {
    const res = await send();
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(res.body).toEqual(expect.objectContaining({ message: expect.any(String) }));
  });

  it('accepts a valid query on the same table', async () => {
    const res = await client.table('/test/customers/rows', { startRow: 0, endRow: 3, sortModel: [{ colId: 'code', sort: 'desc' }] });
    expect(res.status).toBe(200);
    expect(res.body.rows.map((r: { code: string }) => r.code)).toEqual(['C10010', 'C10009', 'C10008']);
    expect(typeof res.body.rows[0].kpi_licence).toBe('boolean');
  });
});

describe('the bad-input corpus against every route of the inventory', () => {
  const tally = new Tally('bad input');
  afterAll(() => tally.print());
  /** An id no record has: the corpus must not delete or change real records by accident. */
  const NO_SUCH_ID = '999999';

  interface Attempt {
    route: string;
    how: string;
    status: number;
    text: string;
    malformedJson: boolean;
  }

  async function send(
    admin: TestClient,
    method: string,
    path: string,
    body: { raw: string; type: string } | undefined,
    bearer?: string,
  ): Promise<{ status: number; text: string }> {
    const headers: Record<string, string> = bearer
      ? { accept: 'application/json', authorization: `Bearer ${bearer}` }
      : { accept: 'application/json', cookie: admin.cookie ?? '', 'x-csrf-token': admin.csrfToken ?? '' };
    if (body) headers['content-type'] = body.type;
    const res = await fetch(`${server.baseUrl}${path}`, { method, headers, body: body?.raw });
    return { status: res.status, text: await res.text() };
  }

  it('answers every one with a 4xx (or a normal 2xx), never a 5xx, and leaks no internals', async () => {
    const routes = routesOf(server);
    let admin = await signIn(server.baseUrl, DEMO.admin.email, DEMO.admin.password);
    // Should any payload ever change the administrator's password, put the hash back before
    // signing in again, so one finding does not hide the rest behind 401s.
    const adminHash = (await server.db.get<{ h: string }>('SELECT password_hash AS h FROM users WHERE email = @e', { e: DEMO.admin.email }))!.h;
    const attempts: Attempt[] = [];
    for (const route of routes) {
      tally.routes.add(route.key);
      const jobs: { how: string; path: string; body?: { raw: string; type: string }; malformedJson?: boolean }[] = [];
      for (const param of route.params) {
        for (const payload of PARAM_PAYLOADS) {
          const values = Object.fromEntries(route.params.map((p) => [p, NO_SUCH_ID]));
          values[param] = payload;
          jobs.push({ how: `param ${param}=${payload}`, path: route.url.replace(/:([A-Za-z_]+)/g, (_m, name: string) => values[name]) });
        }
      }
      const path = route.url.replace(/:([A-Za-z_]+)/g, NO_SUCH_ID);
      for (const query of QUERY_PAYLOADS) jobs.push({ how: `query ${query.slice(0, 60)}`, path: `${path}?${query}` });
      if (route.method !== 'GET') {
        for (const body of BODY_PAYLOADS) jobs.push({ how: `body ${body.name}`, path, body, malformedJson: body.malformed });
      }
      // A handful at a time: fast, and still one route at a time (logout ends the session).
      for (let i = 0; i < jobs.length; i += 16) {
        const batch = jobs.slice(i, i + 16);
        const answers = await Promise.all(batch.map(async (job) => send(admin, route.method, job.path, job.body)));
        answers.forEach((res, j) =>
          attempts.push({ route: route.key, how: batch[j].how, status: res.status, text: res.text, malformedJson: batch[j].malformedJson === true }),
        );
        batch.forEach((job) => tally.payloads.add(job.how.replace(/^param [^=]+=/, 'param ')));
      }
      if ((await admin.get('/portal/userProfile')).status !== 200) {
        await server.db.run('UPDATE users SET password_hash = @h WHERE email = @e', { h: adminHash, e: DEMO.admin.email });
        admin = await signIn(server.baseUrl, DEMO.admin.email, DEMO.admin.password);
        tally.add('re-sign-ins after logout or password change', 1);
      }
    }
    tally.requests += attempts.length;

    const crashes = attempts.filter((a) => a.status >= 500).map((a) => `${a.route} ${a.how} → ${a.status} ${a.text.slice(0, 120)}`);
    expect(crashes).toEqual([]);
    const notRefused = attempts
      .filter((a) => a.malformedJson && a.status !== 400 && a.status !== 403 && a.status !== 415)
      .map((a) => `${a.route} ${a.how} → ${a.status}`);
    expect(notRefused).toEqual([]);
    const internals = attempts
      .filter((a) => a.status >= 400 && /node_modules|\/work\/|at [A-Za-z.]+ \(|SQLITE_|SqliteError/.test(a.text))
      .map((a) => `${a.route} ${a.how}: ${a.text.slice(0, 160)}`);
    expect(internals).toEqual([]);
    const errorShape = attempts
      // The HTML stand-ins answer their refusals as pages; every /api answer has the error body.
      .filter((a) => a.route.includes(' /api/') && a.status >= 400 && a.status !== 414 && !/^\{"message":"/.test(a.text))
      .map((a) => `${a.route} ${a.how} → ${a.status} ${a.text.slice(0, 80)}`);
    expect(errorShape).toEqual([]);
  });

  it('with an access token on the public routes: a 4xx (or a normal 2xx), never a 5xx, the error body', async () => {
    const admin = await signIn(server.baseUrl, DEMO.admin.email, DEMO.admin.password);
    const code = (await admin.get('/portal/customerOptions')).body.options[0].value;
    const { token } = await createToken(admin, { organisations: [code], access: 'write' });
    const routes = routesOf(server).filter((r) => isPublicRoute(r.method, r.url));
    expect(routes.length).toBeGreaterThan(20);
    const attempts: Attempt[] = [];
    for (const route of routes) {
      tally.routes.add(`${route.key} (token)`);
      const jobs: { how: string; path: string; body?: { raw: string; type: string }; malformedJson?: boolean }[] = [];
      for (const param of route.params)
        for (const payload of PARAM_PAYLOADS) {
          const values = Object.fromEntries(route.params.map((p) => [p, NO_SUCH_ID]));
          values[param] = payload;
          jobs.push({ how: `param ${param}=${payload}`, path: route.url.replace(/:([A-Za-z_]+)/g, (_m, name: string) => values[name]) });
        }
      const path = route.url.replace(/:([A-Za-z_]+)/g, NO_SUCH_ID);
      for (const query of QUERY_PAYLOADS) jobs.push({ how: `query ${query.slice(0, 60)}`, path: `${path}?${query}` });
      if (route.method !== 'GET') for (const body of BODY_PAYLOADS) jobs.push({ how: `body ${body.name}`, path, body, malformedJson: body.malformed });
      for (let i = 0; i < jobs.length; i += 16) {
        const batch = jobs.slice(i, i + 16);
        const answers = await Promise.all(batch.map((job) => send(admin, route.method, job.path, job.body, token)));
        answers.forEach((res, j) => attempts.push({ route: route.key, how: batch[j].how, status: res.status, text: res.text, malformedJson: batch[j].malformedJson === true }));
      }
    }
    tally.requests += attempts.length;
    expect(attempts.filter((a) => a.status >= 500).map((a) => `${a.route} ${a.how} → ${a.status} ${a.text.slice(0, 120)}`)).toEqual([]);
    // Never refused as a token problem: the corpus reaches the routes' own checks.
    expect(attempts.filter((a) => a.status === 401 || a.status === 429).map((a) => `${a.route} ${a.how} → ${a.status}`)).toEqual([]);
    expect(attempts.filter((a) => a.status >= 400 && a.status !== 414 && !/^\{"message":"/.test(a.text)).map((a) => `${a.route} ${a.how} → ${a.status}`)).toEqual([]);
  });

  it('leaves no prototype polluted, and the server answering normally', async () => {
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.getOwnPropertyNames(Object.prototype).filter((k) => /polluted|isAdmin|role/.test(k))).toEqual([]);
    const profile = await (await signIn(server.baseUrl, DEMO.customer.email, DEMO.customer.password)).get('/portal/userProfile');
    expect(profile.status).toBe(200);
    expect(profile.body.profile.role).toBe('customer');
    expect(JSON.stringify(profile.body)).not.toContain('polluted');
  });
});
