import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { lastKnownRoutes } from './last-known-routes.ts';

test("the host's copy of a remote's routes outlives the process, one file per deployment", () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'host-routes-'));
  try {
    const store = lastKnownRoutes(path.join(dir, 'routes'));
    assert.equal(store.read('http://localhost:8082/mf-manifest.json'), null);
    store.save('http://localhost:8082/mf-manifest.json', [{ path: '/quotes/*', title: 'Quotes' }]);
    // Another host process on the same disk reads it.
    assert.deepEqual(lastKnownRoutes(path.join(dir, 'routes')).read('http://localhost:8082/mf-manifest.json'), [{ path: '/quotes/*', title: 'Quotes' }]);
    assert.equal(store.read('http://localhost:9082/mf-manifest.json'), null, 'another origin is another deployment');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
