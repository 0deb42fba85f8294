import crypto from 'node:crypto';
import type { ShareLink } from '@portal/contracts/shareLinks';
import { TRACK_PAGE_PREFIX } from '@portal/contracts/shareLinks';
import type { Db } from '../../db';
import { inList } from '../../core/scope';

/**
 * Share links in `share_links` (migration 087). A token is 32 random bytes (base64url, 43
 * characters); it is found by its SHA-256, and kept sealed with AES-256-GCM under a key derived
 * from the session secret, so the owner can copy the link again while a copy of the database
 * alone opens no page.
 */
export interface ShareLinkRow {
  id: number;
  token_sealed: string;
  customer_id: number;
  user_id: number;
  modality: string;
  shipmentid: string;
  show_references: number | boolean;
  frame_ancestors: string;
  created_at: string;
  expires_at: string;
  revoked_at: string | null;
  created_by?: string | null;
}

export const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;
export const hashShareToken = (token: string): string => crypto.createHash('sha256').update(token).digest('hex');
const newToken = (): string => crypto.randomBytes(32).toString('base64url');
const keyOf = (secret: string) => crypto.createHmac('sha256', secret).update('share-links').digest();

function seal(token: string, secret: string): string {
  const iv = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv('aes-256-gcm', keyOf(secret), iv);
  const body = Buffer.concat([cipher.update(token, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), body].map((b) => b.toString('base64url')).join('.');
}

function unseal(sealed: string, secret: string): string | null {
  try {
    const [iv, tag, body] = sealed.split('.').map((p) => Buffer.from(p, 'base64url'));
    const decipher = crypto.createDecipheriv('aes-256-gcm', keyOf(secret), iv);
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
  } catch {
    // Sealed under another secret (SESSION_SECRET changed): the link still opens, it cannot be shown.
    return null;
  }
}

export function summaryOf(row: ShareLinkRow, secret: string): ShareLink {
  const token = unseal(row.token_sealed, secret);
  return {
    id: row.id,
    path: token ? `${TRACK_PAGE_PREFIX}${token}` : '',
    showReferences: Boolean(row.show_references),
    frameAncestors: JSON.parse(row.frame_ancestors) as string[],
    createdAt: row.created_at,
    expiresAt: row.expires_at,
    createdBy: row.created_by ?? '',
  };
}

const COLUMNS = 'l.id, l.token_sealed, l.customer_id, l.user_id, l.modality, l.shipmentid, l.show_references, l.frame_ancestors, l.created_at, l.expires_at, l.revoked_at';

/** The open links of one shipment of these organisations, newest first. */
export async function openLinks(db: Db, customerIds: number[], shipmentid: string, nowIso: string): Promise<ShareLinkRow[]> {
  if (customerIds.length === 0) return [];
  const scope = inList('l.customer_id', customerIds);
  return await db.all<ShareLinkRow>(
    `SELECT ${COLUMNS}, u.name AS created_by FROM share_links l LEFT JOIN users u ON u.id = l.user_id
     WHERE ${scope.sql} AND l.shipmentid = @shipmentid AND l.revoked_at IS NULL AND l.expires_at > @now
     ORDER BY l.created_at DESC, l.id DESC`,
    { ...scope.params, shipmentid, now: nowIso },
  );
}

export interface NewLink {
  customerId: number;
  userId: number;
  modality: string;
  shipmentid: string;
  showReferences: boolean;
  frameAncestors: string[];
  expiresAt: string;
}

export async function insertLink(db: Db, link: NewLink, secret: string, now: Date): Promise<number> {
  const token = newToken();
  const row = await db.get<{ id: number }>(
    `INSERT INTO share_links (token_hash, token_sealed, customer_id, user_id, modality, shipmentid, show_references, frame_ancestors, created_at, expires_at)
     VALUES (@hash, @sealed, @customerId, @userId, @modality, @shipmentid, @showReferences, @frameAncestors, @now, @expiresAt) RETURNING id`,
    {
      hash: hashShareToken(token),
      sealed: seal(token, secret),
      customerId: link.customerId,
      userId: link.userId,
      modality: link.modality,
      shipmentid: link.shipmentid,
      showReferences: link.showReferences,
      frameAncestors: JSON.stringify(link.frameAncestors),
      now: now.toISOString(),
      expiresAt: link.expiresAt,
    },
  );
  return row!.id;
}

/** Revokes a link of these organisations; false when there is none (another's, unknown, already revoked). */
export async function revokeLink(db: Db, customerIds: number[], id: number, nowIso: string): Promise<boolean> {
  if (customerIds.length === 0) return false;
  const scope = inList('customer_id', customerIds);
  const result = await db.run(`UPDATE share_links SET revoked_at = @now WHERE id = @id AND ${scope.sql} AND revoked_at IS NULL`, { ...scope.params, id, now: nowIso });
  return result.changes > 0;
}

/** The open link a token names, or nothing: unknown, expired and revoked are alike. */
export async function linkOfToken(db: Db, token: string, nowIso: string): Promise<ShareLinkRow | undefined> {
  if (!TOKEN_SHAPE.test(token)) return undefined;
  return await db.get<ShareLinkRow>(
    `SELECT ${COLUMNS} FROM share_links l WHERE l.token_hash = @hash AND l.revoked_at IS NULL AND l.expires_at > @now`,
    { hash: hashShareToken(token), now: nowIso },
  );
}
