// Builds every app whose sources changed since its last build (production mode), and the API
// (build-api.mjs, under a second, so always). Two apps build at a time (BUILD_CONCURRENCY): a
// webpack build keeps about one core busy, and the apps share nothing at build time.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { spawn } from 'node:child_process';
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
function acquireBuildLock() {
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
}

const releaseBuildLock = () => rmSync(lockDir, { recursive: true, force: true });

/** The apps whose build is older than their sources (all of them with force). */
function appsToBuild({ force = false, only } = {}) {
  const sharedTime = Math.max(newest(path.join(root, 'shared')), newest(path.join(root, 'shared/webpack')));
  const stale = [];
  for (const [name, app] of Object.entries(APPS)) {
    if (only && !only.includes(name)) continue;
    const dir = path.join(root, app.dir);
    const built = path.join(dir, 'dist/index.html');
    const upToDate =
      existsSync(built) &&
      statSync(built).mtimeMs > Math.max(sharedTime, newest(path.join(dir, 'src')), statSync(path.join(dir, 'webpack.config.cjs')).mtimeMs);
    if (!upToDate || force) stale.push(app.dir);
  }
  return stale;
}

const webpackArgs = (dir) => [path.join(root, dir, 'node_modules/webpack/bin/webpack.js'), '--mode', 'production'];
const webpackOptions = (dir) => ({ cwd: path.join(root, dir), stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, NODE_OPTIONS: '--no-deprecation' } });

function buildApiTimed(only) {
  if (only && !only.includes('api')) return [];
  const started = Date.now();
  buildApi();
  return [{ app: 'mock-api', seconds: (Date.now() - started) / 1000 }];
}

/** One webpack build in a child; its output is printed whole when it ends, not interleaved. */
function buildOne(dir) {
  const started = Date.now();
  console.log(`› Building ${dir}…`);
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, webpackArgs(dir), webpackOptions(dir));
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('close', (code) => {
      if (output.trim()) process.stdout.write(output.endsWith('\n') ? output : `${output}\n`);
      if (code === 0) resolve({ app: dir, seconds: (Date.now() - started) / 1000 });
      else reject(new Error(`Build of ${dir} failed`));
    });
  });
}

/** Builds what changed, up to `concurrency` webpack builds at a time; the first failure fails it. */
export async function buildApps({ concurrency = Number(process.env.BUILD_CONCURRENCY ?? 2), ...options } = {}) {
  acquireBuildLock();
  try {
    const queue = appsToBuild(options);
    const results = [];
    let failure = null;
    // After a failure no new build starts; the ones under way finish before the lock is let go.
    const worker = async () => {
      while (queue.length && !failure) {
        try {
          results.push(await buildOne(queue.shift()));
        } catch (error) {
          failure = error;
        }
      }
    };
    await Promise.all(Array.from({ length: Math.max(1, concurrency) }, worker));
    if (failure) throw failure;
    return [...results, ...buildApiTimed(options.only)];
  } finally {
    releaseBuildLock();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  // On the project's Node, as `npm start` builds (webpack and the API bundle load what was installed for it).
  const { ensureSupportedNode } = await import('./node-line.mjs');
  await ensureSupportedNode();
  const force = process.argv.includes('--force');
  const only = process.argv.slice(2).filter((a) => !a.startsWith('--'));
  for (const r of await buildApps({ force, only: only.length ? only : undefined }))
    console.log(`  ${r.app}: ${r.seconds.toFixed(1)} s`);
}
