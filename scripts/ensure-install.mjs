// Installs the workspace when node_modules is missing or older than the lockfile, and makes sure the
// native modules in it (better-sqlite3) were built for the Node that runs them: a node_modules
// installed under another Node ABI (say 20's 115 where 24 needs 137) is rebuilt once.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { pnpm } from './pnpm.mjs';

// Computed here, not read from ports.mjs: this runs before a supported Node is known, and the
// portal host's settings (which ports.mjs reads) are TypeScript.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const ABI_MARKER = path.join(root, 'node_modules/.node-abi');

export function ensureInstall() {
  const marker = path.join(root, 'node_modules/.modules.yaml');
  const lock = path.join(root, 'pnpm-lock.yaml');
  const stale = !existsSync(marker) || (existsSync(lock) && statSync(lock).mtimeMs > statSync(marker).mtimeMs);
  if (stale) {
    console.log('› Installing dependencies (pnpm, frozen lockfile)…');
    rmSync(ABI_MARKER, { force: true });
    pnpm(['install', '--frozen-lockfile', '--reporter=append-only']);
  }
  ensureNativeModules();
}

/** Whether better-sqlite3 loads and opens a database under this Node. */
function sqliteLoads() {
  const probe = "new (require('better-sqlite3'))(':memory:').close()";
  return spawnSync(process.execPath, ['-e', probe], { cwd: path.join(root, 'mock-api'), stdio: 'ignore' }).status === 0;
}

function ensureNativeModules() {
  const abi = process.versions.modules;
  if (existsSync(ABI_MARKER) && readFileSync(ABI_MARKER, 'utf8').trim() === abi) return;
  if (!sqliteLoads()) {
    console.log(`› Rebuilding better-sqlite3 for Node ${process.version} (ABI ${abi}); it compiles from source…`);
    pnpm(['-r', 'rebuild', '--reporter=append-only', 'better-sqlite3']);
    if (!sqliteLoads()) throw new Error(`better-sqlite3 still does not load under Node ${process.version} after a rebuild`);
  }
  writeFileSync(ABI_MARKER, `${abi}\n`);
}

if (import.meta.url === `file://${process.argv[1]}`) ensureInstall();
