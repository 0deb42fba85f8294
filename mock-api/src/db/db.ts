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

/**
 * The counters every instance shares through the database (table change_counters, migration
 * 002): `data` moves with any write a cached answer could depend on, `sessions` with a session
 * stored or ended. See pollChanges.
 */
export type ChangeKind = 'data' | 'sessions';

export interface RunOptions {
  /**
   * Bookkeeping that no query result depends on (a session's last activity, a throttle's count):
   * it leaves `generation` and the shared counters alone, so the caches survive it.
   */
  bookkeeping?: boolean;
  /** The shared counter this write moves; default `data` (which also moves this process's generation). */
  changes?: ChangeKind;
}

interface CounterRow {
  name: ChangeKind;
  value: number;
}

export class Db {
  readonly raw: Database.Database;
  private readonly statements = new Map<string, Database.Statement>();
  private writes = 0;
  /** Set by shareChanges once the change_counters table exists. */
  private counters: { bump: Record<ChangeKind, Database.Statement>; read: Database.Statement; dataVersion: Database.Statement } | null = null;
  /** Counters to move before the transaction Db.tx runs commits (one update per kind per transaction). */
  private pending = new Set<ChangeKind>();
  private txDepth = 0;
  private lastDataVersion = -1;
  private readonly seen: Record<ChangeKind, number> = { data: -1, sessions: -1 };
  /** How often another instance's change was noticed, per counter. */
  private readonly external: Record<ChangeKind, number> = { data: 0, sessions: 0 };

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
   * Changes whenever data is written, through this connection or (noticed by pollChanges) by
   * another instance: an in-process cache of query results (ReadCache) is true while the
   * generation it was filled at is still current.
   */
  get generation(): number {
    return this.writes + this.external.data;
  }

  /** As generation, and also moved when another instance stored or ended a session (SqliteSessionStore). */
  get sessionGeneration(): number {
    return this.generation + this.external.sessions;
  }

  /**
   * From now on every write also moves a counter in change_counters, in its own transaction, so
   * other instances over the same database see it (pollChanges). Called by openDb after the
   * migrations; a bare Db (unit tests) keeps to its own process.
   */
  shareChanges(): void {
    const exists = this.raw.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'change_counters'").get();
    if (!exists) return;
    const bump = (name: ChangeKind) => this.raw.prepare(`UPDATE change_counters SET value = value + 1 WHERE name = '${name}'`);
    this.counters = {
      bump: { data: bump('data'), sessions: bump('sessions') },
      read: this.raw.prepare('SELECT name, value FROM change_counters'),
      dataVersion: this.raw.prepare('PRAGMA data_version').pluck(),
    };
  }

  /**
   * Once per request, before anything cached is trusted: did another instance change data or
   * sessions since the last look? SQLite's data_version moves only when another connection
   * committed (about a microsecond to ask); only then are the counters read. A PostgreSQL
   * implementation reads the counter row (or listens for NOTIFY) and returns a Promise.
   */
  pollChanges(): void | Promise<void> {
    if (!this.counters) return;
    const version = this.counters.dataVersion.get() as number;
    if (version === this.lastDataVersion) return;
    this.lastDataVersion = version;
    for (const row of this.counters.read.all() as CounterRow[]) {
      // Our own bumps are in there too: noticing them again only costs a cache refill.
      if (row.value !== this.seen[row.name]) {
        this.seen[row.name] = row.value;
        this.external[row.name]++;
      }
    }
  }

  /** Runs a write and moves its counter with it, in one transaction. */
  private write<T>(kind: ChangeKind, fn: () => T): T {
    if (kind === 'data') this.writes++;
    const counters = this.counters;
    if (!counters) return fn();
    if (this.txDepth > 0) {
      this.pending.add(kind);
      return fn();
    }
    // Inside a transaction someone else opened (db.raw): move the counter right away.
    if (this.raw.inTransaction) {
      const result = fn();
      counters.bump[kind].run();
      return result;
    }
    return this.raw.transaction(() => {
      const result = fn();
      counters.bump[kind].run();
      return result;
    })();
  }

  all<T = Record<string, unknown>>(sql: string, params?: Params): T[] {
    const stmt = this.prepare(sql);
    return (stmt.readonly ? stmt.all(normalise(params)) : this.write('data', () => stmt.all(normalise(params)))) as T[];
  }

  /** A write with RETURNING is counted as run counts it (options alike). */
  get<T = Record<string, unknown>>(sql: string, params?: Params, options: RunOptions = {}): T | undefined {
    const stmt = this.prepare(sql);
    if (stmt.readonly || options.bookkeeping) return stmt.get(normalise(params)) as T | undefined;
    return this.write(options.changes ?? 'data', () => stmt.get(normalise(params))) as T | undefined;
  }

  /** Streams rows one by one (large exports) instead of building one array. Reads only. */
  iterate<T = Record<string, unknown>>(sql: string, params?: Params): IterableIterator<T> {
    const stmt = this.prepare(sql);
    if (!stmt.readonly) throw new Error('Db.iterate is for reads; use run, get or all to write.');
    return stmt.iterate(normalise(params)) as IterableIterator<T>;
  }

  run(sql: string, params?: Params, options: RunOptions = {}): RunResult {
    const stmt = this.prepare(sql);
    const res = options.bookkeeping ? stmt.run(normalise(params)) : this.write(options.changes ?? 'data', () => stmt.run(normalise(params)));
    return { changes: res.changes, lastInsertRowid: Number(res.lastInsertRowid) };
  }

  /**
   * Runs fn in one transaction (nested calls become savepoints). fn must be synchronous.
   * Transactions begin IMMEDIATE: they take the write lock at the start (waiting up to
   * busy_timeout), so a read-then-write (the next quote number, "migration not applied yet")
   * cannot interleave with another instance's, nor fail with SQLITE_BUSY when another instance
   * committed between its read and its write.
   */
  tx<T>(fn: () => T): T {
    const outermost = this.txDepth === 0;
    const transaction = this.raw.transaction(() => {
      this.txDepth++;
      let result: T;
      try {
        result = fn();
      } finally {
        this.txDepth--;
      }
      if (result instanceof Promise) throw new Error('Db.tx: the callback must be synchronous (no await inside a transaction).');
      if (outermost && this.counters) for (const kind of this.pending) this.counters.bump[kind].run();
      return result;
    });
    try {
      return outermost ? transaction.immediate() : transaction();
    } finally {
      if (outermost) this.pending.clear();
    }
  }

  /** Several statements without parameters (migrations, test fixtures). */
  exec(sql: string): void {
    this.write('data', () => this.raw.exec(sql));
  }

  close(): void {
    this.statements.clear();
    if (this.raw.open) this.raw.close();
  }
}
