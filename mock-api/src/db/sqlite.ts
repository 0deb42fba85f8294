import { AsyncLocalStorage } from 'node:async_hooks';
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import {
  bumpCounterSql,
  CHANGE_KINDS,
  Db,
  normalise,
  READ_COUNTERS_SQL,
  type ChangeKind,
  type CounterRow,
  type Params,
  type RunOptions,
  type RunResult,
  type TxOptions,
} from './db';
import { sqliteDialect, ZONED_DAY_START } from './dialect';
import { zonedDayStart } from './zonedDay';

const STATEMENT_CACHE_SIZE = 500;

interface Transaction {
  /** Savepoints open inside it. */
  depth: number;
  ended: Promise<void>;
  /** Shared counters to move just before it commits (one update per kind per transaction). */
  pending: Set<ChangeKind>;
  /** A statement of it wrote: its commit writes the log (Db.durableCommits). */
  wrote: boolean;
}

/**
 * Embedded SQLite (better-sqlite3): one connection, every statement synchronous underneath.
 * Methods are async for the shared interface. A transaction is BEGIN IMMEDIATE … COMMIT on the
 * one connection, so while it is open every query made outside it waits for its end (it would
 * otherwise run inside it, and be rolled back with it), and so does every other transaction.
 * better-sqlite3's own transaction() refuses async callbacks, hence BEGIN/COMMIT here.
 */
export class SqliteDb extends Db {
  readonly dialect = sqliteDialect;
  readonly raw: Database.Database;
  readonly location: string;
  private readonly statements = new Map<string, Database.Statement>();
  private readonly context = new AsyncLocalStorage<Transaction>();
  private open: Transaction | null = null;
  /** Queries waiting for another's transaction to end (metrics). */
  queued = 0;
  /** Set by shareChanges once the change_counters table exists. */
  private counters: { bump: Record<ChangeKind, Database.Statement>; read: Database.Statement; dataVersion: Database.Statement } | null = null;
  private lastDataVersion = -1;

