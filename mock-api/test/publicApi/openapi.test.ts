import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import ts from 'typescript';
import { DEMO, signIn, startTestServer, type TestServer, type TestClient } from '../helpers';
import { portalContract } from '@portal/contracts/portal';
import { myShipmentsTables, shipmentsContract } from '@portal/contracts/shipments';
import { quotesContract } from '@portal/contracts/quotes';
import { tableWireQuery } from '@portal/contracts/tables';
import { createToken } from './tokens';

/**
 * client/client.ts as this file uses it. The module is loaded when the test runs: its types come
 * from the generated file, which a fresh checkout does not have, so the workspace's type check
 * leaves it out (tsconfig.json) and the second test below checks it instead.
 */
interface ClientModule {
  publicApi(baseUrl: string, token: string): Api;
  seaShipmentsPage(api: Api, part: string, from: string, to: string): Promise<{ shipmentid: string; etd: string | null }[]>;
  shipmentDetail(api: Api, mode: string, id: string): Promise<{ shipment: { shipmentid: string } }>;
  firstDocument(api: Api): Promise<{ row: { filename: string }; bytes: Uint8Array; contentType: string | null }>;
  quotesChangedSince(api: Api, updatedSince: string, limit: number): Promise<{ quotes: { quote_nr: string; updatedAt: string }[]; pages: number }>;
  seaShipmentsChangedSince(api: Api, updatedSince: string): Promise<{ shipmentid: string; updatedAt: string }[]>;
}
type Api = { readonly brand?: 'openapi-fetch client' };
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { firstDocument, publicApi, quotesChangedSince, seaShipmentsChangedSince, seaShipmentsPage, shipmentDetail } = require('./client/client') as ClientModule;

/**
 * The public document as outside tools take it: Redocly's linter (recommended rules, redocly.yaml)
 * finds nothing in it, and a client generated from it (openapi-typescript's types, openapi-fetch's
 * calls: client/client.ts) type-checks and reads a table page sorted and filtered, a shipment's
 * detail and a document's file from the API.
 */
const CLIENT_DIR = path.join(__dirname, 'client');
const GENERATED = path.join(CLIENT_DIR, 'generated', 'openapi.d.ts');

let server: TestServer;
let customer: TestClient;
/** The same token through the tests' own client, whose answers are checked against the document. */
let tokenClient: TestClient;
let document: Record<string, unknown>;
let api: Api;
let token: string;

beforeAll(async () => {
  server = await startTestServer({ config: { tokenRateLimit: 0 } });
  customer = await signIn(server.baseUrl, DEMO.customer.email, DEMO.customer.password);
  const organisations = (await customer.call(portalContract.customerOptions)).body.options.map((o: { value: string }) => o.value);
  const made = await createToken(customer, { organisations });
  token = made.token;
  tokenClient = made.client;
  api = publicApi(server.baseUrl, token);
  document = (await (await fetch(`${server.baseUrl}/api/openapi.json`)).json()) as Record<string, unknown>;
}, 120_000);
afterAll(() => server.close());

it('passes Redocly lint with the recommended rules (no error, no warning) and generates a client whose code type-checks against it', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'openapi-tools-'));
  try {
    fs.writeFileSync(path.join(dir, 'openapi.json'), JSON.stringify(document));
    const { stdout } = await promisify(execFile)(process.execPath, [path.join(__dirname, 'openapiTools.mjs'), path.join(dir, 'openapi.json'), GENERATED]);
    expect(JSON.parse(stdout)).toEqual([]);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
  const program = ts.createProgram([path.join(CLIENT_DIR, 'client.ts')], {
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    lib: ['lib.es2023.d.ts', 'lib.dom.d.ts'],
    types: [],
  });
  const problems = ts.getPreEmitDiagnostics(program).map((d) => `${d.file?.fileName ?? ''}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`);
  expect(problems).toEqual([]);
}, 90_000);

