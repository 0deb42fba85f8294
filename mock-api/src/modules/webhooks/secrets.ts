import crypto from 'node:crypto';
import type { Config } from '../../config';
import type { Db } from '../../db';

/**
 * Signing secrets are kept encrypted (AES-256-GCM): the API needs them to sign, so they cannot be
 * hashed like access tokens, but a copy of the database (a backup, a dump) must not sign for a
 * customer. The key is WEBHOOK_SECRET_KEY (32 bytes, base64 or hex); unset, one is generated once
 * and kept in app_meta like the session secret, which protects less (the key sits beside the data):
 * set it in production. Stored form: `v1.` + base64url(iv ‖ tag ‖ the secret's 32 bytes encrypted),
 * 83 characters, within the column. Rows from before (`whsec_…` as is) are encrypted at start-up
 * (sealPlainSecrets), and read as they are until then.
 */
const SEALED = 'v1.';
const PLAIN = 'whsec_';
const META_KEY = 'webhook_secret_key';

/** WEBHOOK_SECRET_KEY as 32 bytes, or null when it is not one (config.ts refuses it then). */
export function keyBytes(text: string): Buffer | null {
  const trimmed = text.trim();
  const bytes = /^[0-9a-f]{64}$/i.test(trimmed) ? Buffer.from(trimmed, 'hex') : Buffer.from(trimmed, 'base64');
  return bytes.length === 32 ? bytes : null;
}

export async function webhookSecretKey(config: Config, db: Db): Promise<Buffer> {
  if (config.webhookSecretKey) return keyBytes(config.webhookSecretKey)!;
  const read = async () => (await db.get<{ meta_value: string }>('SELECT meta_value FROM app_meta WHERE meta_key = @key', { key: META_KEY }))?.meta_value;
  const stored = await read();
  if (stored) return keyBytes(stored)!;
  // Instances starting together on a new database: the first one's key is everyone's.
  await db.run('INSERT INTO app_meta (meta_key, meta_value) VALUES (@key, @value) ON CONFLICT (meta_key) DO NOTHING', { key: META_KEY, value: crypto.randomBytes(32).toString('base64') });
  return keyBytes((await read())!)!;
}

export function sealSecret(key: Buffer, secret: string): string {
  const iv = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv('aes-256-gcm', key, iv);
  const encrypted = Buffer.concat([cipher.update(Buffer.from(secret.slice(PLAIN.length), 'base64')), cipher.final()]);
  return SEALED + Buffer.concat([iv, cipher.getAuthTag(), encrypted]).toString('base64url');
}

/** The `whsec_…` secret of a stored one; throws when it was sealed with another key. */
export function openSecret(key: Buffer, stored: string): string {
  if (!stored.startsWith(SEALED)) return stored;
  const bytes = Buffer.from(stored.slice(SEALED.length), 'base64url');
  const decipher = crypto.createDecipheriv('aes-256-gcm', key, bytes.subarray(0, 12));
  decipher.setAuthTag(bytes.subarray(12, 28));
  return PLAIN + Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('base64');
}

/** Encrypts the secrets still stored as they are; returns how many. */
export async function sealPlainSecrets(db: Db, key: Buffer): Promise<number> {
  const rows = await db.all<{ id: number; secret: string }>('SELECT id, secret FROM webhook_endpoints WHERE secret LIKE @plain', { plain: `${PLAIN}%` });
  for (const row of rows) await db.run('UPDATE webhook_endpoints SET secret = @sealed WHERE id = @id AND secret = @secret', { id: row.id, secret: row.secret, sealed: sealSecret(key, row.secret) });
  return rows.length;
}
