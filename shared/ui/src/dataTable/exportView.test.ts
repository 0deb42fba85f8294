import type { ColDef } from 'ag-grid-community';
import type { TableInit } from '@portal/contracts/table/contract';
import { exportView } from './exportView';

const init = { columns: [{ field: 'id', headerName: 'ID' }, { field: 'status', headerName: 'Status' }, { field: 'eta', headerName: 'ETA' }] } as unknown as TableInit;

test('the export asks for the shown server columns in their order, with the sort and filters as shown', () => {
  const columnDefs: ColDef[] = [{ field: 'eta', headerName: 'Verwachte aankomst' }, { field: 'id', hide: true }, { field: 'status' }, { colId: 'actions' }, { field: 'pageOwn' }];
  const query = exportView({
    sortModel: [{ colId: 'eta', sort: 'desc' }],
    filterModel: { status: { filterType: 'text', type: 'equals', filter: 'Delayed' } },
    columnDefs,
    init,
  });
  expect(query.columns).toBe('eta,status');
  // The names as the page shows them (its language), the server's where the page gives none; a hidden column's too (a filter may name it).
  expect(JSON.parse(String(query.headers))).toEqual({ eta: 'Verwachte aankomst', id: 'ID', status: 'Status' });
  expect(JSON.parse(String(query.sortModel))).toEqual([{ colId: 'eta', sort: 'desc' }]);
  expect(JSON.parse(String(query.filterModel))).toEqual({ status: { filterType: 'text', type: 'equals', filter: 'Delayed' } });
});

test('before the columns are known, the export names none (the server writes them all)', () => {
  expect(exportView({ sortModel: [], filterModel: {}, columnDefs: [], init: null })).toEqual({ columns: undefined, headers: undefined });
});
