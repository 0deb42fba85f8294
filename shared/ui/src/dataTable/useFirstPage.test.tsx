/**
 * @jest-environment jsdom
 */
import { act, renderHook, waitFor } from '@testing-library/react';
import type { IGetRowsParams } from 'ag-grid-community';
import { call } from '@portal/kit';
import { myShipmentsTables } from '@portal/contracts/shipments';
import type { TableInit } from '@portal/contracts/table/contract';
import { useFirstPage, type TableViewState } from './useFirstPage';
import { useDatasource } from './useDatasource';

jest.mock('@portal/kit', () => ({ ...jest.requireActual('@portal/kit'), call: jest.fn(), handleError: jest.fn() }));
const callMock = call as jest.MockedFunction<typeof call>;

const table = myShipmentsTables.sea;
const init = { columns: [{ field: 'id', headerName: 'ID' }], defaultSort: [{ colId: 'eta', sort: 'asc' }] } as unknown as TableInit;
const rows = [{ id: 'SEA-1' }, { id: 'SEA-2' }];

function useTable(view: TableViewState, onTotal: (total: number) => void) {
  const first = useFirstPage<{ id: string }>({ table, init, view: { current: view }, externalFilter: { mode: { filterType: 'text', type: 'equals', filter: 'FCL' } }, pageSize: 25, wrappedRows: false, gridShown: false, reloadKey: 0, onTotal });
  const datasource = useDatasource({ table, externalFilter: { mode: { filterType: 'text', type: 'equals', filter: 'FCL' } }, takeRead: first.takeRead, onTotal, failure: () => 'failed' });
  return { first, datasource };
}

const request = (sortModel: IGetRowsParams['sortModel'], startRow = 0) => {
  const successCallback = jest.fn();
  return { params: { startRow, endRow: startRow + 25, sortModel, filterModel: {}, successCallback, failCallback: jest.fn(), context: undefined } as unknown as IGetRowsParams, successCallback };
};

beforeEach(() => callMock.mockReset());

test('the first page is read with the default sort and the outside filter, and the grid takes that read for the same page', async () => {
  callMock.mockResolvedValue({ rows, total: 2 } as never);
  const onTotal = jest.fn();
  const { result } = renderHook(() => useTable({ sortModel: [], filterModel: {} }, onTotal));
  await waitFor(() => expect(result.current.first.page).toEqual({ status: 'ok', rows, total: 2 }));
  expect(onTotal).toHaveBeenCalledWith(2);
  const query = callMock.mock.calls[0][1] as unknown as { query: Record<string, string> };
  expect(JSON.parse(query.query.sortModel)).toEqual([{ colId: 'eta', sort: 'asc' }]);
  expect(JSON.parse(query.query.filterModel)).toEqual({ mode: { filterType: 'text', type: 'equals', filter: 'FCL' } });

  // The grid's first request is that very page: no second read.
  const first = request([{ colId: 'eta', sort: 'asc' }]);
  result.current.datasource.getRows(first.params);
  await waitFor(() => expect(first.successCallback).toHaveBeenCalledWith(rows, 2));
  expect(callMock).toHaveBeenCalledTimes(1);

  // Another page (or sort) is read from the server.
  const next = request([{ colId: 'eta', sort: 'asc' }], 25);
  result.current.datasource.getRows(next.params);
  await waitFor(() => expect(next.successCallback).toHaveBeenCalled());
  expect(callMock).toHaveBeenCalledTimes(2);
});

test('a kept sort is the grid initial state and the first read’s, over the default', async () => {
  callMock.mockResolvedValue({ rows, total: 2 } as never);
  const { result } = renderHook(() => useTable({ sortModel: [{ colId: 'id', sort: 'desc' }], filterModel: {} }, jest.fn()));
  expect(result.current.first.gridInitialState.sort).toEqual({ sortModel: [{ colId: 'id', sort: 'desc' }] });
  await waitFor(() => expect(result.current.first.page.status).toBe('ok'));
  expect(JSON.parse((callMock.mock.calls[0][1] as unknown as { query: Record<string, string> }).query.sortModel)).toEqual([{ colId: 'id', sort: 'desc' }]);
});

test('a failed first read offers a retry that reads again', async () => {
  callMock.mockRejectedValueOnce(new Error('down')).mockResolvedValueOnce({ rows, total: 2 } as never);
  const { result } = renderHook(() => useTable({ sortModel: [], filterModel: {} }, jest.fn()));
  await waitFor(() => expect(result.current.first.page.status).toBe('error'));
  const page = result.current.first.page;
  act(() => (page.status === 'error' ? page.onRetry() : undefined));
  await waitFor(() => expect(result.current.first.page.status).toBe('ok'));
  expect(callMock).toHaveBeenCalledTimes(2);
});
