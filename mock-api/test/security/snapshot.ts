import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { TestServer } from '../helpers';

/**
 * A fingerprint of everything a request could change: every table's rows (except the session
 * store, which counts activity) and every file under DATA_DIR/files. Two equal fingerprints mean
 * nothing was written.
 */
const VOLATILE_TABLES = new Set(['sessions']);

function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => {
      const file = path.join(e.parentPath, e.name);
      return `${path.relative(dir, file)}:${fs.statSync(file).size}`;
    })
    .sort();
}

export async function fingerprint(server: TestServer): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const name of (await server.db.tableNames()).sort()) {
    if (VOLATILE_TABLES.has(name)) continue;
    // Sorted here: without ORDER BY, PostgreSQL promises no order (SQLite happens to keep one).
    const rows = (await server.db.all(`SELECT * FROM "${name}"`)).map((row) => JSON.stringify(row)).sort();
    out[name] = crypto.createHash('sha256').update(rows.join('\n')).digest('hex').slice(0, 16);
  }
  out['files/'] = crypto.createHash('sha256').update(filesUnder(server.config.filesDir).join('\n')).digest('hex').slice(0, 16);
  return out;
}
