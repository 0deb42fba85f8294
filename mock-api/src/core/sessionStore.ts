import type { Session } from 'fastify';
import type { Db } from '../db';

/**
 * @fastify/session store over the `sessions` table. A session ends at the earlier of
 * last_seen + idle timeout and created_at + absolute timeout; reading a live session counts as
 * activity (written at most every touchEveryMs, so a burst of requests is one write). The touch
 * interval is a tenth of the idle timeout at most: with a fixed 30 s, an active user's session
 * could end up to 30 s before they had really been idle for the timeout.
 */
const MAX_TOUCH_EVERY_MS = 30_000;

type Callback = (err?: unknown) => void;
type GetCallback = (err: unknown, session?: Session | null) => void;

interface Row {
  data: string;
  created_at: number;
  last_seen: number;
  expires_at: number;
}

export class SqliteSessionStore {
  private readonly touchEveryMs: number;

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

  get(sid: string, callback: GetCallback): void {
    try {
      const row = this.db.get<Row>('SELECT data, created_at, last_seen, expires_at FROM sessions WHERE sid = @sid', { sid });
      if (!row) return callback(null, null);
      const now = this.now();
      if (row.expires_at <= now) {
        this.db.run('DELETE FROM sessions WHERE sid = @sid', { sid });
        return callback(null, null);
      }
      if (now - row.last_seen >= this.touchEveryMs) {
        this.db.run('UPDATE sessions SET last_seen = @now, expires_at = @expires WHERE sid = @sid', { sid, now, expires: this.expiry(row.created_at, now) });
      }
      callback(null, JSON.parse(row.data) as Session);
    } catch (err) {
      callback(err);
    }
  }

  set(sid: string, session: Session, callback: Callback): void {
    try {
      const now = this.now();
      const existing = this.db.get<{ created_at: number }>('SELECT created_at FROM sessions WHERE sid = @sid', { sid });
      const createdAt = existing?.created_at ?? now;
      this.db.run(
        `INSERT INTO sessions (sid, user_id, data, created_at, last_seen, expires_at)
         VALUES (@sid, @userId, @data, @createdAt, @now, @expires)
         ON CONFLICT (sid) DO UPDATE SET user_id = excluded.user_id, data = excluded.data,
           last_seen = excluded.last_seen, expires_at = excluded.expires_at`,
        { sid, userId: session.userId ?? null, data: JSON.stringify(session), createdAt, now, expires: this.expiry(createdAt, now) },
      );
      callback();
    } catch (err) {
      callback(err);
    }
  }

  destroy(sid: string, callback: Callback): void {
    try {
      this.db.run('DELETE FROM sessions WHERE sid = @sid', { sid });
      callback();
    } catch (err) {
      callback(err);
    }
  }

  /** Signs a user out everywhere (password change, deactivation). Returns how many ended. */
  endAllSessionsOfUser(userId: number, exceptSid?: string): number {
    return this.db.run('DELETE FROM sessions WHERE user_id = @userId AND sid <> @except', { userId, except: exceptSid ?? '' }).changes;
  }

  purgeExpired(): number {
    return this.db.run('DELETE FROM sessions WHERE expires_at <= @now', { now: this.now() }).changes;
  }
}
