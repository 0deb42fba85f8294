import { mapInOrder } from '../../core/inOrder';
import ExcelJS from 'exceljs';
import { REFERENCE_ENTITIES } from '@portal/contracts/reference/registry';
import { DEMO, TestClient, signIn, startTestServer, type TestServer } from '../../../test/helpers';

/**
 * The reference area and the logins export are for administrators only: every route under
 * /api/reference and /api/export answers 403 to a customer (and 401 to nobody), found by walking
 * the server's own route table so a route added later is covered too.
 */
let server: TestServer;
let admin: TestClient;
let customer: TestClient;
let basic: TestClient;

jest.setTimeout(60_000);

beforeAll(async () => {
  server = await startTestServer({ config: { loginRateLimit: 0 } });
  admin = await signIn(server.baseUrl, DEMO.admin.email, DEMO.admin.password);
  customer = await signIn(server.baseUrl, DEMO.customer.email, DEMO.customer.password);
  basic = await signIn(server.baseUrl, DEMO.basic.email, DEMO.basic.password);
}, 120_000);

afterAll(async () => server.close());

interface RouteEntry {
  method: string;
  path: string;
}

/**
 * Every route of the running app under the given prefixes, from Fastify's route table. The
 * printed tree nests shared prefixes ("│   ├── /export (POST)" under its parent), so the path of
 * a line is its parents' paths joined.
 */
function routesUnder(...prefixes: string[]): RouteEntry[] {
  const text = server.app.printRoutes({ commonPrefix: false });
  const stack: string[] = [];
  const out: RouteEntry[] = [];
  for (const line of text.split('\n')) {
    const match = /^([│ ]*)[├└]── (\S+)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1].length / 4;
    stack.length = depth;
    const path = `${stack[depth - 1] ?? ''}${match[2]}`;
    stack[depth] = path;
    if (!match[3] || !prefixes.some((p) => path.startsWith(p))) continue;
    for (const method of match[3].split(',').map((m) => m.trim())) if (method !== 'HEAD') out.push({ method, path: path.replace(/(:\w+)(\|:\w+)+/g, '$1') });
  }
  return out;
}

const concrete = (path: string) => path.replace(/:[A-Za-z]+/g, '1');

function bodyFor(route: RouteEntry): unknown {
  if (route.method === 'GET' || route.method === 'DELETE') return undefined;
  if (/\/(rows|export)$/.test(route.path)) return { startRow: 0, endRow: 10 };
  return {};
}

const routes = () => routesUnder('/api/reference', '/api/export');

describe('route table', () => {
  it('holds every generic route of every entity, the options route and the logins export', () => {
    const list = routes().map((r) => `${r.method} ${r.path}`);
    for (const entity of REFERENCE_ENTITIES) {
      const base = `/api/reference/${entity.resource}`;
      const param = entity.resource === 'documents' ? ':document' : ':id'; // the documents slice named it first
      expect(list).toEqual(
        expect.arrayContaining([`GET ${base}/initTable`, `GET ${base}/rows`, `GET ${base}/export`, `GET ${base}/${param}`, `DELETE ${base}/${param}`]),
      );
      if (entity.actions.includes('create')) expect(list).toEqual(expect.arrayContaining([`POST ${base}`, `PUT ${base}/:id`]));
    }
    expect(list).toEqual(expect.arrayContaining(['GET /api/reference/options/:source', 'GET /api/export/logins']));
  });
});

