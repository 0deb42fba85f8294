// `npm test`: on a supported Node (fetched when this one is too old), install what is missing
// (dependencies, Debian's chromium, postgresql and nginx), then run every test:
// type checks, lint, unit and API tests (jest; the API suites on SQLite and on PostgreSQL, and a set of them behind nginx), bundle budgets, and browser tests
// (Playwright; a walk through the portal again behind nginx).
import { execSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureInstall } from './ensure-install.mjs';
import { ensureSupportedNode } from './node-line.mjs';
import { ensurePostgres } from './postgres.mjs';
import { ensureNginx } from './front-door/nginx.mjs';

// Computed here, not read from ports.mjs: this runs before a supported Node is known, and the
// portal host's settings (which ports.mjs reads) are TypeScript.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const started = Date.now();
await ensureSupportedNode();
console.log(`› Node ${process.version} (${process.execPath})`);
const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const resultsDir = path.join(root, 'test-results');
mkdirSync(resultsDir, { recursive: true });

function step(title, fn) {
  const t = Date.now();
  console.log(`\n━━ ${title}`);
  const ok = fn();
  console.log(`━━ ${title}: ${ok ? 'ok' : 'FAILED'} (${((Date.now() - t) / 1000).toFixed(0)} s)`);
  return ok;
}

function run(cmd, args, opts = {}) {
  const res = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', ...opts, env: { ...process.env, NODE_OPTIONS: '--no-deprecation', ...(opts.env ?? {}) } });
  return res.status === 0;
}

function ensureChromium() {
  if (existsSync(CHROMIUM)) return true;
  if (process.getuid?.() !== 0) {
    console.error(`Chromium is missing at ${CHROMIUM}. Install Debian's package: sudo apt-get install -y chromium`);
    return false;
  }
  console.log('› Installing Debian chromium (apt)…');
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-liberation', { stdio: 'inherit' });
  return existsSync(CHROMIUM);
}

ensureInstall();
const bin = (pkg, name) => path.join(root, pkg, 'node_modules/.bin', name);
const outcome = {};

outcome.chromium = step('Browser (Debian chromium)', ensureChromium);
// The API suites run a second time on PostgreSQL (a throw-away cluster the jest project starts).
outcome.postgres = step('Database (Debian postgresql)', () => {
  try {
    console.log(`PostgreSQL server binaries in ${ensurePostgres({ quiet: false })}`);
    return true;
  } catch (error) {
    console.error(error.message);
    return false;
  }
});
// The front door's script test runs the portal behind nginx (PORTAL_FRONT=nginx), and the jest
// project `mock-api (nginx)` the API's suites behind it.
outcome.nginx = step('Front door (Debian nginx)', () => {
  try {
    console.log(`nginx at ${ensureNginx({ quiet: false })}`);
    return true;
  } catch (error) {
    console.error(error.message);
    return false;
  }
});
outcome.typecheck = step('Type check', () => run(process.execPath, ['scripts/pnpm.mjs', '-r', '--workspace-concurrency=2', 'run', 'typecheck']));
outcome.lint = step('Lint (eslint)', () => run(process.execPath, ['scripts/pnpm.mjs', 'exec', 'eslint', '.']));
outcome.scripts = step('Script and host tests (node --test)', () =>
  run(process.execPath, ['--test', '--test-reporter=spec', '--test-reporter-destination=stdout', '--test-reporter=tap', `--test-reporter-destination=${path.join(resultsDir, 'scripts.tap')}`, 'scripts/*.test.mjs', 'host/src/*.test.ts']),
);
outcome.jest = step('Unit and API tests (jest)', () => run(path.join(root, 'node_modules/.bin/jest'), ['--ci', '--json', `--outputFile=${path.join(resultsDir, 'jest.json')}`]));
outcome.build = step('Production build', () => run(process.execPath, ['scripts/build.mjs']));
outcome.e2e =
  outcome.build && outcome.chromium
    ? step('Browser tests (Playwright on Debian chromium)', () =>
        run(bin('e2e', 'playwright'), ['test'], { cwd: path.join(root, 'e2e'), env: { PLAYWRIGHT_JSON_OUTPUT_NAME: path.join(resultsDir, 'e2e.json'), PLAYWRIGHT_REPORTER: 'list,json' } }),
      )
    : false;
// The same build behind nginx with two API instances (PORTAL_FRONT=nginx): one walk through the
// portal, sign-in to sign-out (e2e/front-door.config.ts).
outcome.frontDoorWalk =
  outcome.build && outcome.chromium && outcome.nginx
    ? step('Browser walk behind nginx (Playwright)', () =>
        run(bin('e2e', 'playwright'), ['test', '-c', 'front-door.config.ts'], { cwd: path.join(root, 'e2e'), env: { PLAYWRIGHT_JSON_OUTPUT_NAME: path.join(resultsDir, 'front-door.json'), PLAYWRIGHT_REPORTER: 'list,json' } }),
      )
    : false;

// One closing line that counts every test of the run.
let passed = 0;
let failed = 0;
let skipped = 0;
try {
  const jest = JSON.parse(readFileSync(path.join(resultsDir, 'jest.json'), 'utf8'));
  passed += jest.numPassedTests;
  failed += jest.numFailedTests + (jest.numRuntimeErrorTestSuites ?? 0);
  skipped += jest.numPendingTests;
} catch {
  failed += 1;
}
try {
  // Top-level TAP lines, one per test (the script tests have no suites).
  const tap = readFileSync(path.join(resultsDir, 'scripts.tap'), 'utf8');
  passed += (tap.match(/^ok \d+ - (?!.*# SKIP)/gm) ?? []).length;
  failed += (tap.match(/^not ok \d+ /gm) ?? []).length;
  skipped += (tap.match(/^ok \d+ - .*# SKIP/gm) ?? []).length;
} catch {
  failed += 1;
}
for (const file of ['e2e.json', 'front-door.json']) {
  try {
    const e2e = JSON.parse(readFileSync(path.join(resultsDir, file), 'utf8'));
    passed += (e2e.stats.expected ?? 0) + (e2e.stats.flaky ?? 0);
    failed += e2e.stats.unexpected ?? 0;
    skipped += e2e.stats.skipped ?? 0;
  } catch {
    failed += 1;
  }
}
for (const [name, ok] of Object.entries(outcome)) if (!ok && !['scripts', 'jest', 'e2e', 'frontDoorWalk'].includes(name)) failed += 1;

console.log(`\nFinished in ${((Date.now() - started) / 1000).toFixed(0)} s`);
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed === 0 && Object.values(outcome).every(Boolean) ? 0 : 1);
