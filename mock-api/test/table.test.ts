import type { Db } from '../src/db';
import ExcelJS from 'exceljs';
import { XLSX_TYPE, anyRowSchema, tableContract } from '@portal/contracts/tables';
import { tableQueryString } from '@portal/contracts/table/queryString';
import { defineTable } from '../src/core/table';
import { inList } from '../src/core/scope';
import { DEMO, TestClient, signIn, startTestServer, type TestServer } from './helpers';
import { idColumn } from './testDb';

/**
 * The table engine on a small table made here: 30 items of C10001, 5 of C10002 and 5 of
 * C10010, so scoping shows too.
 */
let server: TestServer;
let customer: TestClient;

async function createItems(db: Db): Promise<void> {
  await db.exec(`CREATE TABLE test_items (
    ${idColumn(db)}, customer_id INTEGER NOT NULL, name VARCHAR(100), qty INTEGER,
    shipped_on VARCHAR(30), active BOOLEAN NOT NULL DEFAULT FALSE, note VARCHAR(100))`);
  await db.exec('CREATE INDEX test_items_customer_name ON test_items (customer_id, name)');
  const idOf = async (code: string) => (await db.get<{ id: number }>('SELECT id FROM customers WHERE code = @code', { code }))!.id;
  const id: Record<string, number> = {};
  for (const code of ['C10001', 'C10002', 'C10010']) id[code] = await idOf(code);
  const rows: [number, string | null, number | null, string | null, boolean, string | null][] = [];
  for (let i = 1; i <= 30; i++) {
    const day = String(((i - 1) % 28) + 1).padStart(2, '0');
    rows.push([id.C10001, `Item ${String(i).padStart(2, '0')}`, i * 10, `2025-03-${day}`, i % 2 === 0, null]);
  }
  // Rows with awkward values: blanks, quotes, commas, a would-be formula, a LIKE wildcard.
  rows[0][5] = '=HYPERLINK("http://evil")';
  rows[1][5] = 'says "hi", twice';
  rows[2][1] = null;
  rows[3][2] = null;
  rows[4][3] = '2025-04-01T10:30:00';
  rows[5][1] = '100% cotton_bags';
  for (let i = 1; i <= 5; i++) rows.push([id.C10002, `Other ${i}`, i, '2025-05-01', true, null]);
  for (let i = 1; i <= 5; i++) rows.push([id.C10010, `Basic ${i}`, i, '2025-06-01', false, null]);
  await db.tx(async () => {
    for (const [customerId, name, qty, shippedOn, active, note] of rows) {
      await db.run('INSERT INTO test_items (customer_id, name, qty, shipped_on, active, note) VALUES (@customerId, @name, @qty, @shippedOn, @active, @note)', {
        customerId,
        name,
        qty,
        shippedOn,
        active,
        note,
      });
    }
  });
}

beforeAll(async () => {
  server = await startTestServer({
    seed: 'core',
    register: async (api, db) => {
      await createItems(db);
      defineTable(api, {
        contract: tableContract('/api/test/items', { row: anyRowSchema, permission: 'portal.userProfile', tag: 'Test' }),
        from: 'test_items',
        idField: 'id',
        defaultSort: [{ colId: 'name', sort: 'asc' }],
        columns: [
          { field: 'id', headerName: 'ID', type: 'number', hide: true },
          { field: 'name', headerName: 'Name', type: 'text' },
          { field: 'qty', headerName: 'Quantity', type: 'number' },
          { field: 'shipped_on', headerName: 'Shipped on', type: 'date' },
          { field: 'active', headerName: 'Active', type: 'boolean' },
          { field: 'note', headerName: 'Note', type: 'text', sortable: false },
          { field: 'name_upper', headerName: 'Name (upper)', type: 'text', sql: 'UPPER(name)', filter: false, sortable: false },
        ],
        scope: async (request) => {
          const { sql, params } = inList('customer_id', (await request.getScope()).customerIds);
          return { where: sql, params };
        },
      });
      // The same rows behind a permission customers do not hold.
      const adminItems = tableContract('/api/test/adminItems', { row: anyRowSchema, permission: 'reference.index', tag: 'Test' });
      defineTable(api, { contract: adminItems, from: 'test_items', idField: 'id', columns: [{ field: 'id', headerName: 'ID', type: 'number' }] });
    },
  });
  customer = await signIn(server.baseUrl, DEMO.customer.email, DEMO.customer.password);
});
afterAll(async () => server.close());

