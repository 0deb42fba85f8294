// Seeds a new database once, before the API instances start: the API never seeds (it carries no
// seed code, and instances starting together would race to). Runs the seed's CLI with --if-empty
// (mock-api/src/seed/cli.ts), which leaves a database with data alone, so every start may call it.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { apiBundleIsCurrent, SEED_BUNDLE } from './build-api.mjs';
import { newest } from './build.mjs';
import { root } from './ports.mjs';

const apiDir = path.join(root, 'mock-api');

/**
 * From the production build (dist/seed.mjs) when it is current, as the API is started
 * (scripts/portal.mjs), else from source under tsx. Resolves once the database is seeded (or
 * already was); rejects when it fails. `quiet` keeps the seed's output for that message only.
 */
export function seedIfEmpty(env, { quiet = false } = {}) {
  const args = apiBundleIsCurrent(newest)
    ? [process.execPath, ['--enable-source-maps', SEED_BUNDLE, '--if-empty']]
    : [path.join(apiDir, 'node_modules/.bin/tsx'), ['src/seed/cli.ts', '--if-empty']];
  const child = spawn(...args, { cwd: apiDir, env, stdio: ['ignore', quiet ? 'pipe' : 'inherit', quiet ? 'pipe' : 'inherit'] });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code, signal) => (code === 0 ? resolve() : reject(new Error(`The seed failed (${signal ?? `exit code ${code}`})${output ? `:\n${output.trim()}` : ''}`))));
  });
}
