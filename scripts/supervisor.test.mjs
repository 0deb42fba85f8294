// The supervisor of npm start's API instances (scripts/supervisor.mjs), on small stand-in processes.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { test } from 'node:test';
import { supervise } from './supervisor.mjs';

const lasting = () => spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
const dying = () => spawn(process.execPath, ['-e', 'process.exit(3)'], { stdio: 'ignore' });

/** Resolves with the next process the supervisor starts. */
const nextStart = (starts) => new Promise((resolve) => starts.push(resolve));

test('a process killed -9 is started again at once; stop() ends it and starts nothing more', async () => {
  const waiting = [];
  const lines = [];
  const supervisor = supervise(lasting, { name: 'stand-in', log: (line) => lines.push(line), onStart: (child) => waiting.shift()?.(child) });
  const first = supervisor.child;
  const again = nextStart(waiting);
  first.kill('SIGKILL');
  const second = await again;
  assert.notEqual(second.pid, first.pid);
  assert.equal(supervisor.child, second);
  assert.match(lines[0], /stand-in exited \(SIGKILL\); starting it again$/);
  await supervisor.stop();
  assert.equal(second.signalCode, 'SIGTERM');
  await new Promise((r) => setTimeout(r, 100));
  assert.equal(supervisor.child, second);
});

test('a process that keeps dying young waits longer each time; a graceful exit is restarted at once', async () => {
  const started = [];
  const supervisor = supervise(dying, { backoffMs: [0, 100, 300], onStart: () => started.push(Date.now()) });
  while (started.length < 4) await new Promise((r) => setTimeout(r, 20));
  await supervisor.stop();
  const pauses = started.slice(1).map((at, i) => at - started[i]);
  assert.ok(pauses[1] >= 100 && pauses[2] >= 300, `pauses ${pauses.join(', ')} ms`);

  const graceful = [];
  const clean = supervise(() => spawn(process.execPath, ['-e', 'setTimeout(() => process.exit(0), 50)'], { stdio: 'ignore' }), {
    backoffMs: [0, 5000],
    onStart: () => graceful.push(Date.now()),
  });
  while (graceful.length < 3) await new Promise((r) => setTimeout(r, 20));
  await clean.stop();
  assert.ok(graceful[2] - graceful[1] < 2000, 'a graceful stop is no crash: no backoff');
});
