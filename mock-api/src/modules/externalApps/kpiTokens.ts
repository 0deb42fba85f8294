import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../../db';

/** Short-lived on purpose: they travel in the dashboard's address (the spec's query parameters). */
const ACCESS_TOKEN_SECONDS = 5 * 60;
const REFRESH_TOKEN_SECONDS = 30 * 60;
/** Older unexpired pairs of a user beyond this many are dropped, so repeated clicks cannot pile up rows. */
const KEEP_PER_USER = 10;

export interface IssuedKpiTokens {
  accessToken: string;
  refreshToken: string;
  expiresIn: number;
}

export interface KpiTokenInfo {
  email: string;
  companyCode: string;
  accessExpiresAt: string;
  refreshExpiresAt: string;
}

const digest = (token: string): string => createHash('sha256').update(token).digest('hex');

const newToken = (): string => randomBytes(32).toString('base64url');

/** A new token pair for this user and selection; only the digests are stored. */
export async function issueKpiTokens(db: Db, userId: number, companyCode: string, now = new Date()): Promise<IssuedKpiTokens> {
  const accessToken = newToken();
  const refreshToken = newToken();
  const at = (seconds: number) => new Date(now.getTime() + seconds * 1000).toISOString();
  await db.tx(async () => {
    // The user's row first: pairs asked for at once are made one after the other, each keeping the newest.
    await db.lockRow('users', 'id', userId);
    await db.run('DELETE FROM kpi_tokens WHERE refresh_expires_at < @now', { now: now.toISOString() });
    await db.run(
      `DELETE FROM kpi_tokens WHERE user_id = @userId AND id NOT IN (
         SELECT id FROM kpi_tokens WHERE user_id = @userId ORDER BY id DESC LIMIT ${KEEP_PER_USER - 1})`,
      { userId },
    );
    await db.run(
      `INSERT INTO kpi_tokens (user_id, company_code, access_token_hash, refresh_token_hash, access_expires_at, refresh_expires_at, created_at)
       VALUES (@userId, @companyCode, @access, @refresh, @accessExpires, @refreshExpires, @now)`,
      {
        userId,
        companyCode,
        access: digest(accessToken),
        refresh: digest(refreshToken),
        accessExpires: at(ACCESS_TOKEN_SECONDS),
        refreshExpires: at(REFRESH_TOKEN_SECONDS),
        now: now.toISOString(),
      },
    );
  });
  return { accessToken, refreshToken, expiresIn: ACCESS_TOKEN_SECONDS };
}

/** Who an access token was issued to, or null when it is unknown (expiry is the caller's call). */
export async function kpiTokenInfo(db: Db, accessToken: string): Promise<KpiTokenInfo | null> {
  return (
    (await db.get<KpiTokenInfo>(
      `SELECT u.email, t.company_code AS "companyCode", t.access_expires_at AS "accessExpiresAt", t.refresh_expires_at AS "refreshExpiresAt"
       FROM kpi_tokens t JOIN users u ON u.id = t.user_id WHERE t.access_token_hash = @hash`,
      { hash: digest(accessToken) },
    )) ?? null
  );
}

/** Does this refresh token belong to the same pair as the access token? */
export async function isPairedRefreshToken(db: Db, accessToken: string, refreshToken: string): Promise<boolean> {
  return !!(await db.get('SELECT 1 FROM kpi_tokens WHERE access_token_hash = @access AND refresh_token_hash = @refresh', {
    access: digest(accessToken),
    refresh: digest(refreshToken),
  }));
}
