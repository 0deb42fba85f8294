import type { Db } from '../src/db';
import { anyRowSchema, tableContract } from '@portal/contracts/tables';
import { tableQueryString } from '@portal/contracts/table/queryString';
import type { SortItem, TableQuery } from '@portal/contracts/table/contract';
import { defineTable } from '../src/core/table';
import { inList } from '../src/core/scope';
import { DEMO, signIn, startTestServer, type TestClient, type TestServer } from './helpers';
import { idColumn } from './testDb';

/**
 * The export reads its view in keyset batches. Here a batch is 4 rows, so 41 rows of C10001 cross
 * many batch ends: inside runs of equal keys, into and out of the NULLs, on each engine's own
 * place for NULLs. Every export must hold the rows the table's pages show, in their order.
 */
let server: TestServer;
let customer: TestClient;

async function createParcels(db: Db): Promise<void> {
  await db.exec(`CREATE TABLE test_parcels (${idColumn(db)}, customer_id INTEGER NOT NULL, label VARCHAR(40), band INTEGER, shipped_on VARCHAR(10))`);
  const idOf = async (code: string) => (await db.get<{ id: number }>('SELECT id FROM customers WHERE code = @code', { code }))!.id;
  const own = await idOf('C10001');
  const other = await idOf('C10010');
  await db.tx(async () => {
    for (let i = 1; i <= 41; i++) {
      // Bands 0–3 in runs of equal values, every fifth parcel without one; a label missing now and then.
      const band = i % 5 === 0 ? null : i % 4;
      const label = i % 7 === 0 ? null : `Parcel ${String((i * 17) % 41).padStart(2, '0')}`;
      const shippedOn = i % 6 === 0 ? null : `2025-03-0${(i % 3) + 1}`;
      await db.run('INSERT INTO test_parcels (customer_id, label, band, shipped_on) VALUES (@own, @label, @band, @shippedOn)', { own, label, band, shippedOn });
    }
    for (let i = 1; i <= 6; i++) await db.run('INSERT INTO test_parcels (customer_id, label, band, shipped_on) VALUES (@other, @label, 1, NULL)', { other, label: `Theirs ${i}` });
  });
}

beforeAll(async () => {
  server = await startTestServer({
    seed: 'core',
    register: async (api, db) => {
      await createParcels(db);
      defineTable(api, {
        contract: tableContract('/api/test/parcels', { row: anyRowSchema, permission: 'portal.userProfile', tag: 'Test' }),
        from: 'test_parcels',
        idField: 'id',
        exportBatch: 4,
        columns: [
          { field: 'id', headerName: 'ID', type: 'number' },
          { field: 'label', headerName: 'Label', type: 'text' },
          { field: 'band', headerName: 'Band', type: 'number' },
          { field: 'shipped_on', headerName: 'Shipped on', type: 'date' },
        ],
        scope: async (request) => {
          const { sql, params } = inList('customer_id', (await request.getScope()).customerIds);
          return { where: sql, params };
        },
      });
    },
  });
  customer = await signIn(server.baseUrl, DEMO.customer.email, DEMO.customer.password);
});
afterAll(async () => server.close());

/** The ids the table's pages show for the view, page after page of 10. */
async function idsOnPages(view: Partial<TableQuery>): Promise<number[]> {
  const ids: number[] = [];
  for (let startRow = 0; ; startRow += 10) {
    const res = await customer.table('/test/parcels/rows', { ...view, startRow, endRow: startRow + 10 });
    expect(res.status).toBe(200);
    ids.push(...(res.body.rows as { id: number }[]).map((r) => r.id));
    if (startRow + 10 >= res.body.total) return ids;
  }
}

/** The ids in the CSV export of the view, in the file's order. */
async function idsExported(view: Partial<TableQuery>): Promise<number[]> {
  const res = await customer.get(`/test/parcels/export?${tableQueryString(view)}&columns=id`);
  expect(res.status).toBe(200);
  const lines = res.text.replace(/^\uFEFF/, '').trim().split('\r\n');
  expect(lines[0]).toBe('ID');
  expect(res.headers.get('x-export-rows')).toBe(String(lines.length - 1));
  return lines.slice(1).map(Number);
}

const sorts: Record<string, SortItem[]> = {
  'a column with ties and NULLs, ascending': [{ colId: 'band', sort: 'asc' }],
  'a column with ties and NULLs, descending': [{ colId: 'band', sort: 'desc' }],
  'two such columns in opposite directions': [
    { colId: 'shipped_on', sort: 'desc' },
    { colId: 'band', sort: 'asc' },
  ],
  'text with NULLs, then the id descending': [
    { colId: 'label', sort: 'asc' },
    { colId: 'id', sort: 'desc' },
  ],
  'the id alone': [{ colId: 'id', sort: 'desc' }],
};

describe('an export read in keyset batches', () => {
  it.each(Object.entries(sorts))('holds every row of the view once, in its order: %s', async (_name, sortModel) => {
    const shown = await idsOnPages({ sortModel });
    expect(shown).toHaveLength(41);
    const exported = await idsExported({ sortModel });
    expect(exported).toEqual(shown);
  });

  it('keeps to the filters and the scope across its batches', async () => {
    const view: Partial<TableQuery> = {
      sortModel: [{ colId: 'band', sort: 'desc' }],
      filterModel: { band: { filterType: 'number', type: 'lessThanOrEqual', filter: 2 } },
    };
    const shown = await idsOnPages(view);
    const exported = await idsExported(view);
    expect(exported).toEqual(shown);
    // Bands 0, 1 and 2 of C10001 only: 3 of every 4 parcels with a band, none of C10010's.
    expect(exported).toHaveLength(25);
  });
});
