import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../../config';
import type { Db } from '../../db';

/**
 * Where document files live: DATA_DIR/files/documents/<internal id>, outside anything served.
 * Uploads are written to DATA_DIR/files/documents.incoming/<random>.part first (same file
 * system, so the final move is an atomic rename) and only moved once their row is written.
 * A stored file's name is always an internal id made here, never anything a user sent.
 */
export const INTERNAL_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export class DocumentStore {
  readonly dir: string;
  readonly incomingDir: string;

  constructor(filesDir: string) {
    this.dir = path.join(filesDir, 'documents');
    this.incomingDir = path.join(filesDir, 'documents.incoming');
  }

  static of(config: Pick<Config, 'filesDir'>): DocumentStore {
    return new DocumentStore(config.filesDir);
  }

  ensureDirs(): void {
    fs.mkdirSync(this.dir, { recursive: true });
    fs.mkdirSync(this.incomingDir, { recursive: true });
  }

  newId(): string {
    return randomUUID();
  }

  newIncomingPath(): string {
    return path.join(this.incomingDir, `${randomUUID()}.part`);
  }

  /**
   * The path of a stored file. Only ids of our own format pass, so even a corrupted row can
   * not point outside the store.
   */
  pathOf(id: string): string {
    if (!INTERNAL_ID.test(id)) throw new Error(`Not a document storage id: ${JSON.stringify(id)}`);
    return path.join(this.dir, id);
  }

  /** Best effort: a missing file is already what we want. */
  remove(id: string): void {
    if (INTERNAL_ID.test(id)) fs.rmSync(path.join(this.dir, id), { force: true });
  }

  /**
   * At start: nothing can be mid-upload, so every incoming part is debris of a crash; a stored
   * file without a row (a crash between the move and the commit, or a row deleted elsewhere)
   * is removed once it is older than `graceMs` (a seed running beside us is not cut short).
   */
  async sweep(db: Db, graceMs = 60_000): Promise<{ parts: number; orphans: number }> {
    this.ensureDirs();
    let parts = 0;
    for (const name of fs.readdirSync(this.incomingDir)) {
      fs.rmSync(path.join(this.incomingDir, name), { force: true, recursive: true });
      parts++;
    }
    const known = new Set((await db.all<{ filename: string }>('SELECT filename FROM documents')).map((r) => r.filename));
    let orphans = 0;
    const cutoff = Date.now() - graceMs;
    for (const name of fs.readdirSync(this.dir)) {
      if (!INTERNAL_ID.test(name) || known.has(name)) continue;
      const file = path.join(this.dir, name);
      if (fs.statSync(file).mtimeMs > cutoff) continue;
      fs.rmSync(file, { force: true });
      orphans++;
    }
    return { parts, orphans };
  }
}
