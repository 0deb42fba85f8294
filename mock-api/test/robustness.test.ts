import { defineTable } from '../src/core/table';
import { DEMO, TestClient, signIn, startTestServer, type TestServer } from './helpers';

/** Whatever a client sends, the answer is a 4xx with the error shape, never a 500. */
let server: TestServer;
let client: TestClient;

beforeAll(async () => {
  server = await startTestServer({
    seed: 'core',
    register: (api) => {
      defineTable(api, {
        name: 'test.customers',
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
});
afterAll(() => server.close());

const raw = (path: string, body: string, type = 'application/json') => client.request('POST', path, { rawBody: body, headers: { 'content-type': type } });

const cases: [string, () => ReturnType<typeof raw>][] = [
  ['login: array body', () => raw('/login', '[]')],
  ['login: null body', () => raw('/login', 'null')],
  ['login: empty JSON body', () => raw('/login', '')],
  ['login: prototype pollution', () => raw('/login', '{"__proto__":{"admin":true},"email":"a","password":"b"}')],
  ['login: huge password', () => raw('/login', JSON.stringify({ email: 'a@b.c', password: 'x'.repeat(5000) }))],
  ['login: deeply nested', () => raw('/login', '{"email":' + '['.repeat(500) + ']'.repeat(500) + '}')],
  ['rows: string paging', () => raw('/test/customers/rows', '{"startRow":"a","endRow":{}}')],
  ['rows: negative paging', () => raw('/test/customers/rows', '{"startRow":-5,"endRow":-1}')],
  ['rows: float paging', () => raw('/test/customers/rows', '{"startRow":0.5,"endRow":10}')],
  ['rows: sortModel not an array', () => raw('/test/customers/rows', '{"startRow":0,"endRow":10,"sortModel":"code"}')],
  ['rows: sort direction', () => raw('/test/customers/rows', '{"startRow":0,"endRow":10,"sortModel":[{"colId":"code","sort":"sideways"}]}')],
  ['rows: filterModel an array', () => raw('/test/customers/rows', '{"startRow":0,"endRow":10,"filterModel":[1,2]}')],
  ['rows: filter null', () => raw('/test/customers/rows', '{"startRow":0,"endRow":10,"filterModel":{"code":null}}')],
  [
    'rows: filter on constructor',
    () => raw('/test/customers/rows', '{"startRow":0,"endRow":10,"filterModel":{"constructor":{"filterType":"text","type":"contains","filter":"x"}}}'),
  ],
  [
    'rows: date filter garbage',
    () =>
      raw(
        '/test/customers/rows',
        '{"startRow":0,"endRow":10,"filterModel":{"created_at":{"filterType":"date","type":"inRange","dateFrom":"2025-01-01","dateTo":7}}}',
      ),
  ],
  [
    'rows: date range backwards',
    () =>
      raw(
        '/test/customers/rows',
        '{"startRow":0,"endRow":10,"filterModel":{"created_at":{"filterType":"date","type":"inRange","dateFrom":"2025-02-01","dateTo":"2025-01-01"}}}',
      ),
  ],
  [
    'rows: boolean filter garbage',
    () => raw('/test/customers/rows', '{"startRow":0,"endRow":10,"filterModel":{"kpi_licence":{"filterType":"boolean","type":"maybe"}}}'),
  ],
  [
    'rows: conditions not an array',
    () => raw('/test/customers/rows', '{"startRow":0,"endRow":10,"filterModel":{"code":{"filterType":"text","operator":"OR","conditions":{}}}}'),
  ],
  ['rows: params with objects', () => raw('/test/customers/rows', '{"startRow":0,"endRow":10,"params":{"a":{"b":1}}}')],
  [
    'rows: huge filter text',
    () =>
      raw(
        '/test/customers/rows',
        JSON.stringify({ startRow: 0, endRow: 10, filterModel: { code: { filterType: 'text', type: 'contains', filter: 'x'.repeat(1000) } } }),
      ),
  ],
  ['rows: text/plain', () => raw('/test/customers/rows', 'startRow=0', 'text/plain')],
  ['customer: wrong type', () => raw('/portal/customer', '{"customer":{"$ne":null}}')],
  ['customer: too long', () => raw('/portal/customer', JSON.stringify({ customer: 'C'.repeat(100) }))],
  ['unknown content type', () => raw('/portal/customer', '<xml/>', 'application/xml')],
];

describe('never a 500 for client input', () => {
  it.each(cases)('%s', async (_name, send) => {
    const res = await send();
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(res.body).toEqual(expect.objectContaining({ message: expect.any(String) }));
  });

  it('accepts a valid query on the same table', async () => {
    const res = await client.post('/test/customers/rows', { startRow: 0, endRow: 3, sortModel: [{ colId: 'code', sort: 'desc' }] });
    expect(res.status).toBe(200);
    expect(res.body.rows.map((r: { code: string }) => r.code)).toEqual(['C10010', 'C10009', 'C10008']);
    expect(typeof res.body.rows[0].kpi_licence).toBe('boolean');
  });
});
