import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { loadConfig, type Config } from '../src/config';
import { listMigrations, MIGRATIONS_DIR, openDb, type Db } from '../src/db';
import { SEED, seedAll, seedDay } from '../src/seed';
import { seedCore } from '../src/seed/core';
import { Random } from '../src/core/random';

/**
 * The database of one test app. Without TEST_DATABASE_URL: an SQLite file in the app's DATA_DIR,
 * a copy of a file migrated and seeded once per run and kind of seed (test/sqlite.setup.mjs makes
 * the run's folder; each seed took about 3 s of CPU, and some 50 test files seed). With it (the
 * PostgreSQL jest project, see jest.postgres.cjs): a fresh database of that cluster, made by
 * CREATE DATABASE … TEMPLATE from a database seeded once per run and kind of seed (a copy of
 * files, well under a second, where seeding through the network takes most of a minute), and
 * dropped when the test closes it. Files the seed wrote beside it are copied into DATA_DIR too.
 */
export type SeedKind = 'all' | 'core' | 'none';

export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL || null;
export const engineName = TEST_DATABASE_URL ? 'postgres' : 'sqlite';

export interface TestDb {
  db: Db;
  /** DATABASE_URL for a separate API process on the same database (PostgreSQL), else null. */
  url: string | null;
  dispose(): Promise<void>;
}

async function seed(db: Db, kind: SeedKind, config: Config): Promise<void> {
  if (kind === 'all') await seedAll(db, config);
  else if (kind === 'core') {
    await seedCore(db, new Random(SEED).fork('core'), seedDay());
    await db.syncIdentities();
  }
}

function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

async function admin<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: TEST_DATABASE_URL! });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** What the template depends on: the migrations, the seed's day. */
function templateName(kind: SeedKind): string {
  const hash = crypto.createHash('sha1');
  for (const file of listMigrations()) hash.update(file).update(fs.readFileSync(path.join(MIGRATIONS_DIR, file)));
  hash.update(seedDay().toISOString());
  return `portal_tpl_${kind}_${hash.digest('hex').slice(0, 12)}`;
}

const templateFiles = (name: string) => path.join(os.tmpdir(), `${name}-files`);

/** Makes the template once per cluster; test files in other workers wait for it (advisory lock). */
async function ensureTemplate(kind: SeedKind): Promise<string> {
  const name = templateName(kind);
  await admin(async (client) => {
    await client.query('SELECT pg_advisory_lock(hashtext($1))', [name]);
    try {
      const exists = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
      if (exists.rowCount) return;
      await client.query(`CREATE DATABASE ${name} TEMPLATE template0 ENCODING 'UTF8' LC_COLLATE 'C' LC_CTYPE 'C'`);
      const dataDir = templateFiles(name);
      fs.rmSync(dataDir, { recursive: true, force: true });
      fs.mkdirSync(dataDir, { recursive: true });
      const db = await openDb(withDatabase(TEST_DATABASE_URL!, name));
      try {
        await seed(db, kind, loadConfig({}, { dataDir, logLevel: 'silent' }));
      } catch (err) {
        await db.close();
        await client.query(`DROP DATABASE ${name}`);
        throw err;
      }
      await db.close();
    } finally {
      await client.query('SELECT pg_advisory_unlock(hashtext($1))', [name]);
    }
  });
  return name;
}

const SQLITE_TEMPLATES = process.env.TEST_SQLITE_TEMPLATES || null;
const TEMPLATE_WAIT_MS = 5 * 60_000;

/**
 * The run's SQLite template of a kind of seed: a DATA_DIR (portal.sqlite, closed so its WAL is
 * folded in, and the files the seed wrote). The first test file to need it seeds it under a lock
 * folder; files in other workers wait for it to appear (renamed into place when complete).
 */
async function ensureSqliteTemplate(kind: SeedKind): Promise<string> {
  const dir = path.join(SQLITE_TEMPLATES!, templateName(kind));
  const lock = `${dir}.lock`;
  const deadline = Date.now() + TEMPLATE_WAIT_MS;
  while (!fs.existsSync(dir)) {
    try {
      fs.mkdirSync(lock);
    } catch {
      if (Date.now() > deadline)
        throw new Error(`The SQLite template ${dir} did not appear within ${TEMPLATE_WAIT_MS / 1000} s (remove ${lock} if its seed died)`);
      await new Promise((resolve) => setTimeout(resolve, 100));
      continue;
    }
    try {
      const building = `${dir}.building`;
      fs.rmSync(building, { recursive: true, force: true });
      const config = loadConfig({}, { dataDir: building, logLevel: 'silent' });
      const db = await openDb(config.dbFile);
      try {
        await seed(db, kind, config);
      } finally {
        await db.close();
      }
      fs.renameSync(building, dir);
    } finally {
      fs.rmSync(lock, { recursive: true, force: true });
    }
  }
  return dir;
}

let counter = 0;

/** The template's database file as config.dbFile, the rest of it into config.dataDir. */
function copySqliteTemplate(template: string, config: Config): void {
  for (const name of fs.readdirSync(template)) {
    const target = name === 'portal.sqlite' ? config.dbFile : path.join(config.dataDir, name);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.cpSync(path.join(template, name), target, { recursive: true });
  }
}

export async function openTestDb(kind: SeedKind, config: Config): Promise<TestDb> {
  if (!TEST_DATABASE_URL) {
    if (SQLITE_TEMPLATES) copySqliteTemplate(await ensureSqliteTemplate(kind), config);
    const db = await openDb(config.dbFile);
    // Without the run's folder (a file run outside jest's global setup), seeded here as before.
    if (!SQLITE_TEMPLATES) await seed(db, kind, config);
    return { db, url: null, dispose: () => db.close() };
  }
  const template = await ensureTemplate(kind);
  const name = `portal_test_${process.pid}_${++counter}_${crypto.randomBytes(3).toString('hex')}`;
  await admin((client) => client.query(`CREATE DATABASE ${name} TEMPLATE ${template}`));
  if (fs.existsSync(templateFiles(template))) fs.cpSync(templateFiles(template), config.dataDir, { recursive: true });
  const url = withDatabase(TEST_DATABASE_URL, name);
  const db = await openDb(url);
  return {
    db,
    url,
    async dispose() {
      await db.close();
      await admin((client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}

/** A database for a test that opens its own (no app): migrated, seeded as asked, in dataDir. */
export async function openBareTestDb(dataDir: string, kind: SeedKind = 'none'): Promise<TestDb> {
  return openTestDb(kind, loadConfig({}, { dataDir, apiPort: 0, logLevel: 'silent' }));
}