describe('customers are refused everywhere', () => {
  it.each([
    ['customer', () => customer],
    ['basic', () => basic],
  ])('%s gets 403 FORBIDDEN on every reference and export route', async (_who, client) => {
    const all = routes();
    expect(all.length).toBeGreaterThan(60);
    const answers = await Promise.all(
      all.map(async (route) => {
        const res = await client().request(route.method, concrete(route.path), { body: bodyFor(route) });
        return `${route.method} ${route.path} → ${res.status} ${res.body?.code ?? ''}`.trim();
      }),
    );
    expect(answers.filter((a) => !a.endsWith('→ 403 FORBIDDEN'))).toEqual([]);
  });

  it('gets 403, not a 400 describing the schema, for invalid bodies and ids too', async () => {
    // Validation runs after the permission check: `{}` lacks startRow/endRow, `x` is no id.
    const invalid = (route: RouteEntry) => (route.method === 'GET' || route.method === 'DELETE' ? undefined : { startRow: 'x', unknown: true });
    const answers = await Promise.all(
      routes().flatMap((route) =>
        [concrete(route.path), route.path.replace(/:[A-Za-z]+/g, 'x')].map(async (path) => {
          const res = await customer.request(route.method, path, { body: invalid(route) });
          return `${route.method} ${path} → ${res.status} ${res.body?.code ?? ''}`.trim();
        }),
      ),
    );
    expect(answers.filter((a) => !a.endsWith('→ 403 FORBIDDEN'))).toEqual([]);
    for (const path of ['/reference/unlocode/rows', '/reference/unlocode/export']) {
      const res = await customer.table(path);
      expect([res.status, JSON.stringify(res.body)]).toEqual([403, expect.not.stringContaining('startRow')]);
    }
  });

  it('and nothing changed while they tried', async () => {
    const count = async (table: string) => (await server.db.get<{ n: number }>(`SELECT COUNT(*) AS n FROM ${table}`))!.n;
    const before = await mapInOrder(['customers', 'content_types', 'users', 'unlocodes'], count);
    await customer.delete('/reference/customers/1');
    await customer.post('/reference/contentTypes', { name: 'Sneaky' });
    await customer.put('/reference/cepUsers/2', { email: 'customer@portal.test', name: 'Me', role: 'admin', active: true });
    expect(await mapInOrder(['customers', 'content_types', 'users', 'unlocodes'], count)).toEqual(before);
    expect((await server.db.get<{ role: string }>("SELECT role FROM users WHERE email = 'customer@portal.test'"))!.role).toBe('customer');
  });

  it('an anonymous caller gets 401', async () => {
    const anonymous = new TestClient(server.baseUrl);
    await anonymous.fetchCsrf();
    for (const route of routes().slice(0, 25)) {
      const res = await anonymous.request(route.method, concrete(route.path), { body: bodyFor(route) });
      expect(`${route.method} ${route.path} → ${res.status}`).toBe(`${route.method} ${route.path} → 401`);
    }
  });
});

describe('GET /api/export/logins', () => {
  it('gives administrators logins.xlsx with every sign-in attempt, newest first', async () => {
    await new TestClient(server.baseUrl).login(DEMO.customer.email, 'wrong password');
    const res = await fetch(admin.url('/export/logins'), { headers: { cookie: admin.cookie! } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers.get('content-disposition')).toMatch(/attachment; filename="logins\.xlsx"/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(await res.arrayBuffer()) as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Logins')!;
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(header).toEqual(['Date and time (UTC)', 'E-mail', 'User', 'Success', 'Outcome', 'IP address', 'Browser']);
    const attempts = (await server.db.get<{ n: number }>('SELECT COUNT(*) AS n FROM login_audit'))!.n;
    expect(sheet.rowCount).toBe(attempts + 1);
    // Newest first: the failed attempt just made.
    const newest = (sheet.getRow(2).values as unknown[]).slice(1);
    expect(newest.slice(1, 5)).toEqual([DEMO.customer.email, 'Pieter van der Linden', false, 'Wrong e-mail or password']);
    expect(newest[0]).toBeInstanceOf(Date);
    const emails = [];
    for (let i = 2; i <= sheet.rowCount; i++) emails.push(sheet.getRow(i).getCell(2).value);
    expect(emails).toEqual(expect.arrayContaining([DEMO.admin.email, DEMO.basic.email]));
  });
});
