import assert from 'node:assert/strict';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { pathToFileURL } from 'node:url';
import { typescriptFileOf } from '../../shared/contracts/node/typescript-modules.mjs';
import { root } from './settings.mjs';

const contractsDir = path.join(root, 'shared/contracts/src');
const from = pathToFileURL(path.join(contractsDir, 'network.ts')).href;

test('a relative import without an extension from a .ts module is its .ts file, or its folder index', () => {
  assert.equal(typescriptFileOf('./endpoint', from), pathToFileURL(path.join(contractsDir, 'endpoint.ts')).href);
  assert.equal(typescriptFileOf('./table', from), pathToFileURL(path.join(contractsDir, 'table/index.ts')).href);
  // Anything else is Node's to resolve as it is.
  assert.equal(typescriptFileOf('./endpoint.ts', from), null);
  assert.equal(typescriptFileOf('@sinclair/typebox', from), null);
  assert.equal(typescriptFileOf('./endpoint', pathToFileURL(path.join(root, 'host/src/serve-app.ts')).href), null);
  assert.equal(typescriptFileOf('./no-such-module', from), null);
  // Only the contracts' own imports: another .ts module (an end-to-end spec) is its own runner's.
  assert.equal(typescriptFileOf('./fixtures', pathToFileURL(path.join(root, 'e2e/tests/budgets.spec.ts')).href), null);
});

test("the host reads every remote's routes, whose early reads are GET addresses of the slices' contracts", async () => {
  const { DECLARED_ROUTES } = await import('../../shell/src/remotes/declaredRoutes.ts');
  const gets = new Set();
  const collect = (value) => {
    if (!value || typeof value !== 'object') return;
    if (typeof value.method === 'string' && typeof value.path === 'string') return value.method === 'GET' && gets.add(value.path);
    Object.values(value).forEach(collect);
  };
  for (const file of readdirSync(contractsDir).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts')))
    collect(await import(path.join(contractsDir, file)));
  const early = Object.values(DECLARED_ROUTES).flatMap((routes) => routes.flatMap((route) => route.earlyFetch ?? []));
  assert.ok(early.length > 0);
  for (const url of early) assert.ok(gets.has(url.split('?')[0]), `${url} is no contract's GET address`);
});
