import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DbJobClaims } from '../src/core/jobs';
import { DbThrottle } from '../src/core/throttle';
import { openDb, type Db } from '../src/db';

/** Throttle counts and job claims in the database, as two instances (two connections) share them. */
let dir: string;
let one: Db;
let two: Db;

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-throttle-'));
  one = openDb(path.join(dir, 'portal.sqlite'));
  two = openDb(path.join(dir, 'portal.sqlite'));
});
afterEach(() => {
  one.close();
  two.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('DbThrottle', () => {
  it('counts the hits of a key made through either connection in one window that starts at the first hit', async () => {
    const [a, b] = [new DbThrottle(one), new DbThrottle(two)];
    expect(await a.hit('login|x', 60_000, 1_000)).toEqual({ count: 1, resetInMs: 60_000 });
    expect(await b.hit('login|x', 60_000, 31_000)).toEqual({ count: 2, resetInMs: 30_000 });
    expect(await a.hit('login|y', 60_000, 31_000)).toEqual({ count: 1, resetInMs: 60_000 });
    // The window ended: a new one starts at this hit.
    expect(await b.hit('login|x', 60_000, 61_000)).toEqual({ count: 1, resetInMs: 60_000 });
  });

  it('purges ended windows only, and moves no change counter (no cache is dropped for a count)', async () => {
    const throttle = new DbThrottle(one);
    await throttle.hit('a', 1_000, 0);
    await throttle.hit('b', 10_000, 0);
    two.pollChanges();
    const generation = two.generation;
    await throttle.hit('a', 1_000, 500);
    two.pollChanges();
    expect(two.generation).toBe(generation);
    expect(await throttle.purgeExpired(5_000)).toBe(1);
    expect(one.all('SELECT bucket_key FROM throttle')).toEqual([{ bucket_key: 'b' }]);
  });
});

describe('DbJobClaims', () => {
  it('lets one of two instances claim a run; an unfinished claim is taken over once its lease ran out, a finished one never', async () => {
    let now = 1_000;
    const a = new DbJobClaims(one, 'a', () => now);
    const b = new DbJobClaims(two, 'b', () => now);
    const claimed = await Promise.all([a.claim('daily', '2026-11-24', 60_000), b.claim('daily', '2026-11-24', 60_000)]);
    expect(claimed).toEqual([true, false]);
    now += 30_000;
    expect(await b.claim('daily', '2026-11-24', 60_000)).toBe(false);
    now += 31_000;
    expect(await b.claim('daily', '2026-11-24', 60_000)).toBe(true);
    await b.finish('daily', '2026-11-24');
    now += 600_000;
    expect(await a.claim('daily', '2026-11-24', 60_000)).toBe(false);
    expect(await a.claim('daily', '2026-11-25', 60_000)).toBe(true);
  });
});

describe('Db change counters', () => {
  it('moves the other connection’s generations on its next poll: data writes both, session writes only the session one, bookkeeping neither', () => {
    two.pollChanges();
    const before = { data: two.generation, sessions: two.sessionGeneration };
    one.run("INSERT INTO app_meta (meta_key, meta_value) VALUES ('k', 'v')");
    expect(two.generation).toBe(before.data);
    two.pollChanges();
    expect(two.generation).toBeGreaterThan(before.data);

    const afterData = { data: two.generation, sessions: two.sessionGeneration };
    one.run("UPDATE app_meta SET meta_value = 'w' WHERE meta_key = 'k'", {}, { changes: 'sessions' });
    two.pollChanges();
    expect(two.generation).toBe(afterData.data);
    expect(two.sessionGeneration).toBeGreaterThan(afterData.sessions);

    const afterSessions = { data: two.generation, sessions: two.sessionGeneration };
    one.run("UPDATE app_meta SET meta_value = 'x' WHERE meta_key = 'k'", {}, { bookkeeping: true });
    two.pollChanges();
    expect({ data: two.generation, sessions: two.sessionGeneration }).toEqual(afterSessions);
  });

  it('moves a counter once per transaction, committed with it, and not for one rolled back', () => {
    const counter = () => one.get<{ value: number }>("SELECT value FROM change_counters WHERE name = 'data'")!.value;
    const before = counter();
    one.tx(() => {
      for (let i = 0; i < 5; i++) one.run('INSERT INTO app_meta (meta_key, meta_value) VALUES (@k, @v)', { k: `k${i}`, v: 'v' });
    });
    expect(counter()).toBe(before + 1);
    expect(() =>
      one.tx(() => {
        one.run("INSERT INTO app_meta (meta_key, meta_value) VALUES ('z', 'v')");
        throw new Error('no');
      }),
    ).toThrow('no');
    expect(counter()).toBe(before + 1);
  });
});
