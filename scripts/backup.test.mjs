// Backups that restore (scripts/backup.mjs), on each engine: a running API takes quote writes
// while the backup is made; the backup is restored into a fresh database (a new DATA_DIR, a new
// PostgreSQL database), and every write acknowledged before the backup began is there, with the
// restored database sound and the API able to start on it.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import { promisify } from 'node:util';
import { root } from './ports.mjs';
import { findPostgresBin, startPostgres } from './postgres.mjs';
import { BetterSqlite, freePorts, instanceAt, missing, mixedLoad, ready, seedData, signIn, sleep, spawnApi } from './test-support/load.mjs';

const pgLib = createRequire(path.join(root, 'mock-api/package.json'))('pg');

/** The documented command (npm run backup / restore), in its own process, so the load goes on meanwhile. */
const backupCli = (args, env) =>
  promisify(execFile)(process.execPath, [path.join(root, 'scripts/backup.mjs'), ...args], { env: { PATH: process.env.PATH, ...env } });
const backup = (out, env) => backupCli(['backup', '--out', out], env);
const restore = (from, env, ...flags) => backupCli(['restore', from, ...flags], env);

const dirs = [];
const children = [];
after(async () => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** The API over env's database; `seed` seeds it first when it is new, as `npm start` does. */
async function startApi(env, { seed = false } = {}) {
  if (seed) await seedData(env);
  const port = await freePorts(1);
  const child = spawnApi(port, { QUOTE_RATE_LIMIT: '0', ...env });
  children.push(child);
  const baseUrl = `http://127.0.0.1:${port}`;
  await ready(baseUrl, 120_000).catch((error) => {
    throw new Error(`${error.message}: ${child.output}`, { cause: error });
  });
  return { child, baseUrl, stop: () => new Promise((resolve) => (child.once('exit', resolve), child.kill('SIGTERM'))) };
}

/** Writes under load, a backup in the middle; returns the writes acknowledged before the backup began. */
async function backupUnderWrites(baseUrl, out, env) {
  const load = mixedLoad(await signIn(baseUrl), 'Backup', 4);
  let began;
  try {
    await sleep(1500);
    began = Date.now();
    await backup(out, env);
    // The writes go on after the backup too: those are not asked for in the restore.
    await sleep(500);
  } finally {
    await load.stop();
  }
  const before = load.result.acked.filter((q) => q.at < began);
  assert.deepEqual(load.result.failedWrites, []);
  assert.ok(before.length >= 5, `only ${before.length} writes before the backup`);
  return before;
}

test('SQLite: an online backup of a portal under writes restores into a new DATA_DIR with every acknowledged write', async () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'portal-backup-'));
  dirs.push(dir);
  const live = { DATA_DIR: path.join(dir, 'live') };
  const api = await startApi(live, { seed: true });
  const file = path.join(dir, 'portal.backup.sqlite');
  const acked = await backupUnderWrites(api.baseUrl, file, live);
  await api.stop();

  const fresh = { DATA_DIR: path.join(dir, 'restored') };
  mkdirSync(fresh.DATA_DIR);
  await restore(file, fresh);
  await assert.rejects(restore(file, fresh), /exists: stop the portal/);
  const db = new BetterSqlite(path.join(fresh.DATA_DIR, 'portal.sqlite'), { readonly: true });
  try {
    assert.equal(db.pragma('integrity_check', { simple: true }), 'ok');
    assert.deepEqual(missing(acked, db.prepare('SELECT quote_nr, goods_description FROM quotes').all()), []);
  } finally {
    db.close();
  }
  // The API runs on the restored copy as it is (no seed run before it): the same data, signed in as before.
  const again = await startApi(fresh);
  assert.ok(await instanceAt(again.baseUrl));
  assert.equal((await (await signIn(again.baseUrl)).get('/portal/userProfile')).status, 200);
  assert.doesNotMatch(again.child.output, /is empty/);
  await again.stop();
});

test(
  'PostgreSQL: pg_dump of a portal under writes restores with pg_restore into a new database with every acknowledged write',
  { skip: findPostgresBin() ? false : 'PostgreSQL is not installed' },
  async () => {
    const pg = await startPostgres({ durable: false });
    try {
      const dir = mkdtempSync(path.join(os.tmpdir(), 'portal-backup-pg-'));
      dirs.push(dir);
      const live = { DATABASE_URL: pg.url, DATA_DIR: path.join(dir, 'live') };
      const api = await startApi(live, { seed: true });
      const file = path.join(dir, 'portal.dump');
      const acked = await backupUnderWrites(api.baseUrl, file, live);
      await api.stop();

      // A new database, as docs/operations.md creates one (C collation).
      const admin = new pgLib.Client({ connectionString: pg.url });
      await admin.connect();
      await admin.query("CREATE DATABASE restored LC_COLLATE 'C' LC_CTYPE 'C' TEMPLATE template0");
      await admin.end();
      const fresh = { DATABASE_URL: pg.urlFor('restored'), DATA_DIR: path.join(dir, 'restored') };
      await restore(file, fresh);
      const db = new pgLib.Client({ connectionString: fresh.DATABASE_URL });
      await db.connect();
      try {
        const { rows } = await db.query('SELECT quote_nr, goods_description FROM quotes');
        assert.deepEqual(missing(acked, rows), []);
      } finally {
        await db.end();
      }
      const again = await startApi(fresh);
      assert.equal((await (await signIn(again.baseUrl)).get('/portal/userProfile')).status, 200);
      assert.doesNotMatch(again.child.output, /is empty/);
      await again.stop();
    } finally {
      await pg.stop();
    }
  },
);
