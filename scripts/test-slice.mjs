// `pnpm test` inside one app: that slice's own tests alone — its unit tests (jest), then its browser
// specs against the built portal (only what changed is rebuilt). Usage: node ../scripts/test-slice.mjs <app>
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { APPS, root } from './ports.mjs';
import { buildApps } from './build.mjs';

const name = process.argv[2];
const app = APPS[name];
if (!app) {
  console.error(`Unknown app "${name}". One of: ${Object.keys(APPS).join(', ')}`);
  process.exit(2);
}
const run = (cmd, args, cwd = root) => spawnSync(cmd, args, { cwd, stdio: 'inherit', env: { ...process.env, NODE_OPTIONS: '--no-deprecation' } }).status === 0;

let ok = true;
if (existsSync(path.join(root, app.dir, 'jest.config.cjs'))) ok = run(path.join(root, 'node_modules/.bin/jest'), ['--selectProjects', app.dir]) && ok;
await buildApps();
ok = run(path.join(root, 'e2e/node_modules/.bin/playwright'), ['test', ...app.specs.map((s) => `tests/${s}`)], path.join(root, 'e2e')) && ok;
process.exit(ok ? 0 : 1);
