// Backups of the portal's database while it runs, and their restore into a fresh database.
// Everything the portal keeps is in the database (data, sessions, uploaded files, the outbox),
// so a backup of the database is a backup of the portal.
//
//   npm run backup [-- --out <file>]        the database the portal uses now (DATABASE_URL, else DATA_DIR's SQLite file)
//   npm run restore -- <file> [--force]     into DATABASE_URL (an empty database), else DATA_DIR (no portal running on it)
//
// SQLite: VACUUM INTO, one read transaction, so the copy is one consistent moment while the API
// instances go on writing (WAL lets readers and the writer work at once); the online backup API
// would start over each time another process wrote during its copy. PostgreSQL: pg_dump's custom
// format (one snapshot), restored with pg_restore in one transaction.
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { root } from './ports.mjs';
import { findPostgresBin } from './postgres.mjs';

const Database = createRequire(path.join(root, 'mock-api/package.json'))('better-sqlite3');

/** The API's own default when DATA_DIR is not set (mock-api/src/config.ts). */
export function sqliteFile(env = process.env) {
  return path.join(path.resolve(root, 'mock-api', env.DATA_DIR || 'data'), 'portal.sqlite');
}

/** Debian's client tools of the newest installed server, else whatever is on PATH. */
function pgTool(name) {
  const bin = findPostgresBin();
  return bin && existsSync(path.join(bin, name)) ? path.join(bin, name) : name;
}

function run(file, args) {
  const res = spawnSync(file, args, { encoding: 'utf8' });
  if (res.error) throw new Error(`${file} could not run: ${res.error.message} (Debian's postgresql-client holds it)`);
  if (res.status !== 0) throw new Error(`${path.basename(file)} failed (${res.status}): ${res.stderr.trim()}`);
}

/** Backs up the running portal's database into `out`; returns the file written. */
export function backup(out, env = process.env) {
  mkdirSync(path.dirname(path.resolve(out)), { recursive: true });
  if (existsSync(out)) throw new Error(`${out} exists already`);
  const url = env.DATABASE_URL?.trim();
  if (url) {
    run(pgTool('pg_dump'), ['--format=custom', '--no-owner', '--no-privileges', `--file=${out}`, `--dbname=${url}`]);
    return out;
  }
  const file = sqliteFile(env);
  if (!existsSync(file)) throw new Error(`No database at ${file} (set DATA_DIR, or DATABASE_URL for PostgreSQL)`);
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    // The instances may hold the write lock a moment: wait for it rather than fail.
    db.pragma('busy_timeout = 10000');
    db.prepare('VACUUM INTO ?').run(path.resolve(out));
  } finally {
    db.close();
  }
  return out;
}

/**
 * Restores `from` into DATABASE_URL (which must be empty: a new database, C collation, as
 * docs/operations.md creates it) or into DATA_DIR (with no API running on it; an existing
 * database there is replaced only with `force`).
 */
export function restore(from, env = process.env, { force = false } = {}) {
  if (!existsSync(from)) throw new Error(`No backup at ${from}`);
  const url = env.DATABASE_URL?.trim();
  if (url) {
    run(pgTool('pg_restore'), ['--no-owner', '--no-privileges', '--single-transaction', '--exit-on-error', `--dbname=${url}`, from]);
    return url;
  }
  const file = sqliteFile(env);
  if (existsSync(file) && !force) throw new Error(`${file} exists: stop the portal and pass --force to replace it`);
  const check = new Database(from, { readonly: true, fileMustExist: true });
  try {
    const result = check.pragma('integrity_check', { simple: true });
    if (result !== 'ok') throw new Error(`${from} is damaged: ${result}`);
  } finally {
    check.close();
  }
  mkdirSync(path.dirname(file), { recursive: true });
  // A -wal or -shm left beside the old file would be read as part of the new one.
  for (const suffix of ['-wal', '-shm']) rmSync(`${file}${suffix}`, { force: true });
  copyFileSync(from, file);
  return file;
}

function main(argv) {
  const [command, ...rest] = argv;
  const option = (name) => {
    const i = rest.indexOf(name);
    return i === -1 ? undefined : rest[i + 1];
  };
  const engine = process.env.DATABASE_URL?.trim() ? 'postgres' : 'sqlite';
  if (command === 'backup') {
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    const out = option('--out') ?? path.join(root, 'backups', `portal-${engine}-${stamp}.${engine === 'postgres' ? 'dump' : 'sqlite'}`);
    console.log(`Backed up the ${engine} database into ${backup(out)}`);
  } else if (command === 'restore') {
    const from = rest.find((arg) => !arg.startsWith('--'));
    if (!from) throw new Error('Usage: npm run restore -- <backup file> [--force]');
    console.log(`Restored ${from} into ${restore(from, process.env, { force: rest.includes('--force') })}`);
  } else {
    throw new Error('Usage: node scripts/backup.mjs backup [--out <file>] | restore <file> [--force]');
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    main(process.argv.slice(2));
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}
