/**
 * @jest-environment jsdom
 */
import { act, renderHook, waitFor } from '@testing-library/react';
import { portalStore, usePortal } from '../store/portalStore';
import { useApiData } from './useApiData';
import { switchedAway } from '../api/selectionSwitch';
import { bus } from '../events/bus';

/** A promise settled by the test, and the signal the hook gave the load that made it. */
interface Call {
  key: string;
  signal: AbortSignal;
  resolve(value: string): void;
  reject(error: unknown): void;
}

function loader() {
  const calls: Call[] = [];
  const load = (key: string) => (signal: AbortSignal) =>
    new Promise<string>((resolve, reject) => {
      calls.push({ key, signal, resolve, reject });
    });
  return { calls, load };
}

const select = (value: string) => act(() => portalStore.getState().setSelection({ value, label: value, isGroup: false }));

beforeEach(() => {
  portalStore.getState().reset();
  portalStore.getState().setSelection({ value: 'C1', label: 'C1', isGroup: false });
});

describe('useApiData', () => {
  it('loads once, shows loading until the answer, then the data', async () => {
    const { calls, load } = loader();
    const { result } = renderHook(() => useApiData(load('first')));
    expect(result.current).toMatchObject({ data: undefined, loading: true, error: undefined });
    expect(calls).toHaveLength(1);
    await act(async () => calls[0].resolve('rows of C1'));
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.data).toBe('rows of C1');
  });

  it("never shows the previous selection's answer under the new one, not for one render", async () => {
    const { calls, load } = loader();
    // Every render's selection and data, to catch a single stale render.
    const renders: { selection: string | undefined; data: string | undefined; loading: boolean }[] = [];
    const { result } = renderHook(() => {
      const selection = usePortal((s) => s.selection?.value);
      const answer = useApiData((signal) => load(selection ?? '')(signal));
      renders.push({ selection, data: answer.data, loading: answer.loading });
      return answer;
    });
    await act(async () => calls[0].resolve('rows of C1'));
    await waitFor(() => expect(result.current.data).toBe('rows of C1'));

    select('C2');
    expect(renders.filter((r) => r.selection === 'C2' && r.data === 'rows of C1')).toEqual([]);
    expect(result.current).toMatchObject({ data: undefined, loading: true });
    // The load for C1 is done; the one for C2 was asked for with a live signal.
    expect(calls.map((c) => c.key)).toEqual(['C1', 'C2']);
    expect(calls[1].signal.aborted).toBe(false);
    await act(async () => calls[1].resolve('rows of C2'));
    await waitFor(() => expect(result.current.data).toBe('rows of C2'));
  });

  it('drops an answer that arrives after the selection changed (and aborts its request)', async () => {
    const { calls, load } = loader();
    const { result } = renderHook(() => {
      const selection = usePortal((s) => s.selection?.value);
      return useApiData((signal) => load(selection ?? '')(signal));
    });
    select('C2');
    expect(calls[0].signal.aborted).toBe(true);
    // C1's answer comes late, after C2's: C2's stays.
    await act(async () => calls[1].resolve('rows of C2'));
    await act(async () => calls[0].resolve('rows of C1'));
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.data).toBe('rows of C2');
  });

  it('drops the answer of earlier dependencies (a fast switch of tab)', async () => {
    const { calls, load } = loader();
    const { result, rerender } = renderHook(({ tab }) => useApiData(load(tab), [tab]), { initialProps: { tab: 'sea' } });
    rerender({ tab: 'air' });
    expect(calls.map((c) => [c.key, c.signal.aborted])).toEqual([
      ['sea', true],
      ['air', false],
    ]);
    await act(async () => calls[0].resolve('sea rows'));
    expect(result.current).toMatchObject({ data: undefined, loading: true });
    await act(async () => calls[1].resolve('air rows'));
    await waitFor(() => expect(result.current.data).toBe('air rows'));
  });

  it('reports an error once, keeps the data it had for the same selection, and reloads on demand', async () => {
    const { calls, load } = loader();
    const onError = jest.fn();
    const { result } = renderHook(() => useApiData(load('x'), [], onError));
    await act(async () => calls[0].resolve('first answer'));
    await waitFor(() => expect(result.current.data).toBe('first answer'));

    act(() => result.current.reload());
    expect(calls).toHaveLength(2);
    // A reload under the same selection keeps what is shown while it loads.
    expect(result.current).toMatchObject({ data: 'first answer', loading: true });
    const failure = new Error('503');
    await act(async () => calls[1].reject(failure));
    expect(result.current).toMatchObject({ data: 'first answer', loading: false, error: failure });
    expect(onError).toHaveBeenCalledTimes(1);
    expect(onError).toHaveBeenCalledWith(failure);

    act(() => result.current.reload());
    await act(async () => calls[2].resolve('second answer'));
    await waitFor(() => expect(result.current).toMatchObject({ data: 'second answer', error: undefined, loading: false }));
  });

  it('an error for the previous selection is not shown under the new one', async () => {
    const { calls, load } = loader();
    const onError = jest.fn();
    const { result } = renderHook(() => {
      const selection = usePortal((s) => s.selection?.value);
      return useApiData((signal) => load(selection ?? '')(signal), [], onError);
    });
    select('C2');
    await act(async () => calls[0].reject(new Error('late failure for C1')));
    expect(onError).not.toHaveBeenCalled();
    expect(result.current).toMatchObject({ error: undefined, loading: true });
  });
  it('a read dropped by a switch is no answer: no error, no report, and the switch loads it again', async () => {
    const { calls, load } = loader();
    const onError = jest.fn();
    const { result } = renderHook(() => useApiData(load('x'), [], onError));
    // The API client aborted it before the switch was sent (api/selectionSwitch.ts).
    await act(async () => calls[0].reject(switchedAway()));
    expect(onError).not.toHaveBeenCalled();
    expect(result.current).toMatchObject({ data: undefined, error: undefined, loading: true });
    // The same organisation chosen again changes no selection version: the switch's event reloads.
    act(() => bus.emit('selection:changed', { value: 'C1', label: 'C1', isGroup: false }));
    expect(calls).toHaveLength(2);
    await act(async () => calls[1].resolve('rows of C1'));
    await waitFor(() => expect(result.current).toMatchObject({ data: 'rows of C1', loading: false }));
    // A slice that was not dropped does not load twice for one switch.
    act(() => bus.emit('selection:changed', { value: 'C1', label: 'C1', isGroup: false }));
    expect(calls).toHaveLength(2);
  });
});
