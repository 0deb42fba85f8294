import { AsyncLocalStorage } from 'node:async_hooks';
import pg from 'pg';
import {
  Db,
  normalise,
  READ_COUNTERS_SQL,
  TX_ATTEMPTS,
  type ChangeKind,
  type CounterRow,
  type Params,
  type RunOptions,
  type RunResult,
  type TxOptions,
} from './db';
import { postgresDialect, type CompiledQuery } from './dialect';
import { requestTag } from './requestTag';
import { notifyChangeSql, NOTIFY_RETURNING, PgChangeListener, type ListenerOptions } from './pgChangeListener';
import { DatabaseStartError, describeConnectError } from './startErrors';

/**
 * PostgreSQL through node-postgres (`pg`): a pool of connections, each query a named prepared
 * statement (parsed once per connection). A transaction takes one pooled connection for its whole
 * callback: AsyncLocalStorage routes every query made inside it, however deep in awaits, to that
 * connection. Transactions run side by side, on this instance and on others, each holding only the
 * rows it locks or writes (Db.tx says how a read-then-write stays safe); one that PostgreSQL
 * refuses for a serialization failure or a deadlock runs again (TX_ATTEMPTS).
 */

/** SQLSTATEs that mean "another transaction interleaved: run it again". */
const RETRYABLE = new Set(['40001', '40P01']);

/**
 * Runs `attempt` again, a few ms later, while PostgreSQL refuses it for a serialization failure
 * or a deadlock (TX_ATTEMPTS in all): a whole transaction, or a statement that commits alone
 * (it may wait on a row another transaction holds, a foreign key's check say). Refused, either
 * changed nothing.
 */
async function retried<T>(attempt: () => Promise<T>): Promise<T> {
  for (let n = 1; ; n++) {
    try {
      return await attempt();
    } catch (err) {
      if (n >= TX_ATTEMPTS || !RETRYABLE.has((err as { code?: string }).code ?? '')) throw err;
      // Growing and spread: the two that met should not meet again at once.
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 5 * n));
    }
  }
}

const STATEMENT_CACHE_SIZE = 500;
/** Connections of the relaxed pool (PostgresDb.relaxed): its statements are short and few. */
const RELAXED_POOL_SIZE = 2;
/** SQL_DEBUG=1: print each refused statement with its values (development only: values may be personal data). */
const SQL_DEBUG = process.env.SQL_DEBUG === '1';

/** Values as SQLite hands them out: 64-bit counts and NUMERIC as numbers, booleans as 1/0. */
const TYPES = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === pg.types.builtins.INT8) return (v: string) => Number(v);
    if (oid === pg.types.builtins.NUMERIC) return (v: string) => Number(v);
    if (oid === pg.types.builtins.BOOL) return (v: string) => (v === 't' ? 1 : 0);
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- pg's overloads take a union of formats.
    return pg.types.getTypeParser(oid, format as any);
  },
};

/** SQLSTATEs of a value its column's type cannot hold: text representation, range, datetime. */
const UNREPRESENTABLE = new Set(['22P02', '22003', '22007', '22008', '22021']);

interface Prepared extends CompiledQuery {
  name: string;
}

interface Transaction {
  client: pg.PoolClient;
  depth: number;
  /** Shared counters to move just before it commits (one update per kind per transaction). */
  pending: Set<ChangeKind>;
  /** A statement of it wrote: its commit waits for the disk unless relaxed (Db.durableCommits). */
  wrote: boolean;
}

/** Slots of each shared counter (migration 099). */
const COUNTER_SLOTS = 8;

/**
 * Moves one slot of a shared counter, chosen at random once per statement (a scalar subquery):
 * writes at once mostly lock different rows, so their commits share the disk's flushes. Without a
 * listener of its own (a script, a test's bare Db) the statement also notifies the listening
 * instances, at its commit; a listening instance notifies after the commit (listener.changed).
 */
const bumpSql = (kind: ChangeKind, notifyInline: boolean): string =>
  `UPDATE change_counters SET value = value + 1 WHERE name = (SELECT '${kind}.' || floor(random() * ${COUNTER_SLOTS})::int)` +
  (notifyInline ? NOTIFY_RETURNING : '');

/**
 * A write's move of a shared counter as a part of the write's own statement (a data-modifying
 * CTE, RunOptions.movesOwnCounter): the statement then commits alone.
 */
export const PG_COUNTER_SQL: Record<ChangeKind, string> = { data: bumpSql('data', false), sessions: bumpSql('sessions', false), records: bumpSql('records', false) };

/** The URL without its password, for messages and logs. */
export function redactUrl(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return 'postgres://(unparsable DATABASE_URL)';
  }
}

