import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../../config';
import type { Db } from '../../db';
import { nowIso } from '../../db';
import { UPLOAD_TYPES, type AvatarMime } from './avatarImage';

/**
 * Avatar files live in DATA_DIR/files/avatars under a random name; the avatars table knows whose
 * they are. A change makes a new row (a new id, so a new URL the browser may cache for good) and
 * removes the previous picture.
 */
export interface AvatarRow {
  id: number;
  user_id: number;
  filename: string;
  mime_type: string;
  size_bytes: number;
}

const dirOf = (config: Config) => path.join(config.filesDir, 'avatars');

/** Only names we made: no path can be smuggled in through the table. */
const SAFE_NAME = /^[0-9a-f]{32}\.(png|jpg|gif|webp|svg)$/;

export function avatarPath(config: Config, filename: string): string | null {
  return SAFE_NAME.test(filename) ? path.join(dirOf(config), filename) : null;
}

export async function findAvatar(db: Db, id: number): Promise<AvatarRow | undefined> {
  return db.get<AvatarRow>('SELECT id, user_id, filename, mime_type, size_bytes FROM avatars WHERE id = @id', { id });
}

export async function replaceAvatar(db: Db, config: Config, userId: number, bytes: Buffer, mime: AvatarMime): Promise<number> {
  const ext = mime === 'image/svg+xml' ? 'svg' : UPLOAD_TYPES[mime];
  const filename = `${crypto.randomBytes(16).toString('hex')}.${ext}`;
  fs.mkdirSync(dirOf(config), { recursive: true });
  const file = path.join(dirOf(config), filename);
  fs.writeFileSync(file, bytes, { flag: 'wx' });
  try {
    const previous = await db.all<AvatarRow>('SELECT id, user_id, filename, mime_type, size_bytes FROM avatars WHERE user_id = @userId', { userId });
    const id = await db.tx(async () => {
      const { lastInsertRowid } = await db.run(
        'INSERT INTO avatars (user_id, filename, mime_type, size_bytes, created_at) VALUES (@userId, @filename, @mime, @size, @at)',
        { userId, filename, mime, size: bytes.length, at: nowIso() },
      );
      await db.run('UPDATE users SET avatar_id = @id WHERE id = @userId', { id: lastInsertRowid, userId });
      for (const old of previous) await db.run('DELETE FROM avatars WHERE id = @id', { id: old.id });
      return lastInsertRowid;
    });
    for (const old of previous) {
      const oldPath = avatarPath(config, old.filename);
      if (oldPath) fs.rmSync(oldPath, { force: true });
    }
    return id;
  } catch (err) {
    fs.rmSync(file, { force: true });
    throw err;
  }
}
