import { tooManyRequests } from '../../core/errors';
import type { Db } from '../../db';

export interface ContactRateLimit {
  /** Messages per window; 0 = no limit. */
  max: number;
  windowMs: number;
}

/**
 * Per user, counted from the outbox itself: the limit survives a restart and holds across
 * sessions and browsers of the same user. Call it inside the transaction that stores the
 * message, after locking the user's row (Db.lockRow), so two requests at once cannot both slip
 * under the limit.
 * Returns null when the user may send, else the seconds until the oldest message leaves the window.
 */
export async function checkContactRate(db: Db, userId: number, limit: ContactRateLimit, now = new Date()): Promise<{ retryAfterSeconds: number } | null> {
  if (limit.max <= 0) return null;
  const since = new Date(now.getTime() - limit.windowMs).toISOString();
  const row = await db.get<{ n: number; oldest: string | null }>(
    "SELECT COUNT(*) AS n, MIN(created_at) AS oldest FROM outbox WHERE kind = 'contact' AND user_id = @userId AND created_at > @since",
    { userId, since },
  );
  if (!row || row.n < limit.max) return null;
  const freeAt = Date.parse(row.oldest ?? now.toISOString()) + limit.windowMs;
  return { retryAfterSeconds: Math.max(1, Math.ceil((freeAt - now.getTime()) / 1000)) };
}

export function throttledError(retryAfterSeconds: number) {
  // Two messages, not one with a unit filled in: the unit is a word to translate (src/locales).
  if (retryAfterSeconds < 90) return tooManyRequests(`You have sent several messages in a short time. Please try again in ${retryAfterSeconds} seconds.`);
  return tooManyRequests(`You have sent several messages in a short time. Please try again in ${Math.ceil(retryAfterSeconds / 60)} minutes.`);
}