export class PostgresDb extends Db {
  readonly dialect = postgresDialect;
  readonly location: string;
  readonly pool: pg.Pool;
  private readonly statements = new Map<string, Prepared>();
  private readonly context = new AsyncLocalStorage<Transaction>();
  private statementCount = 0;
  private polling: Promise<void> | null = null;
  private nextPoll: Promise<void> | null = null;
  /** The LISTEN connection, once listen() was called. */
  listener: PgChangeListener | null = null;
  /** Reads of the shared counters (one round trip each): none while the listener is fresh. */
  counterReads = 0;
  /** Connections whose commits do not wait for the disk (RunOptions.relaxedDurability), made on first use. */
  private relaxedPool: pg.Pool | null = null;

  constructor(
    readonly url: string,
    options: { poolSize?: number; applicationName?: string } = {},
  ) {
    super();
    this.location = redactUrl(url);
    this.pool = new pg.Pool({
      connectionString: url,
      application_name: options.applicationName ?? 'portal-api',
      max: options.poolSize ?? 10,
      types: TYPES,
      connectionTimeoutMillis: 10_000,
    });
    // An idle connection the server closed (restart, failover) must not crash the process: the
    // pool drops it and the next query opens a new one.
    this.pool.on('error', (err) => console.error(`PostgreSQL connection lost (${this.location}): ${err.message}`));
  }

  /** One connection, to fail at start with a clear message: unreachable, refused, too old. */
  async connectCheck(): Promise<void> {
    let version: number;
    try {
      const res = await this.pool.query<{ server_version_num: string }>('SHOW server_version_num');
      version = Number(res.rows[0].server_version_num);
    } catch (err) {
      throw describeConnectError(err, this.location);
    }
    if (version < 150000) throw new DatabaseStartError(`PostgreSQL at ${this.location} is version ${Math.floor(version / 10000)}; the API needs 15 or newer.`);
  }

  /** Forgets the prepared statements (after migrations and after exec): a changed table is prepared anew. */
  refreshSchema(): void {
    this.statements.clear();
  }

  /**
   * Identity columns continue after the highest id (a migration or seed may have set ids itself).
   * Never moves a sequence back: another instance may be inserting meanwhile, and a sequence set
   * below what it already handed out would give an id twice. In a transaction, each table is held
   * against writes from its look to the end (SHARE ROW EXCLUSIVE: reads go on), so no id is
   * handed out between the look and setval.
   */
  override async syncIdentities(): Promise<void> {
    await (this.context.getStore()?.client ?? this.pool).query(`DO $$ DECLARE t record; seq text; next bigint; BEGIN
      FOR t IN SELECT table_name FROM information_schema.columns
               WHERE table_schema = current_schema() AND column_name = 'id' AND is_identity = 'YES' LOOP
        seq := pg_get_serial_sequence(quote_ident(t.table_name), 'id');
        EXECUTE format('LOCK TABLE %I IN SHARE ROW EXCLUSIVE MODE', t.table_name);
        EXECUTE format('SELECT GREATEST(COALESCE((SELECT MAX(id) FROM %I), 0) + 1, (SELECT CASE WHEN is_called THEN last_value + 1 ELSE last_value END FROM %s))', t.table_name, seq) INTO next;
        PERFORM setval(seq, next, false);
      END LOOP; END $$`);
  }

  /** The statement as PostgreSQL runs it: the text as written, with numbered placeholders (dialect.ts). */
  private prepare(sql: string): Prepared {
    let stmt = this.statements.get(sql);
    if (!stmt) {
      stmt = { ...this.dialect.query(sql), name: `portal_${++this.statementCount}` };
      if (this.statements.size >= STATEMENT_CACHE_SIZE) this.statements.delete(this.statements.keys().next().value as string);
      this.statements.set(sql, stmt);
    }
    return stmt;
  }

  /**
   * Reads the counter rows once per request: a write acknowledged by any instance before this
   * request arrived is seen. Requests that arrive while a read is under way share the next read
   * (never one that started before they arrived), so under load the cost is one query per round.
   */
  pollChanges(): Promise<void> | void {
    if (!this.sharing || this.listener?.fresh) return;
    if (!this.polling) {
      this.polling = this.readCounters().finally(() => (this.polling = null));
      return this.polling;
    }
    this.nextPoll ??= this.polling.then(
      () => {
        this.nextPoll = null;
        return this.pollChanges();
      },
      () => {
        this.nextPoll = null;
        return this.pollChanges();
      },
    );
    return this.nextPoll;
  }

  /** `counted`: a request's read (counterReads); the listener's once-a-lease recount is not. */
  private async readCounters(counted = true): Promise<void> {
    if (counted) this.counterReads++;
    const res = await this.pool.query<CounterRow>({ name: 'portal_read_counters', text: READ_COUNTERS_SQL });
    this.noticeCounters(res.rows);
  }

