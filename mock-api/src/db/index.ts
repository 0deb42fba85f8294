import { Db } from './db';
import { migrate } from './migrate';

export { Db } from './db';
export type { ChangeKind, Params, RunResult } from './db';
export { migrate, listMigrations, MIGRATIONS_DIR } from './migrate';

/** Opens the database file and brings its schema up to date. */
export function openDb(file: string): Db {
  const db = new Db(file);
  try {
    migrate(db);
    db.shareChanges();
  } catch (err) {
    db.close();
    throw err;
  }
  return db;
}

/** Current time as the ISO-8601 UTC text every timestamp column holds. */
export function nowIso(): string {
  return new Date().toISOString();
}