  constructor(readonly file: string) {
    super();
    if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true });
    this.location = file;
    this.raw = new Database(file);
    this.raw.pragma('journal_mode = WAL');
    // FULL: a commit is on disk before we answer, so acknowledged writes survive kill -9 / power loss.
    this.raw.pragma('synchronous = FULL');
    this.raw.pragma('foreign_keys = ON');
    this.raw.pragma('busy_timeout = 5000');
    this.raw.function(ZONED_DAY_START, { deterministic: true }, zonedDayStart);
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

  /** Resolves when a query from here may use the connection: no transaction open, or ours. */
  private async turn(): Promise<void> {
    if (!this.open || this.context.getStore() === this.open) return;
    this.queued++;
    try {
      while (this.open && this.context.getStore() !== this.open) await this.open.ended;
    } finally {
      this.queued--;
    }
  }

  override async shareChanges(): Promise<void> {
    await super.shareChanges();
    if (!this.sharing) return;
    const bump = (kind: ChangeKind) => this.raw.prepare(bumpCounterSql(kind));
    this.counters = {
      bump: Object.fromEntries(CHANGE_KINDS.map((kind) => [kind, bump(kind)])) as Record<ChangeKind, Database.Statement>,
      read: this.raw.prepare(READ_COUNTERS_SQL),
      dataVersion: this.raw.prepare('PRAGMA data_version').pluck(),
    };
  }

  /**
   * SQLite's data_version moves only when another connection committed (about a microsecond to
   * ask); only then are the counters read. Synchronous: no await on a request's path.
   */
  pollChanges(): void {
    if (!this.counters) return;
    const version = this.counters.dataVersion.get() as number;
    if (version === this.lastDataVersion) return;
    this.lastDataVersion = version;
    this.noticeCounters(this.counters.read.all() as CounterRow[]);
  }

  /** Runs a write and moves its shared counter with it, in one transaction. */
  private write<T>(kind: ChangeKind, fn: () => T): T {
    this.wrote(kind);
    const counters = this.counters;
    if (!counters) return fn();
    if (this.open) {
      // turn() let us through, so we are inside the open transaction: its commit moves the counter.
      this.open.pending.add(kind);
      return fn();
    }
    return this.raw.transaction(() => {
      const result = fn();
      counters.bump[kind].run();
      return result;
    })();
  }

  async all<T = Record<string, unknown>>(sql: string, params?: Params): Promise<T[]> {
    if (this.open) await this.turn();
    const stmt = this.prepare(sql);
    if (stmt.readonly) return stmt.all(normalise(params)) as T[];
    const rows = this.write('data', () => stmt.all(normalise(params))) as T[];
    this.countWrite();
    return rows;
  }

  async get<T = Record<string, unknown>>(sql: string, params?: Params, options: RunOptions = {}): Promise<T | undefined> {
    if (this.open) await this.turn();
    const stmt = this.prepare(sql);
    if (stmt.readonly) return stmt.get(normalise(params)) as T | undefined;
    const row = this.durably(options, () =>
      options.bookkeeping ? stmt.get(normalise(params)) : this.write(options.changes ?? 'data', () => stmt.get(normalise(params))),
    ) as T | undefined;
    this.countWrite(options.relaxedDurability);
    return row;
  }

  async run(sql: string, params?: Params, options: RunOptions = {}): Promise<RunResult> {
    if (this.open) await this.turn();
    const stmt = this.prepare(sql);
    const res = this.durably(options, () =>
      options.bookkeeping ? stmt.run(normalise(params)) : this.write(options.changes ?? 'data', () => stmt.run(normalise(params))),
    );
    if (!stmt.readonly) this.countWrite(options.relaxedDurability);
    return { changes: res.changes };
  }

  /** After a write statement: the open transaction's commit will write the log, or, alone, it committed (Db.durableCommits). */
  private countWrite(relaxed = false): void {
    if (this.open) this.open.wrote = true;
    else if (!relaxed) this.committedDurably();
  }

  /** Runs a write with synchronous=NORMAL for its commit when asked (RunOptions.relaxedDurability) and no transaction is open. */
  private durably<T>(options: RunOptions, fn: () => T): T {
    if (!options.relaxedDurability || this.open) return fn();
    this.raw.pragma('synchronous = NORMAL');
    try {
      return fn();
    } finally {
      this.raw.pragma('synchronous = FULL');
    }
  }

  async exec(sql: string): Promise<void> {
    if (this.open) await this.turn();
    this.write('data', () => this.raw.exec(sql));
    this.countWrite();
  }

  get inTransaction(): boolean {
    return this.open !== null && this.context.getStore() === this.open;
  }

  async tx<T>(fn: () => Promise<T> | T, options: TxOptions = {}): Promise<T> {
    const current = this.context.getStore();
    if (current && current === this.open) return this.savepoint(current, fn);
    while (this.open) await this.open.ended;
    let end!: () => void;
    const tx: Transaction = { depth: 0, ended: new Promise<void>((resolve) => (end = resolve)), pending: new Set(), wrote: false };
    this.open = tx;
    // The connection is this transaction's alone until it ends: the setting holds for its commit only.
    const relaxed = options.relaxedDurability === true;
    if (relaxed) this.raw.pragma('synchronous = NORMAL');
    try {
      this.raw.exec('BEGIN IMMEDIATE');
      const result = await this.context.run(tx, fn);
      if (this.counters) for (const kind of tx.pending) this.counters.bump[kind].run();
      this.raw.exec('COMMIT');
      if (tx.wrote && !relaxed) this.committedDurably();
      return result;
    } catch (err) {
      if (this.raw.inTransaction) this.raw.exec('ROLLBACK');
      throw err;
    } finally {
      if (relaxed) this.raw.pragma('synchronous = FULL');
      this.transactionEnded(tx.pending);
      this.open = null;
      end();
    }
  }

  /** The open transaction began IMMEDIATE: it holds the file's one write lock already. */
  async lockNamed(): Promise<void> {}

  private async savepoint<T>(tx: Transaction, fn: () => Promise<T> | T): Promise<T> {
    const name = `sp${++tx.depth}`;
    this.raw.exec(`SAVEPOINT ${name}`);
    try {
      const result = await fn();
      this.raw.exec(`RELEASE ${name}`);
      return result;
    } catch (err) {
      this.raw.exec(`ROLLBACK TO ${name}`);
      this.raw.exec(`RELEASE ${name}`);
      throw err;
    } finally {
      tx.depth--;
    }
  }

  async close(): Promise<void> {
    this.statements.clear();
    if (this.raw.open) this.raw.close();
  }
}
