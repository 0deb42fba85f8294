/**
 * @jest-environment jsdom
 */
import { whenShown } from './whenShown';

type Listener = (list: { getEntries(): { identifier?: string }[] }) => void;
const observers: Listener[] = [];

beforeEach(() => {
  jest.useFakeTimers();
  observers.length = 0;
});
afterEach(() => {
  jest.useRealTimers();
  delete (globalThis as { PerformanceObserver?: unknown }).PerformanceObserver;
});

/** A browser with Element Timing: the test says when an element has been presented. */
function withElementTiming() {
  (globalThis as { PerformanceObserver?: unknown }).PerformanceObserver = Object.assign(
    class {
      constructor(private listener: Listener) {}
      observe() {
        observers.push(this.listener);
      }
      disconnect() {
        observers.splice(observers.indexOf(this.listener), 1);
      }
    },
    { supportedEntryTypes: ['element', 'largest-contentful-paint'] },
  );
}
const present = (identifier: string) => [...observers].forEach((listener) => listener({ getEntries: () => [{ identifier }] }));

describe('whenShown', () => {
  it('waits for the named element to be presented, not for another one', () => {
    withElementTiming();
    const calls: string[] = [];
    whenShown('first-rows-a', () => calls.push('shown'));
    present('first-rows-b');
    jest.advanceTimersByTime(10);
    expect(calls).toEqual([]);
    present('first-rows-a');
    jest.advanceTimersByTime(1);
    expect(calls).toEqual(['shown']);
    // Once only, and the observer is gone.
    jest.advanceTimersByTime(1000);
    expect(calls).toEqual(['shown']);
    expect(observers).toHaveLength(0);
  });

  it('goes on after maxMs when nothing it names is painted (a hidden tab)', () => {
    withElementTiming();
    const calls: string[] = [];
    whenShown('first-rows-a', () => calls.push('shown'), 300);
    jest.advanceTimersByTime(299);
    expect(calls).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(calls).toEqual(['shown']);
  });

  it('without Element Timing, waits two frames', () => {
    const calls: string[] = [];
    whenShown('first-rows-a', () => calls.push('shown'));
    expect(calls).toEqual([]);
    jest.advanceTimersByTime(40);
    expect(calls).toEqual(['shown']);
  });

  it('calls nothing once cancelled', () => {
    withElementTiming();
    const calls: string[] = [];
    const cancel = whenShown('first-rows-a', () => calls.push('shown'));
    cancel();
    present('first-rows-a');
    jest.advanceTimersByTime(1000);
    expect(calls).toEqual([]);
  });
});
