import { Object as Obj, String as Str } from '@sinclair/typebox';
import { myShipmentsTables } from './shipments';
import { referenceTable } from './tables.reference';
import { XLSX_TYPE, tableContract, tableNameOf, tableWireQuery } from './tables';

const row = Obj({ code: Str() });

test('a table is three GET endpoints under the address it is given', () => {
  const table = tableContract('/api/things/open', { row, permission: 'things.index', public: 'read', tag: 'Things' });
  expect([table.initTable, table.rows, table.export].map((e) => `${e.method} ${e.path}`)).toEqual([
    'GET /api/things/open/initTable',
    'GET /api/things/open/rows',
    'GET /api/things/open/export',
  ]);
  expect(table.rows.response.properties.rows.items).toBe(row);
  expect(table.export.file).toEqual(['text/csv', XLSX_TYPE]);
  expect(table.rows.query.required).toEqual(['startRow', 'endRow']);
  expect(table.export.query.required).toBeUndefined();
});

test('rows and export are public when the table is; its columns never are', () => {
  const table = tableContract('/api/things/open', { row, permission: 'things.index', public: 'read', tag: 'Things' });
  expect([table.initTable.public, table.rows.public, table.export.public]).toEqual([undefined, 'read', 'read']);
  const internal = tableContract('/api/things/closed', { row, permission: 'things.index', tag: 'Things' });
  expect([internal.rows.public, internal.export.public]).toEqual([undefined, undefined]);
});

test("a table's name is its address after /api/, slashes as dots (its export's file name)", () => {
  expect(tableNameOf(myShipmentsTables.air)).toBe('myShipments.air');
  expect(tableNameOf(referenceTable('customerGroups'))).toBe('reference.customerGroups');
});

test("a reference entity's table is one object (a page's DataTable reloads when it changes) behind the entity's index permission", () => {
  expect(referenceTable('customers')).toBe(referenceTable('customers'));
  expect(referenceTable('customers').rows.permission).toBe('reference.customers.index');
});

test('the query travels as the address carries it: paging as numbers, the models as JSON text, empty ones left out', () => {
  expect(tableWireQuery({ startRow: 0, endRow: 25, sortModel: [{ colId: 'etd', sort: 'desc' }], filterModel: {} })).toEqual({
    startRow: '0',
    endRow: '25',
    sortModel: '[{"colId":"etd","sort":"desc"}]',
  });
});