const rows = async (query: Record<string, unknown>) => customer.table('/test/items/rows', { startRow: 0, endRow: 100, ...query });
const names = (res: { body: { rows: { name: string | null }[] } }) => res.body.rows.map((r) => r.name);
const filter = async (model: Record<string, unknown>) => {
  const res = await rows({ filterModel: model });
  expect(res.status).toBe(200);
  return res.body as { rows: Record<string, unknown>[]; total: number };
};

describe('initTable', () => {
  it('describes the columns (without their SQL), date bounds in scope, default sort and id', async () => {
    const res = await customer.get('/test/items/initTable');
    expect(res.status).toBe(200);
    expect(res.body.name).toBe('test.items');
    expect(res.body.idField).toBe('id');
    expect(res.body.defaultSort).toEqual([{ colId: 'name', sort: 'asc' }]);
    expect(res.body.columns).toHaveLength(7);
    expect(res.body.columns[0]).toEqual({ field: 'id', headerName: 'ID', type: 'number', hide: true, sortable: true, filter: true });
    expect(res.body.columns.some((c: Record<string, unknown>) => 'sql' in c)).toBe(false);
    expect(res.body.filterData).toEqual({ shipped_on: { min: '2025-03-01', max: '2025-04-01' } });
  });

  it('needs a session', async () => {
    const res = await fetch(`${server.baseUrl}/api/test/items/initTable`);
    expect(res.status).toBe(401);
  });
});

describe("the table's contract", () => {
  it('is served at its address, named after it; the permission is checked before the query is read', async () => {
    expect((await customer.get('/test/adminItems/initTable')).status).toBe(403);
    // Not JSON, given twice, or of the wrong shape: still 403 for a caller without the permission.
    expect((await customer.get('/test/adminItems/rows?startRow=0&endRow=10&sortModel=%5B%7Bnope')).status).toBe(403);
    expect((await customer.get('/test/adminItems/export?filterModel=1&filterModel=2')).status).toBe(403);
    expect((await customer.get('/test/adminItems/rows?startRow=x')).status).toBe(403);
    const admin = await signIn(server.baseUrl, DEMO.admin.email, DEMO.admin.password);
    const init = await admin.get('/test/adminItems/initTable');
    expect(init.status).toBe(200);
    expect(init.body.name).toBe('test.adminItems');
    const bad = await admin.get('/test/adminItems/rows?startRow=0&endRow=10&sortModel=%5B%7Bnope');
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({ sortModel: ['The sortModel is not valid JSON.'] });
    const exported = await admin.table('/test/adminItems/export', {});
    expect(exported.headers.get('content-disposition')).toContain('filename="test.adminItems.csv"');
  });

  it('documents its three endpoints from the contract', async () => {
    const paths = server.app.openapiDocument().paths;
    expect(Object.keys(paths).filter((p) => p.startsWith('/api/test/items/')).sort()).toEqual(['/api/test/items/export', '/api/test/items/initTable', '/api/test/items/rows']);
    expect(Object.keys(paths['/api/test/items/export'].get.responses['200'].content!)).toEqual(['text/csv', XLSX_TYPE]);
  });
});

