// The balancer's retry rule (host/src/api-balancer.ts), under Node's own test runner.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { RETRY_PAUSE_MS, RETRY_WINDOW_MS, retryUndelivered } from './api-balancer.ts';

const refused = Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
const reset = Object.assign(new Error('socket hang up'), { code: 'ECONNRESET' });
const get = { method: 'GET', body: undefined };
const post = { method: 'POST', body: '{"a":1}' };

/** The delays asked for, attempt after attempt, until the rule gives up. */
function delays(rule: ReturnType<typeof retryUndelivered>, err: Error | undefined, req: { method: string; body?: unknown }) {
  const out: number[] = [];
  for (let attempt = 0; attempt < 1000; attempt += 1) {
    const delay = rule({ err, req, res: undefined, attempt });
    if (delay === null) return out;
    out.push(delay);
  }
  throw new Error('the rule never gives up');
}

test('a read whose instance died is tried right away on the others, then until a health round can have taken the dead one out', () => {
  const asked = delays(retryUndelivered(3), reset, get);
  assert.deepEqual(asked.slice(0, 3), [1, 1, 1]);
  assert.ok(asked.slice(3).every((d) => d === RETRY_PAUSE_MS));
  assert.ok(asked.reduce((sum, d) => sum + d, 0) >= RETRY_WINDOW_MS);
});

test('a write that never left the host is tried again like a read; one whose connection broke is not', () => {
  assert.deepEqual(delays(retryUndelivered(3), refused, post), delays(retryUndelivered(3), refused, get));
  assert.deepEqual(delays(retryUndelivered(3), reset, post), []);
});

test('an answer, a streamed body or an unknown error is never tried again', () => {
  const rule = retryUndelivered(3);
  assert.equal(rule({ err: undefined, req: get, res: { statusCode: 500 }, attempt: 0 }), null);
  assert.equal(rule({ err: refused, req: { method: 'POST', body: { pipe() {} } }, res: undefined, attempt: 0 }), null);
  assert.equal(rule({ err: Object.assign(new Error('boom'), { code: 'EWHATEVER' }), req: get, res: undefined, attempt: 0 }), null);
});
