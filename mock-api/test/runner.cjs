// Jest's own runner for the API projects, with one difference: files whose header comment says
// @runAlone run after the others, one at a time, with nothing else running. They assert on timing
// under their own load (kill -9 mid-write, rolling restarts, SIGTERM drains, a load run without
// timeouts), which another file on the same 2 cores would disturb; every other file runs two at
// a time (maxWorkers in the root jest.config.cjs).
const fs = require('node:fs');
const path = require('node:path');

// The jest-runner that jest's own scheduler (@jest/core) uses.
const core = require.resolve('@jest/core', { paths: [path.dirname(require.resolve('jest'))] });
const TestRunner = require(require.resolve('jest-runner', { paths: [path.dirname(core)] })).default;

const RUN_ALONE = /^\s*\*?\s*@runAlone\b/m;
const runsAlone = (file) => RUN_ALONE.test(fs.readFileSync(file, 'utf8').slice(0, 4000));

class ApiTestRunner extends TestRunner {
  async runTests(tests, watcher, options) {
    const alone = tests.filter((test) => runsAlone(test.path));
    const together = tests.filter((test) => !alone.includes(test));
    if (together.length) await super.runTests(together, watcher, options);
    if (alone.length) await super.runTests(alone, watcher, { ...options, serial: true });
  }
}

module.exports = ApiTestRunner;
