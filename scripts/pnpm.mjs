// Runs the pinned pnpm through npx so that no global install is needed.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { ensureSupportedNode, nodeHeadersDir } from './node-line.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
export const pnpmSpec = pkg.packageManager; // e.g. pnpm@10.34.8

// node-gyp compiles native modules (better-sqlite3) against the headers of the Node that runs it,
// not whatever nodedir a global npmrc names (here /usr, Node 20's): an ABI mismatch otherwise.
function nativeBuildEnv() {
  const dir = nodeHeadersDir();
  return dir ? { npm_config_nodedir: dir } : {};
}

export function pnpm(args, opts = {}) {
  const res = spawnSync('npx', ['--yes', pnpmSpec, ...args], {
    cwd: opts.cwd ?? root,
    stdio: 'inherit',
    env: { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1', npm_config_update_notifier: 'false', ...nativeBuildEnv() },
  });
  if (res.status !== 0 && !opts.allowFail) process.exit(res.status ?? 1);
  return res.status;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  // On the project's Node, as `npm start` does (fetched when this one is older), so what pnpm runs
  // (the API, a dev server, jest, tsx) loads the native modules built for it, on a machine that has
  // only an older Node too: pnpm's children find that Node first on PATH.
  await ensureSupportedNode();
  // From the command line it works where it is called, so `cd mfe-quotes && node ../scripts/pnpm.mjs dev` runs that app's script.
  pnpm(process.argv.slice(2), { cwd: process.cwd() });
}
