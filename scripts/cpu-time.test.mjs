// The bench's CPU figure (scripts/bench/cpu-time.mjs) read from a hand-made Chromium trace: which
// thread is the page's, what counts as a task, what before the LCP and what blocks at 4x.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { summariseTrace } from './bench/cpu-time.mjs';

const ORIGIN = 'http://localhost:8080';
const thread = (pid, tid, name) => ({ ph: 'M', name: 'thread_name', pid, tid, args: { name } });
/** A top-level task: start and wall length in ms, its own CPU time in ms. */
const task = (pid, tid, startMs, wallMs, cpuMs) => ({ ph: 'X', name: 'RunTask', pid, tid, ts: startMs * 1000, dur: wallMs * 1000, tdur: cpuMs * 1000 });
const evaluate = (pid, tid, atMs, url) => ({ ph: 'X', name: 'EvaluateScript', pid, tid, ts: atMs * 1000, dur: 1000, args: { data: { url } } });
const mark = (pid, tid, name, atMs) => ({ ph: 'I', name, pid, tid, ts: atMs * 1000, args: { data: {} } });

function trace() {
  return [
    thread(1, 1, 'CrRendererMain'),
    thread(2, 1, 'CrRendererMain'), // another renderer (an extension, a chrome:// page), busier
    thread(1, 2, 'Compositor'),
    task(2, 1, 0, 200, 150),
    evaluate(2, 1, 10, 'chrome://resources/js/other.js'),
    task(1, 1, 0, 10, 8), // before the first paint
    evaluate(1, 1, 1, `${ORIGIN}/main.js`),
    mark(1, 1, 'firstContentfulPaint', 20),
    task(1, 1, 30, 60, 40), // 4 x 40 - 50 = 110 blocking
    task(1, 1, 35, 5, 5), // nested in the task above: not counted again
    evaluate(1, 1, 31, `${ORIGIN}/975.js`),
    mark(1, 1, 'largestContentfulPaint::Candidate', 100),
    task(1, 1, 120, 12, 10), // 4 x 10 - 50 < 0: not blocking
    task(1, 2, 130, 50, 50), // the compositor's: not the main thread
  ];
}

test('sums the page renderer main thread’s top-level task CPU, before the LCP and blocking at 4x', () => {
  const result = summariseTrace(trace(), ORIGIN);
  assert.equal(result.tasks, 3);
  assert.equal(result.totalMs, 58);
  assert.equal(result.beforeLcpMs, 48);
  assert.equal(result.blockingMs, 110);
});

test('names a task by the first script it evaluates, longest first', () => {
  const result = summariseTrace(trace(), ORIGIN);
  assert.deepEqual(
    result.longTasks.map((t) => [t.script, t.cpuMs]),
    [
      ['/975.js', 40],
      ['unattributed', 10],
      ['/main.js', 8],
    ],
  );
  assert.deepEqual(result.perScript[0], ['/975.js', 40]);
});

test('without an LCP candidate the figure before it is unknown, not zero', () => {
  const result = summariseTrace(
    trace().filter((e) => e.name !== 'largestContentfulPaint::Candidate'),
    ORIGIN,
  );
  assert.ok(Number.isNaN(result.beforeLcpMs));
});
