import fs from 'node:fs';
import path from 'node:path';
import { PACKAGE_ROOT } from '../config';
import type { Db } from './db';
import type { Engine } from './dialect';

/**
 * Applies the migrations once each, in number order, each in its own transaction, and records
 * them by name in `migrations`. Number ranges per slice: 001-009 core, 010-019 shipments, 020-029
 * quotes, 030-039 documents, 040-049 networks/contact, 050-059 external apps, 060-069 reference.
 * `src/db/migrations/NNN_name.sql` serves both engines as written; a migration that must differ
 * has one file per engine of the same name, in `sqlite/` and `postgres/` (migrations/README.md).
 */
// From the package root, so the same path holds for the sources and for the built dist/server.mjs.
export const MIGRATIONS_DIR = path.join(PACKAGE_ROOT, 'src', 'db', 'migrations');

const FILE_PATTERN = /^(\d{3})_[a-z0-9_-]+\.sql$/i;

export interface Migration {
  /** The file name, as recorded in `migrations`: the same on both engines. */
  name: string;
  /** Where the engine's text is: the shared file or the engine's own. */
  file: string;
}

const sqlFiles = (dir: string): string[] => (fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => FILE_PATTERN.test(f)) : []);

export class MigrationError extends Error {}

/**
 * Held by each migration's transaction (Db.lockNamed): instances starting together apply each
 * migration once, one after the other. Only migrations (and the identity sync after them, db/index.ts) take it.
 */
export const MIGRATION_LOCK = 'portal.migrations';

/** The migrations `engine` runs, in number order. */
export function listMigrations(engine: Engine, dir = MIGRATIONS_DIR): Migration[] {
  const own = path.join(dir, engine);
  const ownNames = new Set(sqlFiles(own));
  const shared = sqlFiles(dir);
  for (const name of shared) if (ownNames.has(name)) throw new Error(`Migration ${name} is both shared and in ${engine}/: keep one`);
  const migrations = [...shared.map((name) => ({ name, file: path.join(dir, name) })), ...[...ownNames].map((name) => ({ name, file: path.join(own, name) }))];
  migrations.sort((a, b) => (a.name < b.name ? -1 : 1));
  const seen = new Map<string, string>();
  for (const { name } of migrations) {
    const number = FILE_PATTERN.exec(name)![1];
    if (seen.has(number)) throw new Error(`Two migrations share number ${number}: ${seen.get(number)} and ${name}`);
    seen.set(number, name);
  }
  return migrations;
}

/**
 * Returns the names applied by this call. A database that holds a migration this code does not
 * know was migrated by a newer version: refused (MigrationError), never run against.
 */
export async function migrate(db: Db, dir = MIGRATIONS_DIR): Promise<string[]> {
  // Under the lock: on PostgreSQL two instances creating it at once would otherwise collide.
  await db.tx(async () => {
    await db.lockNamed(MIGRATION_LOCK);
    await db.exec(`CREATE TABLE IF NOT EXISTS migrations (
    name VARCHAR(200) PRIMARY KEY,
    applied_at VARCHAR(30) NOT NULL
  )`);
  });
  const migrations = listMigrations(db.dialect.engine, dir);
  const done = new Set((await db.all<{ name: string }>('SELECT name FROM migrations')).map((r) => r.name));
  const known = new Set(migrations.map((m) => m.name));
  const unknown = [...done].filter((name) => !known.has(name)).sort();
  if (unknown.length > 0) {
    throw new MigrationError(
      `The database at ${db.location} is at a newer migration than this code (it has ${unknown.join(', ')}, which this version does not know). ` +
        'Run the newer version of the API against it, or point DATA_DIR / DATABASE_URL at another database.',
    );
  }
  const applied: string[] = [];
  for (const { name, file } of migrations) {
    if (done.has(name)) continue;
    const sql = fs.readFileSync(file, 'utf8');
    // Checked again under the lock: instances starting together apply each migration once.
    const ran = await db.tx(async () => {
      await db.lockNamed(MIGRATION_LOCK);
      if (await db.get('SELECT 1 AS one FROM migrations WHERE name = @name', { name })) return false;
      await db.exec(sql);
      await db.run('INSERT INTO migrations (name, applied_at) VALUES (@name, @at)', { name, at: new Date().toISOString() });
      return true;
    });
    if (ran) applied.push(name);
  }
  return applied;
}
