// Build timings. Each app is built for production into a temporary folder, so the portal's dist
// folders (which other people's browser tests may be serving) stay as they are.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { APPS, root } from '../ports.mjs';

/** Seconds for `webpack --mode production` of one app, as scripts/build.mjs runs it. */
export function timeBuild(name) {
  const dir = path.join(root, APPS[name].dir);
  const out = mkdtempSync(path.join(tmpdir(), `bench-build-${name}-`));
  const started = process.hrtime.bigint();
  const res = spawnSync(process.execPath, [path.join(dir, 'node_modules/webpack/bin/webpack.js'), '--mode', 'production', '--output-path', out], {
    cwd: dir,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, NODE_OPTIONS: '--no-deprecation' },
  });
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  rmSync(out, { recursive: true, force: true });
  if (res.status !== 0) throw new Error(`Build of ${APPS[name].dir} failed`);
  return seconds;
}

/** The whole workspace, one app after the other as scripts/build.mjs does, and one remote's share of it. */
export function timeWorkspaceBuild(remote = 'quotes') {
  const perApp = {};
  for (const name of Object.keys(APPS)) perApp[name] = timeBuild(name);
  return { workspace: Object.values(perApp).reduce((a, b) => a + b, 0), remote, remoteSeconds: perApp[remote], perApp };
}
