import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { isNotificationType, type NotificationType } from '@portal/contracts/rules/notifications';
import type { Db } from '../../db';
import { nowIso } from '../../db';
import { stopEmailInsideTx } from './preferences';

/**
 * One-click unsubscribe links: `<payload>.<signature>`, the payload base64url JSON of the user,
 * the type, a random nonce and the expiry; the signature an HMAC-SHA256 of the payload with a
 * key derived from the session secret (a forged or altered link fails it). A link works once
 * (its nonce is stored when used) and until it expires; then it changes nothing.
 */
export const UNSUBSCRIBE_LINK_DAYS = 30;

interface Payload {
  u: number;
  t: NotificationType;
  n: string;
  e: number;
}

const keyOf = (secret: string) => createHash('sha256').update(`notifications.unsubscribe|${secret}`).digest();
const sign = (secret: string, payload: string) => createHmac('sha256', keyOf(secret)).update(payload).digest('base64url');

export function unsubscribeToken(secret: string, userId: number, type: NotificationType, now = Date.now()): string {
  const payload = Buffer.from(
    JSON.stringify({ u: userId, t: type, n: randomBytes(12).toString('base64url'), e: now + UNSUBSCRIBE_LINK_DAYS * 86_400_000 } satisfies Payload),
  ).toString('base64url');
  return `${payload}.${sign(secret, payload)}`;
}

/** The payload of a well-signed token, or null (forged, altered, malformed). Expiry is the caller's. */
function verified(secret: string, token: string): Payload | null {
  const [payload, signature, ...rest] = token.split('.');
  if (!payload || !signature || rest.length > 0) return null;
  const expected = Buffer.from(sign(secret, payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const p = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Partial<Payload>;
    if (!Number.isInteger(p.u) || !isNotificationType(p.t) || typeof p.n !== 'string' || typeof p.e !== 'number') return null;
    return p as Payload;
  } catch {
    return null;
  }
}

export type UnsubscribeResult = { ok: true; type: NotificationType } | { ok: false; reason: 'invalid' | 'expired' | 'used' };

/** Turns the e-mail of the link's type off, once; anything else changes nothing. */
export async function redeemUnsubscribeToken(db: Db, secret: string, token: string, now = Date.now()): Promise<UnsubscribeResult> {
  const p = verified(secret, token);
  if (!p) return { ok: false, reason: 'invalid' };
  if (p.e < now) return { ok: false, reason: 'expired' };
  return db.tx(async (): Promise<UnsubscribeResult> => {
    const user = await db.get('SELECT 1 AS ok FROM users WHERE id = @id', { id: p.u });
    if (!user) return { ok: false, reason: 'invalid' } as const;
    const fresh = (await db.run(
      'INSERT INTO notification_unsubscribes (nonce, user_id, type, used_at) VALUES (@nonce, @userId, @type, @at) ON CONFLICT (nonce) DO NOTHING',
      { nonce: p.n, userId: p.u, type: p.t, at: nowIso() },
    )).changes;
    if (fresh !== 1) return { ok: false, reason: 'used' } as const;
    await stopEmailInsideTx(db, p.u, p.t);
    return { ok: true, type: p.t } as const;
  });
}
