// Builds every app whose sources changed since its last build (production mode), and the API
// (build-api.mjs, under a second, so always).
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { buildApi } from './build-api.mjs';
import { APPS, root } from './ports.mjs';

/** The newest modification time under dir (node_modules and dist left out). */
export function newest(dir) {
  let latest = 0;
  if (!existsSync(dir)) return latest;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(full) : statSync(full).mtimeMs);
  }
  return latest;
}

const lockDir = path.join(root, 'node_modules/.cache/portal-build.lock');

const alive = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** One build at a time per checkout: two builds writing the same dist folder would corrupt it. */
function withBuildLock(fn) {
  mkdirSync(path.dirname(lockDir), { recursive: true });
  for (let waited = 0; ; waited += 500) {
    try {
      mkdirSync(lockDir);
      writeFileSync(path.join(lockDir, 'pid'), String(process.pid));
      break;
    } catch {
      const owner = Number(existsSync(path.join(lockDir, 'pid')) ? readFileSync(path.join(lockDir, 'pid'), 'utf8') : 0);
      if (owner && !alive(owner)) rmSync(lockDir, { recursive: true, force: true });
      if (waited % 10_000 === 0) console.log('› Waiting for another build in this checkout to finish…');
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 500);
    }
  }
  try {
    return fn();
  } finally {
    rmSync(lockDir, { recursive: true, force: true });
  }
}

export function buildApps(options = {}) {
  return withBuildLock(() => buildChangedApps(options));
}

function buildChangedApps({ force = false, only } = {}) {
  const sharedTime = Math.max(newest(path.join(root, 'shared/src')), newest(path.join(root, 'shared/webpack')));
  const results = [];
  for (const [name, app] of Object.entries(APPS)) {
    if (only && !only.includes(name)) continue;
    const dir = path.join(root, app.dir);
    const built = path.join(dir, 'dist/index.html');
    // The shell bundles every remote's route declaration (shell/src/remotes/declaredRoutes.ts).
    const routesTime = name === 'shell' ? Math.max(...Object.values(APPS).map((a) => path.join(root, a.dir, 'src/routes.ts')).filter(existsSync).map((f) => statSync(f).mtimeMs)) : 0;
    const upToDate = existsSync(built) && statSync(built).mtimeMs > Math.max(sharedTime, routesTime, newest(path.join(dir, 'src')), statSync(path.join(dir, 'webpack.config.cjs')).mtimeMs);
    if (upToDate && !force) continue;
    const started = Date.now();
    console.log(`› Building ${app.dir}…`);
    const res = spawnSync(process.execPath, [path.join(dir, 'node_modules/webpack/bin/webpack.js'), '--mode', 'production'], {
      cwd: dir,
      stdio: 'inherit',
      env: { ...process.env, NODE_OPTIONS: '--no-deprecation' },
    });
    if (res.status !== 0) throw new Error(`Build of ${app.dir} failed`);
    results.push({ app: app.dir, seconds: (Date.now() - started) / 1000 });
  }
  if (!only || only.includes('api')) {
    const started = Date.now();
    buildApi();
    results.push({ app: 'mock-api', seconds: (Date.now() - started) / 1000 });
  }
  return results;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const force = process.argv.includes('--force');
  const only = process.argv.slice(2).filter((a) => !a.startsWith('--'));
  for (const r of buildApps({ force, only: only.length ? only : undefined })) console.log(`  ${r.app}: ${r.seconds.toFixed(1)} s`);
}