describe('rows: paging, sorting and scope', () => {
  it('pages with a total of the rows in scope only', async () => {
    const first = await customer.table('/test/items/rows', { startRow: 0, endRow: 10 });
    expect(first.status).toBe(200);
    expect(first.body.total).toBe(30);
    expect(first.body.rows).toHaveLength(10);
    const last = await customer.table('/test/items/rows', { startRow: 25, endRow: 35 });
    expect(last.body.rows).toHaveLength(5);
    const beyond = await customer.table('/test/items/rows', { startRow: 40, endRow: 50 });
    expect(beyond.body).toEqual({ rows: [], total: 30 });
  });

  it('follows the selection: a group shows its members’ rows', async () => {
    const client = await signIn(server.baseUrl, DEMO.customer.email, DEMO.customer.password);
    await client.post('/portal/customer', { customer: '0010' });
    expect((await client.table('/test/items/rows', { startRow: 0, endRow: 1 })).body.total).toBe(35);
    const basic = await signIn(server.baseUrl, DEMO.basic.email, DEMO.basic.password);
    const res = await basic.table('/test/items/rows', { startRow: 0, endRow: 100 });
    expect(res.body.total).toBe(5);
    expect(names(res).every((n) => n!.startsWith('Basic'))).toBe(true);
  });

  it('sorts ascending and descending, with the default sort when none is given', async () => {
    const byDefault = names(await rows({}));
    const asc = names(await rows({ sortModel: [{ colId: 'name', sort: 'asc' }] }));
    expect(byDefault).toEqual(asc);
    const desc = await rows({ sortModel: [{ colId: 'qty', sort: 'desc' }] });
    const qty = desc.body.rows.map((r: { qty: number | null }) => r.qty).filter((q: number | null) => q !== null);
    expect(qty).toEqual([...qty].sort((a, b) => b - a));
    expect(qty[0]).toBe(300);
  });

  it('returns booleans as true/false and computed columns by their field', async () => {
    const res = await rows({ filterModel: { name: { filterType: 'text', type: 'equals', filter: 'Item 02' } } });
    expect(res.body.rows[0]).toMatchObject({ name: 'Item 02', active: true, name_upper: 'ITEM 02' });
  });

  it('refuses sorting or filtering on an undeclared or non-sortable column with 400', async () => {
    const sort = await rows({ sortModel: [{ colId: 'customer_id', sort: 'asc' }] });
    expect(sort.status).toBe(400);
    expect(sort.body.errors.sortModel).toEqual([expect.stringContaining('customer_id')]);
    expect((await rows({ sortModel: [{ colId: 'note', sort: 'asc' }] })).status).toBe(400);
    const injected = await rows({ sortModel: [{ colId: 'name; DROP TABLE test_items', sort: 'asc' }] });
    expect(injected.status).toBe(400);
    const unknown = await rows({ filterModel: { nope: { filterType: 'text', type: 'contains', filter: 'x' } } });
    expect(unknown.status).toBe(400);
    expect(Object.keys(unknown.body.errors)).toEqual(['filterModel.nope']);
    expect((await rows({ filterModel: { name_upper: { filterType: 'text', type: 'contains', filter: 'x' } } })).status).toBe(400);
  });

  it('validates paging: integers, endRow >= startRow, at most 500 rows', async () => {
    expect((await customer.table('/test/items/rows', { startRow: 0, endRow: 501 })).status).toBe(400);
    expect((await customer.table('/test/items/rows', { startRow: 10, endRow: 5 })).status).toBe(400);
    // Not a number at all: the query's schema names both fields (422).
    const bad = await customer.get('/test/items/rows?startRow=x');
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors)).toEqual(expect.arrayContaining(['startRow', 'endRow']));
  });

  it('refuses a filter that does not fit its column', async () => {
    const res = await rows({ filterModel: { qty: { filterType: 'text', type: 'contains', filter: '1' } } });
    expect(res.status).toBe(400);
    expect(res.body.errors['filterModel.qty'][0]).toContain('does not fit');
    expect((await rows({ filterModel: { qty: { filterType: 'number', type: 'lessThan', filter: 'ten' } } })).status).toBe(400);
    expect((await rows({ filterModel: { shipped_on: { filterType: 'date', type: 'equals', dateFrom: '2025-02-30' } } })).status).toBe(400);
    expect((await rows({ filterModel: { name: { filterType: 'text', type: 'regex', filter: '.*' } } })).status).toBe(400);
  });
});

