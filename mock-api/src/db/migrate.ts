import fs from 'node:fs';
import path from 'node:path';
import { PACKAGE_ROOT } from '../config';
import type { Db } from './db';

/**
 * Applies `src/db/migrations/NNN_name.sql` once each, in number order, each in its own
 * transaction, and records them in `migrations`. Number ranges per slice: 001-009 core,
 * 010-019 shipments, 020-029 quotes, 030-039 documents, 040-049 networks/contact,
 * 050-059 external apps, 060-069 reference. The same files serve both engines: Db.exec
 * translates the few differences (db/dialect.ts).
 */
// From the package root, so the same path holds for the sources and for the built dist/server.mjs.
export const MIGRATIONS_DIR = path.join(PACKAGE_ROOT, 'src', 'db', 'migrations');

const FILE_PATTERN = /^(\d{3})_[a-z0-9_-]+\.sql$/i;

export class MigrationError extends Error {}

/**
 * Held by each migration's transaction (Db.lockNamed): instances starting together apply each
 * migration once, one after the other. Only migrations (and the identity sync after them, db/index.ts) take it.
 */
export const MIGRATION_LOCK = 'portal.migrations';

export function listMigrations(dir = MIGRATIONS_DIR): string[] {
  const files = fs
    .readdirSync(dir)
    .filter((f) => FILE_PATTERN.test(f))
    .sort();
  const seen = new Map<string, string>();
  for (const file of files) {
    const number = FILE_PATTERN.exec(file)![1];
    if (seen.has(number)) throw new Error(`Two migrations share number ${number}: ${seen.get(number)} and ${file}`);
    seen.set(number, file);
  }
  return files;
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
  const files = listMigrations(dir);
  const done = new Set((await db.all<{ name: string }>('SELECT name FROM migrations')).map((r) => r.name));
  const known = new Set(files);
  const unknown = [...done].filter((name) => !known.has(name)).sort();
  if (unknown.length > 0) {
    throw new MigrationError(
      `The database at ${db.location} is at a newer migration than this code (it has ${unknown.join(', ')}, which this version does not know). ` +
        'Run the newer version of the API against it, or point DATA_DIR / DATABASE_URL at another database.',
    );
  }
  const applied: string[] = [];
  for (const file of files) {
    if (done.has(file)) continue;
    const sql = fs.readFileSync(path.join(dir, file), 'utf8');
    // Checked again under the lock: instances starting together apply each migration once.
    const ran = await db.tx(async () => {
      await db.lockNamed(MIGRATION_LOCK);
      if (await db.get('SELECT 1 AS one FROM migrations WHERE name = @name', { name: file })) return false;
      await db.exec(sql);
      await db.run('INSERT INTO migrations (name, applied_at) VALUES (@name, @at)', { name: file, at: new Date().toISOString() });
      return true;
    });
    if (ran) applied.push(file);
  }
  return applied;
}
