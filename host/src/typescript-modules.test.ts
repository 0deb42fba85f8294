import assert from 'node:assert/strict';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { pathToFileURL } from 'node:url';
import { typescriptFileOf } from '@portal/contracts/node/typescript-modules';
import type { RemoteRoute } from '../../shared/kit/src/federation/registry.ts';
import { root } from './settings.ts';

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
  // Read as data: the host's type check does not take in the remotes' sources.
  const declared = path.join(root, 'shell/src/remotes/declaredRoutes.ts');
  const { DECLARED_ROUTES } = (await import(declared)) as { DECLARED_ROUTES: Record<string, RemoteRoute[]> };
  const gets = new Set<string>();
  const collect = (value: unknown): unknown => {
    if (!value || typeof value !== 'object') return;
    const { method, path } = value as { method?: unknown; path?: unknown };
    if (typeof method === 'string' && typeof path === 'string') return method === 'GET' && gets.add(path);
    Object.values(value).forEach(collect);
  };
  for (const file of readdirSync(contractsDir).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts')))
    collect(await import(path.join(contractsDir, file)));
  const early = Object.values(DECLARED_ROUTES).flatMap((routes) => routes.flatMap((route) => route.earlyFetch ?? []));
  assert.ok(early.length > 0);
  for (const url of early) assert.ok(gets.has(url.split('?')[0]), `${url} is no contract's GET address`);
});