describe('rows: text filters (case-insensitive)', () => {
  it.each([
    ['contains', 'ITEM 1', 10],
    ['notContains', 'item', 2], // the blank name and '100% cotton_bags'
    ['equals', 'item 07', 1],
    ['notEqual', 'Item 07', 29],
    ['startsWith', 'item 2', 10],
    ['endsWith', '5', 3],
  ])('%s %p', async (type, value, expected) => {
    expect((await filter({ name: { filterType: 'text', type, filter: value } })).total).toBe(expected);
  });

  it('blank and notBlank', async () => {
    expect((await filter({ name: { filterType: 'text', type: 'blank' } })).total).toBe(1);
    expect((await filter({ name: { filterType: 'text', type: 'notBlank' } })).total).toBe(29);
  });

  it('treats LIKE wildcards and quotes in the value as plain text', async () => {
    expect((await filter({ name: { filterType: 'text', type: 'contains', filter: '100%' } })).total).toBe(1);
    expect((await filter({ name: { filterType: 'text', type: 'contains', filter: '_' } })).total).toBe(1);
    expect((await filter({ name: { filterType: 'text', type: 'contains', filter: "' OR 1=1 --" } })).total).toBe(0);
  });
});

describe('rows: number, date and boolean filters', () => {
  it.each([
    [{ type: 'equals', filter: 50 }, 1],
    [{ type: 'notEqual', filter: 50 }, 28], // the blank quantity is not "not 50"
    [{ type: 'lessThan', filter: 50 }, 3], // item 4 has no quantity
    [{ type: 'lessThanOrEqual', filter: 50 }, 4],
    [{ type: 'greaterThan', filter: 250 }, 5],
    [{ type: 'greaterThanOrEqual', filter: 250 }, 6],
    [{ type: 'inRange', filter: 100, filterTo: 150 }, 6],
    [{ type: 'blank' }, 1],
    [{ type: 'notBlank' }, 29],
  ])('number %p', async (model, expected) => {
    expect((await filter({ qty: { filterType: 'number', ...model } })).total).toBe(expected);
  });

  it.each([
    [{ type: 'equals', dateFrom: '2025-03-02 00:00:00' }, 2], // items 2 and 30
    [{ type: 'equals', dateFrom: '2025-04-01' }, 1], // a datetime value matches its day
    [{ type: 'notEqual', dateFrom: '2025-03-02' }, 28],
    [{ type: 'lessThan', dateFrom: '2025-03-03' }, 4], // days 1 and 2, twice each
    [{ type: 'greaterThan', dateFrom: '2025-03-27' }, 2], // the 28th and April 1st
    [{ type: 'inRange', dateFrom: '2025-03-10', dateTo: '2025-03-12' }, 3],
    [{ type: 'blank' }, 0],
  ])('date %p', async (model, expected) => {
    expect((await filter({ shipped_on: { filterType: 'date', ...model } })).total).toBe(expected);
  });

  it('boolean: the engine form, AG Grid’s text form and text equals', async () => {
    expect((await filter({ active: { filterType: 'boolean', type: 'true' } })).total).toBe(15);
    expect((await filter({ active: { filterType: 'text', type: 'false' } })).total).toBe(15);
    expect((await filter({ active: { filterType: 'text', type: 'equals', filter: 'TRUE' } })).total).toBe(15);
  });
});

describe('rows: combined filters', () => {
  it('ORs and ANDs conditions within a column, and ANDs across columns', async () => {
    const or = await filter({
      name: {
        filterType: 'text',
        operator: 'OR',
        conditions: [
          { filterType: 'text', type: 'equals', filter: 'Item 07' },
          { filterType: 'text', type: 'equals', filter: 'Item 08' },
        ],
      },
    });
    expect(or.total).toBe(2);
    const and = await filter({
      qty: {
        filterType: 'number',
        operator: 'AND',
        conditions: [
          { filterType: 'number', type: 'greaterThan', filter: 100 },
          { filterType: 'number', type: 'lessThan', filter: 200 },
        ],
      },
    });
    expect(and.total).toBe(9);
    const across = await filter({
      qty: { filterType: 'number', type: 'greaterThan', filter: 100 },
      active: { filterType: 'boolean', type: 'true' },
    });
    expect(across.total).toBe(10);
    expect(across.rows.every((r) => r.active === true && Number(r.qty) > 100)).toBe(true);
  });

  it('accepts AG Grid’s older condition1/condition2 form', async () => {
    const res = await filter({
      name: {
        filterType: 'text',
        operator: 'OR',
        condition1: { filterType: 'text', type: 'startsWith', filter: 'Item 0' },
        condition2: { filterType: 'text', type: 'equals', filter: 'Item 10' },
      },
    });
    expect(res.total).toBe(8); // Item 01-09 without the two renamed ones, and Item 10
  });

  it('refuses an unknown operator or too many conditions', async () => {
    const cond = { filterType: 'text', type: 'contains', filter: 'a' };
    expect((await rows({ filterModel: { name: { filterType: 'text', operator: 'XOR', conditions: [cond] } } })).status).toBe(400);
    expect((await rows({ filterModel: { name: { filterType: 'text', operator: 'OR', conditions: Array(11).fill(cond) } } })).status).toBe(400);
  });
});

