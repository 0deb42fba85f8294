// The long-task list (scripts/bench/long-tasks.mjs) read from a hand-made Chromium trace: which
// tasks are long (by wall or by CPU time), what they hold, and which functions the profiler's
// samples (sent from the profiler's own thread) put in each.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { longTasks } from './bench/long-tasks.mjs';

const ORIGIN = 'http://localhost:8080';
const thread = (pid, tid, name) => ({ ph: 'M', name: 'thread_name', pid, tid, args: { name } });
/** A top-level task: start and wall length in ms, its own CPU time in ms. */
const task = (startMs, wallMs, cpuMs, tid = 1) => ({ ph: 'X', name: 'RunTask', pid: 1, tid, ts: startMs * 1000, dur: wallMs * 1000, tdur: cpuMs * 1000 });
const event = (name, startMs, wallMs, url) => ({ ph: 'X', name, pid: 1, tid: 1, ts: startMs * 1000, dur: wallMs * 1000, args: url ? { data: { url } } : {} });
const frame = (functionName, url = '', lineNumber = 0) => ({ functionName, url, lineNumber, columnNumber: 0, scriptId: 1 });

/** One profile: node 2 samples `runtime`, node 3 `render`; a sample each millisecond from 0 ms. */
function profile(samples) {
  return [
    { ph: 'P', name: 'Profile', pid: 1, tid: 1, id: '0x1', ts: 0, args: { data: { startTime: 0 } } },
    {
      ph: 'P',
      name: 'ProfileChunk',
      pid: 1,
      tid: 9, // the profiler's own thread (v8:ProfEvntProc)
      id: '0x1',
      ts: 0,
      args: {
        data: {
          cpuProfile: {
            nodes: [
              { id: 1, callFrame: frame('(root)') },
              { id: 2, callFrame: frame('runtime', `${ORIGIN}/main.js`, 4) },
              { id: 3, callFrame: frame('render', `${ORIGIN}/first-page-2.js`, 9) },
            ],
            samples: samples.map((s) => s.node),
          },
          timeDeltas: samples.map((s, i) => (i === 0 ? s.atMs * 1000 : (s.atMs - samples[i - 1].atMs) * 1000)),
        },
      },
    },
  ];
}

function trace() {
  const samples = [];
  for (let ms = 100; ms < 140; ms++) samples.push({ atMs: ms, node: ms < 130 ? 2 : 3 });
  for (let ms = 200; ms < 215; ms++) samples.push({ atMs: ms, node: 3 });
  samples.push({ atMs: 400, node: 2 });
  return [
    thread(1, 1, 'CrRendererMain'),
    thread(1, 9, 'v8:ProfEvntProc'),
    { ph: 'I', name: 'navigationStart', pid: 1, tid: 1, ts: 50_000, args: { data: { isLoadingMainFrame: true } } },
    { ph: 'I', name: 'firstContentfulPaint', pid: 1, tid: 1, ts: 90_000, args: { data: {} } },
    ...profile(samples),
    task(100, 40, 38), // main.js: long by wall and by CPU
    event('EvaluateScript', 100, 39, `${ORIGIN}/main.js`),
    event('Layout', 139, 0.8),
    task(105, 2, 2), // nested in the task above: not a task of its own
    task(200, 60, 15), // waited most of its wall time (a synchronous IPC to a busy process)
    event('FunctionCall', 200, 15, `${ORIGIN}/first-page-2.js`),
    task(300, 8, 8), // short
    task(400, 30, 30, 2), // another thread's
  ];
}

test('lists the main thread’s top-level tasks over the threshold, with what they hold and their hottest functions', () => {
  const result = longTasks(trace(), ORIGIN, { minMs: 12 });
  assert.deepEqual(
    result.tasks.map((t) => [t.at, t.ms, t.cpuMs]),
    [
      [50, 40, 38],
      [150, 60, 15],
    ],
  );
  const [runtime, waited] = result.tasks;
  assert.deepEqual(runtime.scripts, ['/main.js']);
  assert.deepEqual(runtime.kinds, ['evaluate 39.0', 'layout 0.8']);
  // 30 samples of 1 ms in `runtime`, 10 in `render`: self time per function, the most first.
  assert.deepEqual(runtime.hottest, ['runtime /main.js:5:1 30.0', 'render /first-page-2.js:10:1 10.0']);
  assert.deepEqual(waited.scripts, ['/first-page-2.js']);
  assert.equal(result.fcp, 40);
  assert.equal(result.count, 3); // the nested one and the other thread's are not the main thread's tasks
});

test('by CPU time, a task that mostly waited is not long; by source, samples are summed per file', () => {
  const result = longTasks(trace(), ORIGIN, { minMs: 20, on: 'cpu', by: 'source' });
  assert.equal(result.tasks.length, 1);
  assert.deepEqual(result.tasks[0].hottest, ['/main.js 30.0', '/first-page-2.js 10.0']);
});
