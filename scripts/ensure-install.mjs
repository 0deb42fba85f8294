// Installs the workspace when node_modules is missing or older than the lockfile.
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { pnpm } from './pnpm.mjs';
import { root } from './ports.mjs';

export function ensureInstall() {
  const marker = path.join(root, 'node_modules/.modules.yaml');
  const lock = path.join(root, 'pnpm-lock.yaml');
  const stale = !existsSync(marker) || (existsSync(lock) && statSync(lock).mtimeMs > statSync(marker).mtimeMs);
  if (!stale) return;
  console.log('› Installing dependencies (pnpm, frozen lockfile)…');
  pnpm(['install', '--frozen-lockfile', '--reporter=append-only']);
}

if (import.meta.url === `file://${process.argv[1]}`) ensureInstall();
