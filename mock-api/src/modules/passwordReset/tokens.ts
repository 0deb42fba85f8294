import { createHash, randomBytes } from 'node:crypto';
import { RESET_LINK_MINUTES } from '@portal/contracts/rules/signIn';
import { nowIso, type Db } from '../../db';

/**
 * Reset links: 32 random bytes (base64url) in the link, only their SHA-256 in `password_resets`
 * (migration 007). A link works once, until it expires, and only while it is the newest one.
 */
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

export interface ResetTarget {
  id: number;
  userId: number;
  email: string;
  name: string;
}

/** At most `max` links per user since `since`: a quiet cap, whatever address asks. */
export interface ResetCap {
  max: number;
  since: Date;
}

/**
 * Stores a new link for the user, voids the older unused ones, and returns the token for the
 * mail; null when the cap is reached (nothing is stored).
 */
export async function issueResetToken(db: Db, userId: number, ip: string, cap: ResetCap, now = new Date()): Promise<string | null> {
  const token = randomBytes(32).toString('base64url');
  const at = now.toISOString();
  const expires = new Date(now.getTime() + RESET_LINK_MINUTES * 60_000).toISOString();
  const issued = await db.tx(async () => {
    // The user's row first: links asked for at once are counted and made one after the other
    // (the cap holds across instances), and the later one voids the earlier.
    await db.lockRow('users', 'id', userId);
    if ((await recentResetCount(db, userId, cap.since)) >= cap.max) return false;
    await db.run('UPDATE password_resets SET used_at = @at WHERE user_id = @userId AND used_at IS NULL', { userId, at });
    await db.run(
      `INSERT INTO password_resets (user_id, token_hash, created_at, expires_at, requested_ip)
       VALUES (@userId, @hash, @at, @expires, @ip)`,
      { userId, hash: hashToken(token), at, expires, ip: ip.slice(0, 64) },
    );
    return true;
  });
  return issued ? token : null;
}

/** Links sent to this user since `since`. */
async function recentResetCount(db: Db, userId: number, since: Date): Promise<number> {
  return (await db.get<{ n: number }>('SELECT COUNT(*) AS n FROM password_resets WHERE user_id = @userId AND created_at > @since', { userId, since: since.toISOString() }))!.n;
}

/**
 * The active user a still-valid link belongs to, or null. A link older than the user's last
 * password change is void: whoever changed the password (the user, an administrator, another
 * link) meant the old credentials to end, and a link mailed before is one of them.
 */
export async function findValidReset(db: Db, token: string): Promise<ResetTarget | null> {
  const row = await db.get<ResetTarget>(
    `SELECT r.id AS id, u.id AS "userId", u.email AS email, u.name AS name
       FROM password_resets r JOIN users u ON u.id = r.user_id
      WHERE r.token_hash = @hash AND r.used_at IS NULL AND r.expires_at > @now AND u.active = TRUE
        AND (u.password_changed_at IS NULL OR r.created_at > u.password_changed_at)`,
    { hash: hashToken(token), now: nowIso() },
  );
  return row ?? null;
}

/**
 * Uses the link and sets the new hash in one transaction; false when another request used it
 * first (two clicks at once change the password once). Every other open link of the user ends too.
 */
export async function consumeReset(db: Db, reset: ResetTarget, passwordHash: string): Promise<boolean> {
  const at = nowIso();
  return await db.tx(async () => {
    const used = (await db.run('UPDATE password_resets SET used_at = @at WHERE id = @id AND used_at IS NULL AND expires_at > @at', { id: reset.id, at })).changes;
    if (used !== 1) return false;
    await db.run('UPDATE password_resets SET used_at = @at WHERE user_id = @userId AND used_at IS NULL', { userId: reset.userId, at });
    await db.run('UPDATE users SET password_hash = @passwordHash, password_changed_at = @at, updated_at = @at WHERE id = @userId', { passwordHash, at, userId: reset.userId });
    return true;
  });
}

/** Voids every open link of the user: signed in with the password, they no longer need one. */
export async function voidOpenResets(db: Db, userId: number): Promise<void> {
  await db.run('UPDATE password_resets SET used_at = @at WHERE user_id = @userId AND used_at IS NULL', { userId, at: nowIso() });
}
