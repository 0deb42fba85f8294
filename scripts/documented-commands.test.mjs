// The README's commands beside `npm start` and `npm test`, each started briefly under the machine's
// own Node when it is older than the project's (these machines ship 20): every one must switch to
// the project's Node, as `npm start` does, instead of loading TypeScript modules and native
// packages built for Node 24 into Node 20 (a crash, exit 139). The project's Node is handed over as
// PORTAL_NODE (the one running this test), so nothing is fetched. Each takes a few seconds: they
// run as far as the part that needs the project's Node, not a whole scan, bench or dev server.
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, test } from 'node:test';
import { nodeDecision } from './node-line.mjs';
import { root } from './ports.mjs';

/** An older Node on this machine, or null (then there is nothing to prove here). */
function olderNode() {
  for (const candidate of ['/usr/bin/node', '/usr/local/bin/node']) {
    if (!existsSync(candidate)) continue;
    const version = spawnSync(candidate, ['--version'], { encoding: 'utf8' }).stdout?.trim();
    if (version && nodeDecision(version) === 'fetch') return candidate;
  }
  return null;
}
const OLD_NODE = olderNode();
const skip = OLD_NODE ? false : 'no Node older than 22.19 on this machine';
const env = { ...process.env, PORTAL_NODE: process.execPath, PORTAL_NODE_REEXEC: '', NODE_OPTIONS: '' };

/** Runs `node <args>` under the older Node until it exits, its output matches `until`, or `timeoutMs`; its output and code. */
function run(args, { cwd = root, timeoutMs = 60_000, extraEnv = {}, until = null } = {}) {
  return new Promise((resolve) => {
    // A group of its own: pnpm starts npx, which starts pnpm, which starts the command; the whole
    // group is stopped, or what outlives the first would hold the port and this test's pipes.
    const child = spawn(OLD_NODE, args, { cwd, env: { ...env, ...extraEnv }, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
    let output = '';
    const read = (chunk) => {
      output += chunk;
      // A server has shown what it had to: stopped there.
      if (until?.test(output)) stopGroup();
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    const stopGroup = () => {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        /* already gone */
      }
    };
    const timer = setTimeout(stopGroup, timeoutMs);
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      stopGroup();
      resolve({ code, signal, output });
    });
  });
}

// Side by side: most of each one's time is npx starting pnpm, not work.
describe('documented commands on a machine with an older Node', { concurrency: true, skip }, () => {
  test("pnpm (the API, a dev server, one app's tests, jest, tsx, Playwright) runs on the project's Node", async () => {
    const { code, output } = await run(
      ['../scripts/pnpm.mjs', 'exec', 'node', '-e', "console.log('on', process.version); new (require('better-sqlite3'))(':memory:').close()"],
      { cwd: path.join(root, 'mock-api') },
    );
    assert.equal(code, 0, output);
    assert.match(output, new RegExp(`on ${process.version.replace(/\./g, '\\.')}`));
  });

  test('the API alone (node scripts/pnpm.mjs --filter @portal/mock-api start) starts on it and reaches its own checks', async () => {
    // A database nobody answers: the API stops at once with its one line and exit code 1, after its
    // modules loaded (on Node 20 it never got that far).
    const { code, output } = await run(['scripts/pnpm.mjs', '--filter', '@portal/mock-api', 'start'], {
      extraEnv: { DATABASE_URL: 'postgres://portal:x@127.0.0.1:1/portal', API_PORT: '1' },
    });
    assert.notEqual(code, 0);
    assert.match(output, /127\.0\.0\.1:1|refused|ECONNREFUSED/i, output);
    assert.doesNotMatch(output, /ERR_UNKNOWN_FILE_EXTENSION|NODE_MODULE_VERSION|registerHooks/, output);
  });

  test("a remote's production host (node scripts/pnpm.mjs --filter @portal/mfe-quotes start) loads the host package on it", async () => {
    // Built or not, it gets as far as its own answer: served, or "not built".
    const { output } = await run(['scripts/pnpm.mjs', '--filter', '@portal/mfe-quotes', 'start'], {
      extraEnv: { PORT_OFFSET: '4900' },
      timeoutMs: 45_000,
      until: /served at http|is not built/,
    });
    assert.match(output, /served at http|is not built/, output);
  });

  test('the scan, the bench and the bench scripts start on it', async () => {
    for (const script of ['scripts/scan.mjs', 'scripts/bench.mjs']) {
      const { code, output } = await run(['scripts/on-node.mjs', script, '--help']);
      assert.equal(code, 0, output);
      assert.match(output, /npm run (scan|bench)/);
    }
  });
});
