import crypto from 'node:crypto';
import path from 'node:path';
import type { Config } from '../../config';
import type { Db } from '../../db';
import { nowIso } from '../../db';
import { UPLOAD_TYPES, type AvatarMime } from './avatarImage';
import { importLegacyFiles, putBlob, readBlob, removeBlob } from '../../core/fileBlobs';

/**
 * Avatar pictures live in the database (file_blobs, core/fileBlobs.ts) under `avatars/<random
 * name>`, written with their avatars row in one transaction, so every API instance serves them;
 * the avatars table knows whose they are. A change makes a new row (a new id, so a new URL the
 * browser may cache for good) and removes the previous picture in the same transaction.
 */
export interface AvatarRow {
  id: number;
  user_id: number;
  filename: string;
  mime_type: string;
  size_bytes: number;
}

/** Only names we made: no other kind's file can be named through the table. */
const SAFE_NAME = /^[0-9a-f]{32}\.(png|jpg|gif|webp|svg)$/;
const KIND = 'avatars';

export function readAvatar(filename: string, db: Db): Promise<Buffer | null> {
  return SAFE_NAME.test(filename) ? readBlob(db, `${KIND}/${filename}`) : Promise.resolve(null);
}

export async function findAvatar(db: Db, id: number): Promise<AvatarRow | undefined> {
  return db.get<AvatarRow>('SELECT id, user_id, filename, mime_type, size_bytes FROM avatars WHERE id = @id', { id });
}

export async function replaceAvatar(db: Db, userId: number, bytes: Buffer, mime: AvatarMime): Promise<number> {
  const ext = mime === 'image/svg+xml' ? 'svg' : UPLOAD_TYPES[mime];
  const filename = `${crypto.randomBytes(16).toString('hex')}.${ext}`;
  return db.tx(async () => {
    // The user's row first: of two pictures uploaded at once, the later one replaces the earlier, none is left behind.
    await db.lockRow('users', 'id', userId);
    const previous = await db.all<AvatarRow>('SELECT id, user_id, filename, mime_type, size_bytes FROM avatars WHERE user_id = @userId', { userId });
    const { id: avatarId } = (await db.get<{ id: number }>(
      'INSERT INTO avatars (user_id, filename, mime_type, size_bytes, created_at) VALUES (@userId, @filename, @mime, @size, @at) RETURNING id',
      {
        userId,
        filename,
        mime,
        size: bytes.length,
        at: nowIso(),
      },
    ))!;
    await putBlob(db, `${KIND}/${filename}`, bytes);
    await db.run('UPDATE users SET avatar_id = @id WHERE id = @userId', { id: avatarId, userId });
    for (const old of previous) {
      await db.run('DELETE FROM avatars WHERE id = @id', { id: old.id });
      await removeBlob(db, `${KIND}/${old.filename}`);
    }
    return avatarId;
  });
}

/** Pictures of a database from before migration 003, on disk in DATA_DIR/files/avatars: moved in at start. */
export async function importLegacyAvatars(db: Db, config: Config): Promise<number> {
  const known = new Set((await db.all<{ filename: string }>('SELECT filename FROM avatars')).map((r) => r.filename));
  return importLegacyFiles(db, path.join(config.filesDir, 'avatars'), KIND, (name) => SAFE_NAME.test(name) && known.has(name));
}
