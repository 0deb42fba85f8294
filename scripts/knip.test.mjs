// knip (knip.jsonc) finds nothing in the tree, and finds an export planted where nothing uses it.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { root } from './ports.mjs';

const knip = (...args) =>
  spawnSync(process.execPath, [path.join(root, 'node_modules/knip/bin/knip.js'), '--no-progress', '--reporter', 'compact', ...args], { cwd: root, encoding: 'utf8' });

test('knip finds no unused export, type or file', { timeout: 300_000 }, () => {
  const run = knip();
  assert.equal(run.status, 0, `knip found:\n${run.stdout}${run.stderr}`);
});

test('knip finds an export planted where nothing uses it', { timeout: 300_000 }, () => {
  // A helper of the API with two exports, and a benchmark (an entry) that uses one of them.
  // Not git-ignored, since knip skips what git ignores; removed whatever the outcome.
  const helper = path.join(root, 'mock-api/src/core/knipPlanted.ts');
  const bench = path.join(root, 'mock-api/bench/knipPlanted.ts');
  try {
    writeFileSync(helper, 'export const usedByTheBench = 1;\nexport const plantedUnused = 2;\n');
    writeFileSync(bench, "import { usedByTheBench } from '../src/core/knipPlanted';\nconsole.log(usedByTheBench);\n");
    const run = knip('--workspace', 'mock-api');
    assert.notEqual(run.status, 0);
    assert.match(run.stdout, /knipPlanted\.ts: plantedUnused/);
    assert.doesNotMatch(run.stdout, /usedByTheBench/);
  } finally {
    rmSync(helper, { force: true });
    rmSync(bench, { force: true });
  }
});
