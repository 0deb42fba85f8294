import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DbJobClaims } from '../src/core/jobs';
import { DbThrottle } from '../src/core/throttle';
import { openDb, PG_COUNTER_SQL, type Db } from '../src/db';
import { openBareTestDb, type TestDb } from './testDb';

/** Throttle counts, job claims and change counters in the database, as two instances (two connections) share them; on either engine. */
let dir: string;
let test: TestDb;
let one: Db;
let two: Db;

beforeEach(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-throttle-'));
  test = await openBareTestDb(dir);
  one = test.db;
  two = await openDb(test.url ?? one.location);
});
afterEach(async () => {
  await two.close();
  await test.dispose();
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
    await two.pollChanges();
    const generation = two.generation;
    await throttle.hit('a', 1_000, 500);
    await two.pollChanges();
    expect(two.generation).toBe(generation);
    expect(await throttle.purgeExpired(5_000)).toBe(1);
    expect(await one.all('SELECT bucket_key FROM throttle')).toEqual([{ bucket_key: 'b' }]);
  });
});

describe('DbJobClaims', () => {
  it('lets one of two instances claim a run; an unfinished claim is taken over once its lease ran out, a finished one never', async () => {
    let now = 1_000;
    let a = new DbJobClaims(one, 'a', () => now);
    let b = new DbJobClaims(two, 'b', () => now);
    const claimed = await Promise.all([a.claim('daily', '2026-11-24', 60_000), b.claim('daily', '2026-11-24', 60_000)]);
    // Which one wins is the engine's to decide (on PostgreSQL both race over two connections): exactly one does.
    expect(claimed.filter(Boolean)).toHaveLength(1);
    if (claimed[1]) [a, b] = [b, a];
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
  it('moves the other connection’s generations on its next poll: data writes both, session writes only the session one, bookkeeping neither', async () => {
    await two.pollChanges();
    const before = { data: two.generation, sessions: two.sessionGeneration };
    await one.run("INSERT INTO app_meta (meta_key, meta_value) VALUES ('k', 'v')");
    expect(two.generation).toBe(before.data);
    await two.pollChanges();
    expect(two.generation).toBeGreaterThan(before.data);

    const afterData = { data: two.generation, sessions: two.sessionGeneration };
    await one.run("UPDATE app_meta SET meta_value = 'w' WHERE meta_key = 'k'", {}, { changes: 'sessions' });
    await two.pollChanges();
    expect(two.generation).toBe(afterData.data);
    expect(two.sessionGeneration).toBeGreaterThan(afterData.sessions);

    const afterSessions = { data: two.generation, sessions: two.sessionGeneration };
    await one.run("UPDATE app_meta SET meta_value = 'x' WHERE meta_key = 'k'", {}, { bookkeeping: true });
    await two.pollChanges();
    expect({ data: two.generation, sessions: two.sessionGeneration }).toEqual(afterSessions);
  });

  it('moves the answers’ generation for a write of records, here and on the other connection, and neither the access nor the session one', async () => {
    await two.pollChanges();
    const look = (db: Db) => ({ answers: db.generation, access: db.accessGeneration, sessions: db.sessionGeneration });
    const before = [look(one), look(two)];
    await one.run("INSERT INTO app_meta (meta_key, meta_value) VALUES ('r1', 'v')", {}, { changes: 'records' });
    await one.tx(async () => {
      await one.run("INSERT INTO app_meta (meta_key, meta_value) VALUES ('r2', 'v')", {}, { changes: 'records' });
    });
    await two.pollChanges();
    [one, two].forEach((db, i) => {
      expect(look(db).answers).toBeGreaterThan(before[i].answers);
      expect({ access: look(db).access, sessions: look(db).sessions }).toEqual({ access: before[i].access, sessions: before[i].sessions });
    });
    // A transaction that also wrote data moves them all.
    await one.tx(async () => {
      await one.run("INSERT INTO app_meta (meta_key, meta_value) VALUES ('r3', 'v')", {}, { changes: 'records' });
      await one.run("INSERT INTO app_meta (meta_key, meta_value) VALUES ('d3', 'v')");
    });
    await two.pollChanges();
    expect(two.accessGeneration).toBeGreaterThan(before[1].access);
  });

  it('moves a counter once per transaction, committed with it, and not for one rolled back', async () => {
    const counter = async () => Number((await one.get<{ value: number }>("SELECT SUM(value) AS value FROM change_counters WHERE kind = 'data'"))!.value);
    const before = await counter();
    await one.tx(async () => {
      for (let i = 0; i < 5; i++) await one.run('INSERT INTO app_meta (meta_key, meta_value) VALUES (@k, @v)', { k: `k${i}`, v: 'v' });
    });
    expect(await counter()).toBe(before + 1);
    await expect(
      one.tx(async () => {
        await one.run("INSERT INTO app_meta (meta_key, meta_value) VALUES ('z', 'v')");
        throw new Error('no');
      }),
    ).rejects.toThrow('no');
    expect(await counter()).toBe(before + 1);
  });

  it('moves a counter with a write made outside a transaction, in the same statement', async () => {
    const counter = async () => Number((await two.get<{ value: number }>("SELECT SUM(value) AS value FROM change_counters WHERE kind = 'sessions'"))!.value);
    const before = await counter();
    await one.run("INSERT INTO app_meta (meta_key, meta_value) VALUES ('s', 'v')", {}, { changes: 'sessions' });
    expect(await counter()).toBe(before + 1);
    // A statement that fails moves nothing.
    await expect(one.run("INSERT INTO app_meta (meta_key, meta_value) VALUES ('s', 'again')", {}, { changes: 'sessions' })).rejects.toThrow();
    expect(await counter()).toBe(before + 1);
  });
});

/** PostgreSQL: a statement that moves its shared counter itself (RunOptions.movesOwnCounter) commits alone. */
(process.env.TEST_DATABASE_URL ? describe : describe.skip)('a write that moves its own counter (PostgreSQL)', () => {
  const statement = `WITH meta AS (INSERT INTO app_meta (meta_key, meta_value) VALUES (@key, 'v') RETURNING meta_key),
    counter AS (${PG_COUNTER_SQL.records})
    SELECT meta_key FROM meta`;
  const counter = async () => Number((await two.get<{ value: number }>("SELECT SUM(value) AS value FROM change_counters WHERE kind = 'records'"))!.value);

  it('commits once, moves the counter once, and the other connection notices it; failing, it moves nothing', async () => {
    await two.pollChanges();
    const [before, answers, commits] = [await counter(), two.generation, one.durableCommits];
    expect(await one.get(statement, { key: 'own' }, { changes: 'records', movesOwnCounter: true })).toEqual({ meta_key: 'own' });
    expect(await counter()).toBe(before + 1);
    expect(one.durableCommits).toBe(commits + 1);
    await two.pollChanges();
    expect(two.generation).toBeGreaterThan(answers);

    await expect(one.get(statement, { key: 'own' }, { changes: 'records', movesOwnCounter: true })).rejects.toThrow();
    expect(await counter()).toBe(before + 1);
  });
});
