/**
 * @jest-environment jsdom
 */
import { act, renderHook, waitFor } from '@testing-library/react';
import { call } from '@portal/kit';
import { myShipmentsTables } from '@portal/contracts/shipments';
import { useTableSetup } from './useTableSetup';

jest.mock('@portal/kit', () => ({ ...jest.requireActual('@portal/kit'), call: jest.fn() }));
const callMock = call as jest.MockedFunction<typeof call>;

const init = { columns: [{ field: 'id', headerName: 'ID' }], defaultSort: [] };

beforeEach(() => callMock.mockReset());

test('reads the columns with the page parameters and tells the page', async () => {
  callMock.mockResolvedValue(init as never);
  const onInit = jest.fn();
  const { result } = renderHook(() => useTableSetup(myShipmentsTables.sea, { customer: 'C1' }, onInit));
  expect(result.current.init).toBeNull();
  await waitFor(() => expect(result.current.init).toEqual(init));
  expect(callMock).toHaveBeenCalledWith(myShipmentsTables.sea.initTable, { query: { customer: 'C1' } });
  expect(onInit).toHaveBeenCalledWith(init);
});

test('a failed read is an error until a retry reads again', async () => {
  callMock.mockRejectedValueOnce(new Error('down')).mockResolvedValueOnce(init as never);
  const { result } = renderHook(() => useTableSetup(myShipmentsTables.sea, undefined));
  await waitFor(() => expect(result.current.error).toBeInstanceOf(Error));
  act(() => result.current.retry());
  await waitFor(() => expect(result.current.init).toEqual(init));
  expect(result.current.error).toBeNull();
  expect(callMock).toHaveBeenCalledTimes(2);
});
