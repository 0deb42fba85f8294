import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import type { Db } from '../src/db';
import { openTestDb, type TestDb } from './testDb';

/**
 * An orderly stop: the database is closed only after every module has stopped its timers and
 * every background run under way has finished. The server closed it in an onClose hook added
 * after the modules', which Fastify runs first (last registered, first run): a run under way at
 * the stop (a webhook round, a purge, a sweep) then queried a closed pool, "Cannot use a pool
 * after calling end" on PostgreSQL. The run here waits for the test, never for a clock.
 */
let dataDir: string;
let testDb: TestDb;
let db: Db;
let app: FastifyInstance;
let events: string[];

beforeEach(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-shutdown-'));
  const config = loadConfig({}, { dataDir, apiPort: 0, logLevel: 'silent' });
  testDb = await openTestDb('core', config);
  db = testDb.db;
  events = [];
  const close = db.close.bind(db);
  let closed = false;
  db.close = async () => {
    events.push('database closed');
    // testDb.dispose closes it again: once is what the engine allows.
    if (closed) return;
    closed = true;
    await close();
  };
  // As the server builds it: the app closes the database it was given.
  app = await buildApp(config, db, { closeDb: true });
  await app.ready();
}, 120_000);

afterEach(async () => {
  await testDb.dispose();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** Turns of the event loop until `condition` holds: what is awaited is the close's progress, not a time. */
async function until(condition: () => boolean): Promise<void> {
  for (let turn = 0; turn < 10_000 && !condition(); turn += 1) await new Promise((resolve) => setImmediate(resolve));
  if (!condition()) throw new Error('the stop never got there');
}

test('the database stays open until a background run under way has finished, then closes', async () => {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const run = app.background.run(async () => {
    await gate;
    // A job's next query, after the stop began.
    const row = await db.get<{ one: number }>('SELECT 1 AS one');
    events.push('run finished');
    return row?.one;
  });

  const closing = app.close();
  // The stop has reached the background runs: every module's own onClose hook has run by now.
  await until(() => app.background.stopped);
  expect(events).toEqual([]);

  release();
  await expect(run).resolves.toBe(1);
  await closing;
  expect(events).toEqual(['run finished', 'database closed']);
});

test('no run starts once the stop has begun', async () => {
  const closing = app.close();
  await until(() => app.background.stopped);
  const work = jest.fn(async () => db.get('SELECT 1 AS one'));
  await expect(app.background.run(work)).resolves.toBeUndefined();
  expect(work).not.toHaveBeenCalled();
  await closing;
  expect(events).toEqual(['database closed']);
});