it('reads a table page sorted and filtered, as the portal\'s own client does', async () => {
  const rows = await seaShipmentsPage(api, 'SEA', '2000-01-01', '2100-12-31');
  expect(rows.length).toBeGreaterThan(1);
  expect(rows.every((r) => r.shipmentid.includes('SEA'))).toBe(true);
  const etds = rows.map((r) => r.etd ?? '');
  expect(etds).toEqual([...etds].sort().reverse());
  const query = tableWireQuery({
    startRow: 0,
    endRow: 50,
    sortModel: [{ colId: 'etd', sort: 'desc' }],
    filterModel: { shipmentid: { filterType: 'text', type: 'contains', filter: 'SEA' }, etd: { filterType: 'date', type: 'inRange', dateFrom: '2000-01-01', dateTo: '2100-12-31' } },
  });
  const own = await tokenClient.call(myShipmentsTables.sea.rows, { query });
  expect(rows.map((r) => r.shipmentid)).toEqual(own.body.rows.map((r) => r.shipmentid));
});

it("reads a shipment's detail and a document's file", async () => {
  const [first] = await seaShipmentsPage(api, 'SEA', '2000-01-01', '2100-12-31');
  const detail = await shipmentDetail(api, 'sea', first.shipmentid);
  expect(detail.shipment.shipmentid).toBe(first.shipmentid);
  const { row, bytes, contentType } = await firstDocument(api);
  expect(bytes.length).toBeGreaterThan(100);
  const own = await fetch(`${server.baseUrl}/api/myDocuments/documents/getDownloadFile/${encodeURIComponent(row.filename)}`, { headers: { authorization: `Bearer ${token}` } });
  expect(contentType).toBe(own.headers.get('content-type'));
  expect(Buffer.from(await own.arrayBuffer()).equals(Buffer.from(bytes))).toBe(true);
});

it('answers a list again with 304 and no body while it has not changed (ETag, If-None-Match)', async () => {
  const query = tableWireQuery({ startRow: 0, endRow: 20, sortModel: [{ colId: 'etd', sort: 'desc' }] });
  const reads = [
    (headers: Record<string, string>) => tokenClient.call(myShipmentsTables.sea.rows, { query }, { headers }),
    (headers: Record<string, string>) => tokenClient.call(quotesContract.list, {}, { headers }),
    (headers: Record<string, string>) => tokenClient.call(shipmentsContract.data, {}, { headers }),
  ];
  for (const read of reads) {
    const first = await read({});
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    const again = await read({ 'if-none-match': etag! });
    expect([again.status, again.text]).toEqual([304, '']);
    expect(again.headers.get('etag')).toBe(etag);
    const other = await read({ 'if-none-match': 'W/"other"' });
    expect(other.status).toBe(200);
  }
});

it('pages through the quotes changed since a moment with the cursor, each once, oldest change first', async () => {
  const all = (await tokenClient.call(quotesContract.changes, { query: { limit: 500 } })).body.quotes;
  expect(all.length).toBeGreaterThan(6);
  const since = all[Math.floor(all.length / 3)].updatedAt;
  const expected = all.filter((q) => q.updatedAt >= since).map((q) => q.quote_nr);
  const { quotes, pages } = await quotesChangedSince(api, since, 3);
  expect(quotes.map((q) => q.quote_nr)).toEqual(expected);
  expect(pages).toBe(Math.ceil(expected.length / 3));
});

it("reads each table row's updatedAt and, with updatedSince, only the rows changed since", async () => {
  const all = await seaShipmentsChangedSince(api, '2000-01-01T00:00:00.000Z');
  expect(all.length).toBeGreaterThan(2);
  expect(all.every((r) => !Number.isNaN(Date.parse(r.updatedAt)))).toBe(true);
  const latest = all[0].updatedAt;
  const edited = all[all.length - 1].shipmentid;
  const editedAt = new Date(Math.max(Date.now(), Date.parse(latest)) + 60_000).toISOString();
  await server.db.run('UPDATE shipments SET updated_at = @at WHERE shipmentid = @id', { id: edited, at: editedAt });
  expect(await seaShipmentsChangedSince(api, new Date(Date.parse(editedAt) - 1000).toISOString())).toEqual([{ shipmentid: edited, updatedAt: editedAt }]);
});
