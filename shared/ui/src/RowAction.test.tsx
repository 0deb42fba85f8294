/**
 * @jest-environment jsdom
 */
import { act, renderHook } from '@testing-library/react';
import { notifyError, notifySuccess } from '@portal/kit';
import { useRowAction } from './RowAction';

jest.mock('@portal/kit', () => ({ ...jest.requireActual('@portal/kit'), notifySuccess: jest.fn(), notifyError: jest.fn() }));

beforeEach(() => jest.clearAllMocks());

test('a row action that succeeds says so and reads the rows again; the row is busy meanwhile', async () => {
  const reload = jest.fn();
  const { result } = renderHook(() => useRowAction(reload));
  let finish: (message: string) => void = () => undefined;
  let done: Promise<void> = Promise.resolve();
  act(() => {
    done = result.current.run(
      'B-1',
      () => new Promise<string>((resolve) => (finish = resolve)),
      () => 'failed',
    );
  });
  expect(result.current.busyRow).toBe('B-1');
  await act(async () => {
    finish('Booking B-1 cancelled');
    await done;
  });
  expect(notifySuccess).toHaveBeenCalledWith('Booking B-1 cancelled');
  expect(reload).toHaveBeenCalledTimes(1);
  expect(result.current.busyRow).toBeNull();
});

test('a row action that fails says why and leaves the rows as they are', async () => {
  const reload = jest.fn();
  const { result } = renderHook(() => useRowAction(reload));
  await act(() =>
    result.current.run(
      '7',
      () => Promise.reject(new Error('409')),
      (err) => `Not revoked (${(err as Error).message})`,
    ),
  );
  expect(notifyError).toHaveBeenCalledWith('Not revoked (409)');
  expect(notifySuccess).not.toHaveBeenCalled();
  expect(reload).not.toHaveBeenCalled();
  expect(result.current.busyRow).toBeNull();
});
