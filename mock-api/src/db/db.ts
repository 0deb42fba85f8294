import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';

/**
 * The one query layer. SQL uses named parameters (`@name`, keys without the `@`) and stays
 * portable: standard types, `ON CONFLICT … DO UPDATE`, no SQLite-only functions in queries, so the
 * store could move to PostgreSQL by swapping this class.
 */
export type Params = Record<string, unknown>;

export interface RunResult {
  changes: number;
  lastInsertRowid: number;
}

const STATEMENT_CACHE_SIZE = 500;

/** SQLite binds only numbers, strings, bigints, buffers and null: map the rest once, here. */
function normalise(params: Params | undefined): Record<string, unknown> {
  if (!params) return {};
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined) out[key] = null;
    else if (typeof value === 'boolean') out[key] = value ? 1 : 0;
    else if (value instanceof Date) out[key] = value.toISOString();
    else out[key] = value;
  }
  return out;
}

export interface RunOptions {
  /**
   * Bookkeeping that no query result depends on (a session's last activity): it leaves
   * `generation` alone, so the caches of data survive it.
   */
  bookkeeping?: boolean;
}

export class Db {
  readonly raw: Database.Database;
  private readonly statements = new Map<string, Database.Statement>();
  private writes = 0;

  constructor(readonly file: string) {
    if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true });
    this.raw = new Database(file);
    this.raw.pragma('journal_mode = WAL');
    // FULL: a commit is on disk before we answer, so acknowledged writes survive kill -9 / power loss.
    this.raw.pragma('synchronous = FULL');
    this.raw.pragma('foreign_keys = ON');
    this.raw.pragma('busy_timeout = 5000');
  }

  private prepare(sql: string): Database.Statement {
    let stmt = this.statements.get(sql);
    if (!stmt) {
      stmt = this.raw.prepare(sql);
      if (this.statements.size >= STATEMENT_CACHE_SIZE) this.statements.delete(this.statements.keys().next().value as string);
      this.statements.set(sql, stmt);
    }
    return stmt;
  }

  /**
   * Changes whenever anything is written through this connection: an in-process cache of query
   * results (ReadCache) is true while the generation it was filled at is still current. The API
   * is the only writer of its database.
   */
  get generation(): number {
    return this.writes;
  }

  private counted(stmt: Database.Statement): Database.Statement {
    if (!stmt.readonly) this.writes++;
    return stmt;
  }

  all<T = Record<string, unknown>>(sql: string, params?: Params): T[] {
    return this.counted(this.prepare(sql)).all(normalise(params)) as T[];
  }

  get<T = Record<string, unknown>>(sql: string, params?: Params): T | undefined {
    return this.counted(this.prepare(sql)).get(normalise(params)) as T | undefined;
  }

  /** Streams rows one by one (large exports) instead of building one array. */
  iterate<T = Record<string, unknown>>(sql: string, params?: Params): IterableIterator<T> {
    return this.counted(this.prepare(sql)).iterate(normalise(params)) as IterableIterator<T>;
  }

  run(sql: string, params?: Params, options: RunOptions = {}): RunResult {
    const stmt = this.prepare(sql);
    const res = (options.bookkeeping ? stmt : this.counted(stmt)).run(normalise(params));
    return { changes: res.changes, lastInsertRowid: Number(res.lastInsertRowid) };
  }

  /** Runs fn in one transaction (nested calls become savepoints). fn must be synchronous. */
  tx<T>(fn: () => T): T {
    return this.raw.transaction(() => {
      const result = fn();
      if (result instanceof Promise) throw new Error('Db.tx: the callback must be synchronous (no await inside a transaction).');
      return result;
    })();
  }

  /** Several statements without parameters (migrations, test fixtures). */
  exec(sql: string): void {
    this.writes++;
    this.raw.exec(sql);
  }

  close(): void {
    this.statements.clear();
    if (this.raw.open) this.raw.close();
  }
}
