import { whenIdle, yieldToMain } from './idle';

const win = globalThis as unknown as { window?: unknown };

afterEach(() => {
  delete win.window;
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
