import { inTasks, nextTask } from './inTasks';

const scheduler = globalThis as { scheduler?: unknown };

afterEach(() => {
  delete scheduler.scheduler;
});

test('runs each step after the previous one has settled, with a task handed back in between', async () => {
  const log: string[] = [];
  let yields = 0;
  const yieldTask = async () => {
    yields++;
    log.push('yield');
  };
  await inTasks(
    [
      () => log.push('react'),
      () => new Promise<void>((resolve) => setTimeout(() => (log.push('kit'), resolve()), 5)),
      () => log.push('app'),
    ],
    yieldTask,
  );
  expect(log).toEqual(['yield', 'react', 'yield', 'kit', 'yield', 'app']);
  expect(yields).toBe(3);
});

test('no step runs in the caller task', async () => {
  const log: string[] = [];
  const done = inTasks([() => log.push('first'), () => log.push('second')]);
  log.push('caller');
  await done;
  expect(log).toEqual(['caller', 'first', 'second']);
});

test('a failing step stops the ones after it and rejects with its error', async () => {
  const ran: string[] = [];
  const failure = new Error('chunk failed');
  await expect(
    inTasks(
      [
        () => ran.push('one'),
        () => Promise.reject(failure),
        () => ran.push('three'),
      ],
      async () => undefined,
    ),
  ).rejects.toBe(failure);
  expect(ran).toEqual(['one']);
});

test('nextTask resolves after a task queued before it (timeout fallback)', async () => {
  const order: string[] = [];
  setTimeout(() => order.push('queued task'), 0);
  await nextTask();
  order.push('after');
  expect(order).toEqual(['queued task', 'after']);
});

test('nextTask uses scheduler.yield where the browser has it', async () => {
  let called = 0;
  scheduler.scheduler = { yield: () => (called++, Promise.resolve()) };
  await nextTask();
  expect(called).toBe(1);
});
