import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../../config';
import type { Db } from '../../db';
import { blobNames, importLegacyFiles, putBlob, readBlob, removeBlob } from '../../core/fileBlobs';

/**
 * Where document files live: in the database (file_blobs, core/fileBlobs.ts) under
 * `documents/<internal id>`, written in the same transaction as their row, so every API instance
 * serves them. An upload is streamed to DATA_DIR/files/documents.incoming/<random>.part first
 * (this instance's scratch space: the size and content checks read it, nothing is held in
 * memory meanwhile) and copied into the database only once it passed. A stored file's name is
 * always an internal id made here, never anything a user sent.
 */
export const INTERNAL_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const KIND = 'documents';

export class DocumentStore {
  readonly incomingDir: string;
  /** Where files were kept before they moved into the database (imported at start). */
  private readonly legacyDir: string;

  constructor(
    filesDir: string,
    private readonly db: Db,
  ) {
    this.legacyDir = path.join(filesDir, 'documents');
    this.incomingDir = path.join(filesDir, 'documents.incoming');
  }

  static of(config: Pick<Config, 'filesDir'>, db: Db): DocumentStore {
    return new DocumentStore(config.filesDir, db);
  }

  ensureDirs(): void {
    fs.mkdirSync(this.incomingDir, { recursive: true });
  }

  newId(): string {
    return randomUUID();
  }

  newIncomingPath(): string {
    return path.join(this.incomingDir, `${randomUUID()}.part`);
  }

  private key(id: string): string {
    // Only ids of our own format pass, so even a corrupted row cannot name another kind's file.
    if (!INTERNAL_ID.test(id)) throw new Error(`Not a document storage id: ${JSON.stringify(id)}`);
    return `${KIND}/${id}`;
  }

  /** Stores the bytes; call inside the transaction that writes the row pointing at them. */
  put(id: string, bytes: Buffer): Promise<void> {
    return putBlob(this.db, this.key(id), bytes);
  }

  /** The stored bytes, or null when there are none. */
  read(id: string): Promise<Buffer | null> {
    return INTERNAL_ID.test(id) ? readBlob(this.db, this.key(id)) : Promise.resolve(null);
  }

  /** A missing file is already what we want. */
  async remove(id: string): Promise<void> {
    if (INTERNAL_ID.test(id)) await removeBlob(this.db, this.key(id));
  }

  /** The ids of every stored file. */
  storedIds(): Promise<string[]> {
    return blobNames(this.db, KIND);
  }

  /**
   * At start: nothing of this instance can be mid-upload, so every incoming part is debris of a
   * crash; files of an older database on disk are moved in; a stored file without a row is
   * removed (a row and its file are written together, so only a row deleted elsewhere leaves one).
   * The removal is one statement that looks for the row and the file at the same moment: another
   * instance's upload committing meanwhile brings both or neither, and keeps its file.
   */
  async sweep(): Promise<{ parts: number; orphans: number; imported: number }> {
    this.ensureDirs();
    let parts = 0;
    for (const name of fs.readdirSync(this.incomingDir)) {
      fs.rmSync(path.join(this.incomingDir, name), { force: true, recursive: true });
      parts++;
    }
    const known = new Set((await this.db.all<{ filename: string }>('SELECT filename FROM documents')).map((r) => r.filename));
    const imported = await importLegacyFiles(this.db, this.legacyDir, KIND, (name) => INTERNAL_ID.test(name) && known.has(name));
    const { changes: orphans } = await this.db.run(
      `DELETE FROM file_blobs WHERE file_key >= @from AND file_key < @to
         AND NOT EXISTS (SELECT 1 FROM documents d WHERE d.filename = SUBSTR(file_blobs.file_key, ${KIND.length + 2}))`,
      { from: `${KIND}/`, to: `${KIND}0` },
    );
    return { parts, orphans, imported };
  }
}
