import crypto from 'node:crypto';
import type { AccessTokenSummary } from '@portal/contracts/accessTokens';
import { TOKEN_PREFIX, type AccessTokenInput, type TokenAccess } from '@portal/contracts/rules/accessTokens';
import type { Db } from '../../db';

/**
 * Personal access tokens in `access_tokens` (migration 080): the secret is `mfp_` + 32 random
 * bytes, only its SHA-256 is kept, so a copy of the database holds no usable token. Every
 * function touching the database is async, ready for the asynchronous Db.
 */
export interface TokenRow {
  id: number;
  user_id: number;
  name: string;
  hint: string;
  access: TokenAccess;
  organisations: string;
  revoke_on_password_change: number | boolean;
  password_changed_at: string | null;
  created_at: string;
  expires_at: string;
  last_used_at: string | null;
  last_used_ip: string | null;
  revoked_at: string | null;
}

export const hashToken = (token: string): string => crypto.createHash('sha256').update(token).digest('hex');

const newTokenSecret = (): string => `${TOKEN_PREFIX}${crypto.randomBytes(32).toString('base64url')}`;

export function summaryOf(row: TokenRow): AccessTokenSummary {
  return {
    id: row.id,
    name: row.name,
    hint: `${row.hint}…`,
    access: row.access,
    organisations: JSON.parse(row.organisations) as string[],
    revokeOnPasswordChange: Boolean(row.revoke_on_password_change),
    createdAt: row.created_at,
    expiresAt: row.expires_at,
    lastUsedAt: row.last_used_at,
    lastUsedIp: row.last_used_ip,
    revokedAt: row.revoked_at,
  };
}

const COLUMNS =
  'id, user_id, name, hint, access, organisations, revoke_on_password_change, password_changed_at, created_at, expires_at, last_used_at, last_used_ip, revoked_at';

export async function listTokens(db: Db, userId: number): Promise<TokenRow[]> {
  return await db.all<TokenRow>(`SELECT ${COLUMNS} FROM access_tokens WHERE user_id = @userId ORDER BY created_at DESC, id DESC`, { userId });
}

export async function activeTokenCount(db: Db, userId: number, nowIso: string): Promise<number> {
  const row = await db.get<{ n: number }>('SELECT COUNT(*) AS n FROM access_tokens WHERE user_id = @userId AND revoked_at IS NULL AND expires_at > @now', {
    userId,
    now: nowIso,
  });
  return row?.n ?? 0;
}

export async function findByHash(db: Db, tokenHash: string): Promise<TokenRow | undefined> {
  return await db.get<TokenRow>(`SELECT ${COLUMNS} FROM access_tokens WHERE token_hash = @tokenHash`, { tokenHash });
}

export async function insertToken(
  db: Db,
  userId: number,
  input: AccessTokenInput,
  passwordChangedAt: string | null,
  now: Date,
): Promise<{ token: string; row: TokenRow }> {
  const token = newTokenSecret();
  const createdAt = now.toISOString();
  const expiresAt = new Date(now.getTime() + input.expiresInDays * 86_400_000).toISOString();
  const { id: tokenId } = (await db.get<{ id: number }>(
    `INSERT INTO access_tokens (user_id, name, token_hash, hint, access, organisations, revoke_on_password_change, password_changed_at, created_at, expires_at)
     VALUES (@userId, @name, @tokenHash, @hint, @access, @organisations, @revoke, @passwordChangedAt, @createdAt, @expiresAt) RETURNING id`,
    {
      userId,
      name: input.name,
      tokenHash: hashToken(token),
      hint: token.slice(0, TOKEN_PREFIX.length + 6),
      access: input.access,
      organisations: JSON.stringify(input.organisations),
      revoke: input.revokeOnPasswordChange,
      passwordChangedAt,
      createdAt,
      expiresAt,
    },
  ))!;
  const row = (await db.get<TokenRow>(`SELECT ${COLUMNS} FROM access_tokens WHERE id = @id`, { id: Number(tokenId) }))!;
  return { token, row };
}

/** True when the user's token was active and is revoked now. */
export async function revokeToken(db: Db, userId: number, id: number, nowIso: string): Promise<boolean> {
  return (
    (await db.run('UPDATE access_tokens SET revoked_at = @now WHERE id = @id AND user_id = @userId AND revoked_at IS NULL', { id, userId, now: nowIso }))
      .changes === 1
  );
}

/** Last use, kept as bookkeeping: no cached answer depends on it. */
export async function markUsed(db: Db, id: number, nowIso: string, ip: string): Promise<void> {
  await db.run(
    'UPDATE access_tokens SET last_used_at = @now, last_used_ip = @ip WHERE id = @id',
    { id, now: nowIso, ip: ip.slice(0, 64) },
    { bookkeeping: true },
  );
}

/** An audit entry for a token's use, as bookkeeping (a read through a token drops no cache). */
export async function auditUse(
  db: Db,
  userId: number,
  tokenId: number,
  action: string,
  details: Record<string, unknown>,
  ip: string,
  nowIso: string,
): Promise<void> {
  await db.run(
    `INSERT INTO audit_log (user_id, impersonator_id, action, entity, entity_id, details, ip, created_at)
     VALUES (@userId, NULL, @action, 'access_token', @tokenId, @details, @ip, @at)`,
    { userId, action, tokenId: String(tokenId), details: JSON.stringify(details), ip: ip.slice(0, 64), at: nowIso },
    { bookkeeping: true },
  );
}

export async function passwordChangedAtOf(db: Db, userId: number): Promise<string | null> {
  const row = await db.get<{ password_changed_at: string | null }>('SELECT password_changed_at FROM users WHERE id = @userId', { userId });
  return row?.password_changed_at ?? null;
}
