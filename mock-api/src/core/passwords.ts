import crypto from 'node:crypto';

/**
 * Password hashing with Node's scrypt (memory-hard, no native add-on). Stored form:
 * `scrypt$<log2 N>$<r>$<p>$<salt b64>$<hash b64>`, so the cost can rise later while old hashes
 * still verify (see needsRehash).
 */
const LOG_N = 15; // N = 32768: about 32 MB and tens of ms per hash
const R = 8;
const P = 1;
const KEY_LENGTH = 32;
const SALT_BYTES = 16;
const PREFIX = 'scrypt';

function scrypt(password: string, salt: Buffer, logN: number, r: number, p: number, keyLength: number): Promise<Buffer> {
  const N = 2 ** logN;
  // maxmem must exceed 128 * N * r or Node refuses; leave headroom.
  const maxmem = 256 * N * r;
  return new Promise((resolve, reject) => {
    crypto.scrypt(password.normalize('NFKC'), salt, keyLength, { N, r, p, maxmem }, (err, key) => (err ? reject(err) : resolve(key)));
  });
}

export async function hashPassword(password: string): Promise<string> {
  const salt = crypto.randomBytes(SALT_BYTES);
  const key = await scrypt(password, salt, LOG_N, R, P, KEY_LENGTH);
  return [PREFIX, LOG_N, R, P, salt.toString('base64'), key.toString('base64')].join('$');
}

interface Parsed {
  logN: number;
  r: number;
  p: number;
  salt: Buffer;
  key: Buffer;
}

function parse(stored: string): Parsed | null {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== PREFIX) return null;
  const [logN, r, p] = parts.slice(1, 4).map(Number);
  if (![logN, r, p].every(Number.isInteger) || logN < 10 || logN > 20 || r < 1 || r > 32 || p < 1 || p > 16) return null;
  const salt = Buffer.from(parts[4], 'base64');
  const key = Buffer.from(parts[5], 'base64');
  if (salt.length < 8 || key.length < 16) return null;
  return { logN, r, p, salt, key };
}

/** A hash nobody's password matches, checked for unknown e-mails so both paths take as long. */
let dummyHash: Promise<string> | null = null;
function getDummyHash(): Promise<string> {
  dummyHash ??= hashPassword(crypto.randomBytes(24).toString('base64'));
  return dummyHash;
}

/** Timing-safe; pass stored = null for an unknown user (the dummy hash is checked instead). */
export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  const parsed = parse(stored ?? '') ?? parse(await getDummyHash())!;
  const key = await scrypt(password, parsed.salt, parsed.logN, parsed.r, parsed.p, parsed.key.length);
  const same = crypto.timingSafeEqual(key, parsed.key);
  return same && stored !== null && parse(stored) !== null;
}

export function needsRehash(stored: string): boolean {
  const parsed = parse(stored);
  return !parsed || parsed.logN < LOG_N || parsed.r !== R || parsed.p !== P;
}

/** Warm the dummy hash at start so the first unknown-e-mail sign-in is not the slow one. */
export function warmUpPasswords(): Promise<unknown> {
  return getDummyHash();
}