  /**
   * Changes pushed (pgChangeListener.ts): while the LISTEN connection is known to be current,
   * pollChanges reads nothing; when it drops, every cache is dropped and requests read the
   * counters again until it is back.
   */
  override async listen(options?: ListenerOptions): Promise<void> {
    if (!this.sharing || this.listener) return;
    this.listener = new PgChangeListener(
      this.url,
      { change: (kind) => this.noticeChange(kind), lost: () => this.dropCaches(), catchUp: () => this.readCounters(), recount: () => this.readCounters(false) },
      options,
      this.pool,
    );
    await this.listener.start();
  }

  override settle(): Promise<void> | void {
    return this.listener?.settle();
  }

  /** A write that moved these counters committed: the listener tells the other instances, and the reply waits for settle. */
  private committed(kinds: Iterable<ChangeKind>): void {
    if (this.listener) for (const kind of kinds) this.listener.changed(kind);
    this.unsettled++;
  }

  private async query(sql: string, params: Params | undefined, options: RunOptions = {}): Promise<pg.QueryResult> {
    const tx = this.context.getStore();
    const stmt = this.prepare(sql);
    const kind = stmt.readonly || options.bookkeeping || !this.sharing ? undefined : (options.changes ?? 'data');
    // A write that moves a shared counter commits with the counter's move: alone, it is a
    // transaction of its own, whose COMMIT carries the move (transaction()), unless the statement
    // moves it itself.
    if (kind && !tx && options.movesOwnCounter) return this.selfCounted(stmt, params, kind);
    if (kind && !tx) return this.tx(() => this.query(sql, params, options), { relaxedDurability: options.relaxedDurability });
    if (tx && !stmt.readonly) {
      tx.wrote = true;
      if (kind) tx.pending.add(kind);
    }
    const config = { name: stmt.name, text: stmt.text, values: this.values(stmt, params) };
    try {
      if (tx) return await tx.client.query(config);
      const res = await retried(() => (options.relaxedDurability ? this.relaxed() : this.pool).query(config));
      if (!stmt.readonly && !options.relaxedDurability) this.committedDurably();
      return res;
    } catch (err) {
      if (SQL_DEBUG) console.error(`PostgreSQL refused: ${(err as Error).message}\n  ${stmt.text}\n  ${JSON.stringify(config.values).slice(0, 300)}`);
      throw err;
    } finally {
      if (!stmt.readonly && !options.bookkeeping) this.wrote(options.changes ?? 'data');
    }
  }

  /** The statement's values in $n order. */
  private values(stmt: Prepared, params: Params | undefined): unknown[] {
    const bound = normalise(params);
    return stmt.names.map((name) => {
      if (!(name in bound)) throw new Error(`Missing parameter @${name}`);
      const value = bound[name];
      // PostgreSQL text cannot hold U+0000 (SQLite's can): it is stored as U+FFFD instead of failing the write.
      return typeof value === 'string' && value.includes('\0') ? value.replaceAll('\0', '\uFFFD') : value;
    });
  }

  /**
   * A write that moves its counter in its own statement (RunOptions.movesOwnCounter):
   * committed alone, one round trip. Without a listener of its own (a script, a test's bare Db)
   * the change is then notified apart, as bumpSql's RETURNING would have in a transaction.
   */
  private async selfCounted(stmt: Prepared, params: Params | undefined, kind: ChangeKind): Promise<pg.QueryResult> {
    const config = { name: stmt.name, text: stmt.text, values: this.values(stmt, params) };
    try {
      const res = await retried(() => this.pool.query(config));
      this.committedDurably();
      if (!this.listener) await this.pool.query(notifyChangeSql(kind));
      this.committed([kind]);
      return res;
    } catch (err) {
      if (SQL_DEBUG) console.error(`PostgreSQL refused: ${(err as Error).message}\n  ${stmt.text}\n  ${JSON.stringify(config.values).slice(0, 300)}`);
      throw err;
    } finally {
      this.wrote(kind);
    }
  }

  /**
   * SQLite compares any value with any column and finds nothing where the types differ; PostgreSQL
   * refuses a value its column's type cannot hold (an id of 1e+23, "Infinity", a date of "x").
   * Outside a transaction a read given such a value finds nothing here too, as on SQLite, instead
   * of failing the request.
   */
  private async read(sql: string, params: Params | undefined, options?: RunOptions): Promise<unknown[]> {
    try {
      return (await this.query(sql, params, options)).rows;
    } catch (err) {
      if (UNREPRESENTABLE.has((err as { code?: string }).code ?? '') && !this.context.getStore() && this.prepare(sql).readonly) return [];
      throw err;
    }
  }

