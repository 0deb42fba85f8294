import { whenIdle, whenPageSettled, yieldToMain } from './idle';

const win = globalThis as unknown as { window?: unknown; document?: unknown };

afterEach(() => {
  delete win.window;
  delete win.document;
});

/** A window that fires `load` when told, with timers and requestIdleCallback (run in a task). */
function loadingWindow() {
  const listeners = new Set<() => void>();
  win.document = { readyState: 'loading' };
  win.window = {
    setTimeout,
    clearTimeout,
    requestIdleCallback: (cb: () => void) => setTimeout(cb, 0),
    cancelIdleCallback: clearTimeout,
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
  };
  return {
    load() {
      (win.document as { readyState: string }).readyState = 'complete';
      for (const listener of listeners) listener();
    },
  };
}
const tick = (ms: number) => new Promise((r) => setTimeout(r, ms));

test('whenPageSettled waits for the load event, then for its moment after the navigation, then for idle', async () => {
  const page = loadingWindow();
  const ran: string[] = [];
  whenPageSettled(() => ran.push('settled'), performance.now() + 120);
  await tick(30);
  expect(ran).toEqual([]);
  page.load();
  await tick(5);
  expect(ran).toEqual([]);
  await tick(150);
  expect(ran).toEqual(['settled']);
});

test('whenPageSettled on a loaded page past its moment runs when idle, and can be called off before', async () => {
  loadingWindow().load();
  const ran: string[] = [];
  whenPageSettled(() => ran.push('first'), 0);
  const cancel = whenPageSettled(() => ran.push('called off'), 0);
  cancel();
  expect(ran).toEqual([]);
  await tick(10);
  expect(ran).toEqual(['first']);
});

test('waits for the browser to be idle, bounded by the timeout, and can be called off', () => {
  const pending = new Map<number, () => void>();
  const options: unknown[] = [];
  let next = 1;
  win.window = {
    requestIdleCallback: (cb: () => void, opts: unknown) => {
      pending.set(next, cb);
      options.push(opts);
      return next++;
    },
    cancelIdleCallback: (handle: number) => pending.delete(handle),
  };
  const ran: string[] = [];
  whenIdle(() => ran.push('first'), 1500);
  const cancel = whenIdle(() => ran.push('second'));
  expect(ran).toEqual([]);
  expect(options).toEqual([{ timeout: 1500 }, { timeout: 2000 }]);
  cancel();
  for (const cb of pending.values()) cb();
  expect(ran).toEqual(['first']);
});

test('without requestIdleCallback (Safari) it runs in a task of its own', async () => {
  win.window = { setTimeout, clearTimeout };
  const ran: string[] = [];
  whenIdle(() => ran.push('later'));
  expect(ran).toEqual([]);
  await new Promise((r) => setTimeout(r, 5));
  expect(ran).toEqual(['later']);
});

test('yieldToMain resolves in a later task', async () => {
  const order: string[] = [];
  setTimeout(() => order.push('other task'), 0);
  await yieldToMain();
  order.push('after yield');
  expect(order).toEqual(['other task', 'after yield']);
});
