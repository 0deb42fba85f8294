import type { Db } from '../db';
import { setBounded } from './bounded';
import type { SessionData } from './types';

/**
 * The `sessions` table. A session ends at the earlier of last_seen + idle timeout and
 * created_at + absolute timeout; reading a live session counts as activity (written at most
 * every touchEveryMs, so a burst of requests is one write). The touch interval is a tenth of the
 * idle timeout at most: with a fixed 30 s, an active user's session could end up to 30 s before
 * they had really been idle for the timeout.
 *
 * Live sessions are also kept in memory, written through, so a request costs no query (a read
 * under WAL took about 9 µs, the largest share of a signed-in request). The copy holds the data
 * parsed once and frozen; each request copies its few plain values. It is trusted only while
 * nothing else was written to the database (Db.sessionGeneration): a user's deletion removes
 * their sessions by cascade, and a copy that outlived its row could otherwise sign in whoever is
 * given that user id next; a session stored or ended by another instance (a logout, a new
 * selection, a password change) moves the shared `sessions` counter, so this instance reads the
 * row again on its next request. Storing and ending a session leave the data caches alone (no
 * answer depends on a session row); a touch moves no counter at all.
 */
const MAX_TOUCH_EVERY_MS = 30_000;
/** Sessions kept in memory at most; beyond it the least recently used is read back from the table. */
const MAX_CACHED = 20_000;

interface Row {
  data: string;
  user_id: number | null;
  created_at: number;
  last_seen: number;
  expires_at: number;
}

interface Cached extends Row {
  /** Db.sessionGeneration when the row was last read or written. */
  generation: number;
  /** `data` parsed, made on first read. */
  parsed?: Readonly<SessionData>;
}

const BOOKKEEPING = { bookkeeping: true } as const;
const SESSIONS = { changes: 'sessions' } as const;

export class SqliteSessionStore {
  private readonly touchEveryMs: number;
  private readonly cache = new Map<string, Cached>();

  constructor(
    private readonly db: Db,
    private readonly idleMs: number,
    private readonly absoluteMs: number,
    private readonly now: () => number = Date.now,
  ) {
    this.touchEveryMs = Math.min(MAX_TOUCH_EVERY_MS, idleMs / 10);
  }

  private expiry(createdAt: number, lastSeen: number): number {
    return Math.min(lastSeen + this.idleMs, createdAt + this.absoluteMs);
  }

  /** Keeps the row with the generation it was read at (or, after our own write, the current one). */
  private remember(sid: string, row: Cached, generation = this.db.sessionGeneration): Cached {
    row.generation = generation;
    return setBounded(this.cache, sid, row, MAX_CACHED);
  }

  /** The row, from memory while the database is unchanged since, else from the table. */
  private async row(sid: string, fromTable = false): Promise<Cached | undefined> {
    const cached = this.cache.get(sid);
    if (cached && !fromTable && cached.generation === this.db.sessionGeneration) return cached;
    this.cache.delete(sid);
    // Taken before the read: a write that lands while it is under way leaves this copy stale.
    const generation = this.db.sessionGeneration;
    const row = await this.db.get<Row>('SELECT data, user_id, created_at, last_seen, expires_at FROM sessions WHERE sid = @sid', { sid });
    return row && { ...row, generation };
  }

  /** The session's data as stored, or null when there is no live session with this id. */
  async get(sid: string): Promise<Readonly<SessionData> | null> {
    let row = await this.row(sid);
    if (!row) return null;
    const now = this.now();
    // Another instance's touches move no counter: the row may have lived on since this copy.
    if (row.expires_at <= now) row = await this.row(sid, true);
    if (!row) return null;
    if (row.expires_at <= now) {
      await this.destroy(sid);
      return null;
    }
    if (now - row.last_seen >= this.touchEveryMs) {
      const expires = this.expiry(row.created_at, now);
      await this.db.run('UPDATE sessions SET last_seen = @now, expires_at = @expires WHERE sid = @sid', { sid, now, expires }, BOOKKEEPING);
      row.last_seen = now;
      row.expires_at = expires;
    }
    return (this.remember(sid, row, row.generation).parsed ??= Object.freeze(JSON.parse(row.data) as SessionData));
  }

  /** Stores the session's data; returns it as the store now holds it (frozen). */
  async set(sid: string, session: SessionData): Promise<Readonly<SessionData>> {
    const now = this.now();
    const existing = await this.row(sid);
    const createdAt = existing?.created_at ?? now;
    const row: Cached = {
      data: JSON.stringify(session),
      user_id: session.userId ?? null,
      created_at: createdAt,
      last_seen: now,
      expires_at: this.expiry(createdAt, now),
      generation: 0,
    };
    await this.db.run(
      `INSERT INTO sessions (sid, user_id, data, created_at, last_seen, expires_at)
       VALUES (@sid, @userId, @data, @createdAt, @now, @expires)
       ON CONFLICT (sid) DO UPDATE SET user_id = excluded.user_id, data = excluded.data,
         last_seen = excluded.last_seen, expires_at = excluded.expires_at`,
      { sid, userId: row.user_id, data: row.data, createdAt, now, expires: row.expires_at },
      SESSIONS,
    );
    return (this.remember(sid, row).parsed = Object.freeze(JSON.parse(row.data) as SessionData));
  }

  async destroy(sid: string): Promise<void> {
    await this.db.run('DELETE FROM sessions WHERE sid = @sid', { sid }, SESSIONS);
    this.cache.delete(sid);
  }

  /** Signs a user out everywhere (password change, deactivation). Returns how many ended. */
  async endAllSessionsOfUser(userId: number, exceptSid?: string): Promise<number> {
    for (const [sid, row] of this.cache) if (row.user_id === userId && sid !== exceptSid) this.cache.delete(sid);
    return (await this.db.run('DELETE FROM sessions WHERE user_id = @userId AND sid <> @except', { userId, except: exceptSid ?? '' }, SESSIONS)).changes;
  }

  async purgeExpired(): Promise<number> {
    const now = this.now();
    for (const [sid, row] of this.cache) if (row.expires_at <= now) this.cache.delete(sid);
    return (await this.db.run('DELETE FROM sessions WHERE expires_at <= @now', { now }, BOOKKEEPING)).changes;
  }
}