  async all<T = Record<string, unknown>>(sql: string, params?: Params): Promise<T[]> {
    return (await this.read(sql, params)) as T[];
  }

  async get<T = Record<string, unknown>>(sql: string, params?: Params, options?: RunOptions): Promise<T | undefined> {
    return (await this.read(sql, params, options))[0] as T | undefined;
  }

  async run(sql: string, params?: Params, options: RunOptions = {}): Promise<RunResult> {
    return { changes: (await this.query(sql, params, options)).rowCount ?? 0 };
  }

  /** Several statements without parameters, run as written (migrations, test fixtures). */
  async exec(sql: string): Promise<void> {
    const tx = this.context.getStore();
    // Alone, with counters to move: in a transaction of its own, whose COMMIT moves them.
    if (!tx && this.sharing) {
      await this.tx(() => this.exec(sql));
      this.refreshSchema();
      return;
    }
    try {
      await (tx?.client ?? this.pool).query(sql);
      if (tx) {
        tx.wrote = true;
        if (this.sharing) tx.pending.add('data');
      } else this.committedDurably();
    } finally {
      this.writes++;
    }
    if (!tx) this.refreshSchema();
  }

  get inTransaction(): boolean {
    return this.context.getStore() !== undefined;
  }

  async tx<T>(fn: () => Promise<T> | T, options: TxOptions = {}): Promise<T> {
    const current = this.context.getStore();
    if (current) return this.savepoint(current, fn);
    return retried(() => this.transaction(fn, options));
  }

  private async transaction<T>(fn: () => Promise<T> | T, options: TxOptions): Promise<T> {
    const client = await this.pool.connect();
    let broken = false;
    const tx: Transaction = { client, depth: 0, pending: new Set(), wrote: false };
    try {
      // One round trip each to begin and to end: a transaction's locks are held no longer than its own queries need.
      const begin = [this.beginSql(options.serializable ? 'BEGIN ISOLATION LEVEL SERIALIZABLE' : 'BEGIN')];
      if (options.relaxedDurability) begin.push('SET LOCAL synchronous_commit = off');
      await client.query(begin.join('; '));
      const result = await this.context.run(tx, fn);
      await client.query([...[...tx.pending].map((kind) => bumpSql(kind, !this.listener)), 'COMMIT'].join('; '));
      if (tx.wrote && !options.relaxedDurability) this.committedDurably();
      if (tx.pending.size > 0) this.committed(tx.pending);
      return result;
    } catch (err) {
      await client.query('ROLLBACK').catch(() => (broken = true));
      throw err;
    } finally {
      this.transactionEnded(tx.pending);
      client.release(broken);
    }
  }

  /**
   * A transaction made for a request carries the request's id as its application_name (SET LOCAL,
   * sent with BEGIN in one round trip): pg_stat_activity and the server's log then name the request
   * whose transaction waits or holds a lock. Single statements outside a transaction keep the
   * pool's name: naming them too would cost a round trip or a statement text per request id.
   */
  private beginSql(begin: string): string {
    const id = requestTag.getStore();
    return id ? `${begin}; SET LOCAL application_name = 'portal-api req ${id.replaceAll("'", '')}'` : begin;
  }

  async lockNamed(name: string): Promise<void> {
    const tx = this.context.getStore();
    if (!tx) throw new Error(`lockNamed(${name}) outside a transaction`);
    await tx.client.query('SELECT pg_advisory_xact_lock(hashtext($1))', [name]);
  }

  private async savepoint<T>(tx: Transaction, fn: () => Promise<T> | T): Promise<T> {
    const name = `sp${++tx.depth}`;
    await tx.client.query(`SAVEPOINT ${name}`);
    try {
      const result = await fn();
      await tx.client.query(`RELEASE SAVEPOINT ${name}`);
      return result;
    } catch (err) {
      await tx.client.query(`ROLLBACK TO SAVEPOINT ${name}`);
      throw err;
    } finally {
      tx.depth--;
    }
  }

  /** A few connections with synchronous_commit off, for statements that commit alone without waiting for the disk. */
  private relaxed(): pg.Pool {
    if (!this.relaxedPool) {
      this.relaxedPool = new pg.Pool({
        connectionString: this.url,
        max: RELAXED_POOL_SIZE,
        types: TYPES,
        connectionTimeoutMillis: 10_000,
        options: '-c synchronous_commit=off',
      });
      this.relaxedPool.on('error', (err) => console.error(`PostgreSQL connection lost (${this.location}): ${err.message}`));
    }
    return this.relaxedPool;
  }

  async close(): Promise<void> {
    await this.listener?.stop();
    this.statements.clear();
    await Promise.all([this.pool.end(), this.relaxedPool?.end()]);
  }
}