describe('export', () => {
  it('sends CSV of the filtered, sorted view: visible columns, escaping, formula guard', async () => {
    const res = await customer.table('/test/items/export', {
      sortModel: [{ colId: 'qty', sort: 'asc' }],
      filterModel: { qty: { filterType: 'number', type: 'lessThanOrEqual', filter: 20 } },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toContain('attachment; filename="test.items.csv"');
    const lines = res.text.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('Name,Quantity,Shipped on,Active,Note,Name (upper)');
    expect(lines[1]).toBe(`Item 01,10,2025-03-01,false,"'=HYPERLINK(""http://evil"")",ITEM 01`);
    expect(lines[2]).toBe('Item 02,20,2025-03-02,true,"says ""hi"", twice",ITEM 02');
    expect(lines[3]).toBe('');
    expect(lines).toHaveLength(4);
  });

  it('refuses the same bad input as rows', async () => {
    expect((await customer.table('/test/items/export', { sortModel: [{ colId: 'customer_id', sort: 'asc' }] })).status).toBe(400);
  });

  it('writes only the columns the person sees, in their order, and says how many rows it holds', async () => {
    // The blank quantity left out: the engines put NULL at different ends of a descending sort.
    const view = tableQueryString({ sortModel: [{ colId: 'qty', sort: 'desc' }], filterModel: { qty: { filterType: 'number', type: 'notBlank' } } });
    const res = await customer.get(`/test/items/export?${view}&columns=qty,name`);
    expect(res.status).toBe(200);
    expect(res.headers.get('x-export-rows')).toBe('29');
    const lines = res.text.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toBe('Quantity,Name');
    expect(lines[1]).toBe('300,Item 30');
    expect(lines).toHaveLength(30);
    // A hidden or unknown column is refused, never read.
    expect((await customer.get('/test/items/export?columns=name,id')).status).toBe(400);
    expect((await customer.get('/test/items/export?columns=name,customer_id')).body.errors.columns).toEqual(['There is no column "customer_id".']);
    expect((await customer.get('/test/items/export?columns=name;DROP')).status).toBe(422);
  });

  it('writes an Excel workbook: the view on the first line, typed cells, the headers kept in view', async () => {
    const query = tableQueryString({
      sortModel: [{ colId: 'qty', sort: 'desc' }],
      filterModel: { qty: { filterType: 'number', type: 'lessThanOrEqual', filter: 50 }, shipped_on: { filterType: 'date', type: 'inRange', dateFrom: '2025-03-01', dateTo: '2025-04-30' } },
    });
    const res = await fetch(customer.url(`/test/items/export?${query}&format=xlsx&columns=name,qty,shipped_on,active,note`), { headers: { cookie: customer.cookie! } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe(XLSX_TYPE);
    expect(res.headers.get('content-disposition')).toContain('filename="test.items.xlsx"');
    expect(res.headers.get('x-export-rows')).toBe('4');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(await res.arrayBuffer()) as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 2 });
    expect(sheet.getRow(1).getCell(1).value).toBe('Filters: Quantity is at most 50; Shipped on from 2025-03-01 to 2025-04-30. Sorted by Quantity, descending.');
    expect((sheet.getRow(2).values as unknown[]).slice(1)).toEqual(['Name', 'Quantity', 'Shipped on', 'Active', 'Note']);
    expect(sheet.rowCount).toBe(6);
    const first = sheet.getRow(3);
    expect(first.getCell(1).value).toBe('Item 05');
    expect(first.getCell(2).value).toBe(50);
    // Item 05's day carries a time: an Excel date all the same.
    expect(first.getCell(3).value).toEqual(new Date('2025-04-01T10:30:00Z'));
    expect(sheet.getRow(4).getCell(1).value).toBe(null);
    expect(sheet.getRow(5).getCell(3).value).toEqual(new Date('2025-03-02T00:00:00Z'));
    expect(sheet.getRow(5).getCell(3).numFmt).toBe('yyyy-mm-dd');
    expect(sheet.getRow(5).getCell(4).value).toBe(true);
    // Text stays text, however it starts.
    expect(sheet.getRow(6).getCell(5).value).toBe('=HYPERLINK("http://evil")');
    expect(sheet.getRow(6).getCell(5).type).toBe(ExcelJS.ValueType.String);
  });

  it('writes the header row with the names the browser shows and the view line in the request\'s language', async () => {
    const query = tableQueryString({
      sortModel: [{ colId: 'qty', sort: 'desc' }],
      filterModel: { qty: { filterType: 'number', type: 'lessThanOrEqual', filter: 50 }, shipped_on: { filterType: 'date', type: 'inRange', dateFrom: '2025-03-01', dateTo: '2025-04-30' } },
    });
    const headers = encodeURIComponent(JSON.stringify({ name: 'Naam', qty: 'Aantal', shipped_on: 'Verzonden op', note: 'Notitie' }));
    const res = await fetch(customer.url(`/test/items/export?${query}&format=xlsx&columns=name,qty,shipped_on&headers=${headers}`), {
      headers: { cookie: customer.cookie!, 'accept-language': 'nl' },
    });
    expect(res.status).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(await res.arrayBuffer()) as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    expect(sheet.getRow(1).getCell(1).value).toBe('Filters: Aantal is hoogstens 50; Verzonden op van 2025-03-01 tot 2025-04-30. Gesorteerd op Aantal, aflopend.');
    expect((sheet.getRow(2).values as unknown[]).slice(1)).toEqual(['Naam', 'Aantal', 'Verzonden op']);
    // A column the browser names not: its English name.
    const csv = await customer.get(`/test/items/export?columns=qty,name&headers=${encodeURIComponent('{"qty":"Aantal"}')}`, { headers: { 'accept-language': 'nl' } });
    expect(csv.text.replace(/^\uFEFF/, '').split('\r\n')[0]).toBe('Aantal,Name');
    // Names that do not fit the columns are refused with a clear message; nothing is written.
    for (const bad of ['["Naam"]', 'Naam', '{"qty":3}', '{"qty":""}', '{"customer_id":"Klant"}', '{"id":"Nummer"}']) {
      const refused = await customer.get(`/test/items/export?columns=name,qty&headers=${encodeURIComponent(bad)}`);
      expect(refused.status).toBe(400);
      expect(refused.body.errors.headers).toEqual(['The headers must name columns of this table, each with a short text.']);
    }
  });

  it('keeps to the caller\'s scope: the same export by another customer holds only theirs', async () => {
    const basic = await signIn(server.baseUrl, DEMO.basic.email, DEMO.basic.password);
    const res = await basic.get('/test/items/export?columns=name');
    expect(res.headers.get('x-export-rows')).toBe('5');
    expect(res.text.replace(/^\uFEFF/, '').trim().split('\r\n').slice(1)).toEqual(['Basic 1', 'Basic 2', 'Basic 3', 'Basic 4', 'Basic 5']);
  });

  it('is a read: it needs a signed-in user, not an anti-forgery token', async () => {
    expect((await customer.table('/test/items/export', {}, { csrf: false })).status).toBe(200);
    expect((await new TestClient(server.baseUrl).table('/test/items/export')).status).toBe(401);
  });
});
