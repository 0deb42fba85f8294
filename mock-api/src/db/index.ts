import type { Db } from './db';
import { migrate, MIGRATION_LOCK } from './migrate';
import { PostgresDb } from './postgres';
import { SqliteDb } from './sqlite';

export { Db } from './db';
export type { Params } from './db';
export { SqliteDb } from './sqlite';
export { PG_COUNTER_SQL, PostgresDb, redactUrl } from './postgres';
export { migrate, listMigrations, MIGRATIONS_DIR, MigrationError } from './migrate';
export { DatabaseStartError } from './startErrors';

const isPostgresUrl = (target: string): boolean => /^postgres(ql)?:\/\//i.test(target);

/**
 * Opens the database and brings its schema up to date: a `postgres://` URL (DATABASE_URL) on
 * PostgreSQL, anything else as an SQLite file. A database that cannot be reached, refuses the
 * credentials or is at a newer migration fails here with a message that says which.
 * applicationName: how PostgreSQL names its connections (pg_stat_activity, the server's log).
 */
export async function openDb(target: string, options: { applicationName?: string } = {}): Promise<Db> {
  const db: Db = isPostgresUrl(target) ? new PostgresDb(target, options) : new SqliteDb(target);
  try {
    if (db instanceof PostgresDb) await db.connectCheck();
    const applied = await migrate(db);
    if (db instanceof PostgresDb) {
      // Only after a migration ran (it may insert rows with their own ids), and under the
      // migrations' lock: two instances starting together sync one after the other.
      if (applied.length > 0)
        await db.tx(async () => {
          await db.lockNamed(MIGRATION_LOCK);
          await db.syncIdentities();
        });
      db.refreshSchema();
    }
    await db.shareChanges();
  } catch (err) {
    await db.close().catch(() => undefined);
    throw err;
  }
  return db;
}

/** Current time as the ISO-8601 UTC text every timestamp column holds. */
export function nowIso(): string {
  return new Date().toISOString();
}
