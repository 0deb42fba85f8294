import fs from 'node:fs';
import path from 'node:path';
import type { Db } from '../db';
import { nowIso } from '../db';

/**
 * Uploaded files in the database (table file_blobs, migration 003), under `<kind>/<name>`:
 * every instance reads the same bytes wherever it runs, and a file is written and removed in the
 * same transaction as the row that points at it (no orphan on a crash, no row without its file).
 * Chosen over an object store: the uploads are small (10 MB at most, avatars 1 MB) and few, the
 * database is there already on both engines, and a download costs one indexed read (see
 * bench/fileBlobs.bench.ts). An S3-compatible store would sit behind the same four functions.
 *
 * put and remove join the caller's transaction (Db.tx) when there is one. The bytes are a BLOB
 * on SQLite and a BYTEA on PostgreSQL (migration 003); both hand back a Buffer.
 */
export async function putBlob(db: Db, key: string, bytes: Buffer): Promise<void> {
  await db.run(
    `INSERT INTO file_blobs (file_key, content, size_bytes, created_at) VALUES (@key, @bytes, @size, @at)
     ON CONFLICT (file_key) DO UPDATE SET content = excluded.content, size_bytes = excluded.size_bytes, created_at = excluded.created_at`,
    { key, bytes, size: bytes.length, at: nowIso() },
  );
}

export async function readBlob(db: Db, key: string): Promise<Buffer | null> {
  return (await db.get<{ content: Buffer }>('SELECT content FROM file_blobs WHERE file_key = @key', { key }))?.content ?? null;
}

export async function removeBlob(db: Db, key: string): Promise<void> {
  await db.run('DELETE FROM file_blobs WHERE file_key = @key', { key });
}

/** The names stored under a kind (tests, sweeps). */
export async function blobNames(db: Db, kind: string): Promise<string[]> {
  const rows = await db.all<{ file_key: string }>('SELECT file_key FROM file_blobs WHERE file_key LIKE @prefix ORDER BY file_key', { prefix: `${kind}/%` });
  return rows.map((r) => r.file_key.slice(kind.length + 1));
}

/**
 * A database from before migration 003 keeps its files in DATA_DIR/files/<kind>: each one that
 * `wanted` names (a row points at it) and is not stored yet is moved in, once, at start.
 */
export async function importLegacyFiles(db: Db, dir: string, kind: string, wanted: (name: string) => boolean): Promise<number> {
  if (!fs.existsSync(dir)) return 0;
  let moved = 0;
  for (const name of fs.readdirSync(dir)) {
    const file = path.join(dir, name);
    if (!wanted(name) || !fs.statSync(file).isFile()) continue;
    const bytes = fs.readFileSync(file);
    await db.tx(async () => {
      if (!(await db.get('SELECT 1 AS one FROM file_blobs WHERE file_key = @key', { key: `${kind}/${name}` }))) await putBlob(db, `${kind}/${name}`, bytes);
    });
    fs.rmSync(file, { force: true });
    moved++;
  }
  return moved;
}
