import crypto from 'node:crypto';
import type { Config } from '../../config';
import type { Db } from '../../db';

/**
 * Signing secrets are kept encrypted (AES-256-GCM): the API needs them to sign, so they cannot be
 * hashed like access tokens, but a copy of the database (a backup, a dump) must not sign for a
 * customer. The keys are WEBHOOK_SECRET_KEYS, newest first (or the one WEBHOOK_SECRET_KEY; 32
 * bytes each, base64 or hex); unset, one is generated once and kept in app_meta like the session
 * secret, which protects less (the key sits beside the data): set it in production. Stored form:
 * `v1.` + base64url(iv ‖ tag ‖ the secret's 32 bytes encrypted), 83 characters, within the column.
 *
 * Rotation (docs/operations.md): the newest key seals; a secret sealed with an older key of the
 * list still opens (GCM's tag tells which key sealed it) and is re-sealed with the newest at start
 * (resealSecrets), as are rows from before encryption (`whsec_…` as is). The generated key, once
 * keys are configured, counts as the oldest: moving from it to a configured key loses nothing.
 */
const SEALED = 'v1.';
const PLAIN = 'whsec_';
const META_KEY = 'webhook_secret_key';

/** A key as 32 bytes, or null when it is not one (config.ts refuses it then). */
export function keyBytes(text: string): Buffer | null {
  const trimmed = text.trim();
  const bytes = /^[0-9a-f]{64}$/i.test(trimmed) ? Buffer.from(trimmed, 'hex') : Buffer.from(trimmed, 'base64');
  return bytes.length === 32 ? bytes : null;
}

/** The keys, newest (the one that seals) first. */
export async function webhookSecretKeys(config: Config, db: Db): Promise<Buffer[]> {
  const read = async () => (await db.get<{ meta_value: string }>('SELECT meta_value FROM app_meta WHERE meta_key = @key', { key: META_KEY }))?.meta_value;
  const configured = config.webhookSecretKeys.map((key) => keyBytes(key)!);
  const stored = await read();
  if (configured.length > 0) {
    const generated = stored ? keyBytes(stored) : null;
    return generated && !configured.some((key) => key.equals(generated)) ? [...configured, generated] : configured;
  }
  if (stored) return [keyBytes(stored)!];
  // Instances starting together on a new database: the first one's key is everyone's.
  await db.run('INSERT INTO app_meta (meta_key, meta_value) VALUES (@key, @value) ON CONFLICT (meta_key) DO NOTHING', { key: META_KEY, value: crypto.randomBytes(32).toString('base64') });
  return [keyBytes((await read())!)!];
}

export function sealSecret(key: Buffer, secret: string): string {
  const iv = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv('aes-256-gcm', key, iv);
  const encrypted = Buffer.concat([cipher.update(Buffer.from(secret.slice(PLAIN.length), 'base64')), cipher.final()]);
  return SEALED + Buffer.concat([iv, cipher.getAuthTag(), encrypted]).toString('base64url');
}

function openWith(key: Buffer, bytes: Buffer): string | null {
  const decipher = crypto.createDecipheriv('aes-256-gcm', key, bytes.subarray(0, 12));
  decipher.setAuthTag(bytes.subarray(12, 28));
  try {
    return PLAIN + Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('base64');
  } catch {
    return null;
  }
}

/** Which of the keys sealed a stored secret (its index, 0 the newest) and the secret; -1 for one stored as it is, and -1 with no secret when none of the keys opens it. */
function sealedBy(keys: Buffer[], stored: string): { index: number; secret: string | null } {
  if (!stored.startsWith(SEALED)) return { index: -1, secret: stored };
  const bytes = Buffer.from(stored.slice(SEALED.length), 'base64url');
  for (const [index, key] of keys.entries()) {
    const secret = openWith(key, bytes);
    if (secret !== null) return { index, secret };
  }
  return { index: -1, secret: null };
}

/** The `whsec_…` secret of a stored one; throws when none of the keys sealed it. */
export function openSecret(keys: Buffer[], stored: string): string {
  const { secret } = sealedBy(keys, stored);
  if (secret === null) throw new Error('The signing secret was sealed with a key that is not among the webhook secret keys.');
  return secret;
}

/**
 * Seals with the newest key every secret that is not sealed with it yet: those of an older key of
 * the list and those stored as they are. A secret none of the keys opens is left as it is (its
 * deliveries fail and say so) and counted.
 */
export async function resealSecrets(db: Db, keys: Buffer[]): Promise<{ resealed: number; unreadable: number }> {
  const rows = await db.all<{ id: number; secret: string }>('SELECT id, secret FROM webhook_endpoints ORDER BY id');
  let resealed = 0;
  let unreadable = 0;
  for (const row of rows) {
    const { index, secret } = sealedBy(keys, row.secret);
    if (index === 0) continue;
    if (secret === null) {
      unreadable++;
      continue;
    }
    // Guarded by the value read: an instance re-sealing at the same time writes once.
    const { changes } = await db.run('UPDATE webhook_endpoints SET secret = @sealed WHERE id = @id AND secret = @secret', { id: row.id, secret: row.secret, sealed: sealSecret(keys[0], secret) });
    resealed += changes;
  }
  return { resealed, unreadable };
}
