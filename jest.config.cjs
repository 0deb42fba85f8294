// Every package with its own jest.config.cjs is a project: a slice adds tests without touching this file.
const { readdirSync, existsSync } = require('node:fs');
const os = require('node:os');
const path = require('node:path');

const projects = readdirSync(__dirname, { withFileTypes: true })
  .filter((d) => d.isDirectory() && !d.name.startsWith('.') && d.name !== 'node_modules' && d.name !== 'e2e')
  // shared/ holds several packages (kit, contracts, ui), each a project of its own.
  .flatMap((d) => (d.name === 'shared' ? readdirSync(path.join(__dirname, d.name), { withFileTypes: true }).filter((s) => s.isDirectory()).map((s) => path.join(__dirname, d.name, s.name)) : [path.join(__dirname, d.name)]))
  .filter((dir) => existsSync(path.join(dir, 'jest.config.cjs')))
  // A package may run its suites a second time in another setting (mock-api on PostgreSQL, and behind nginx).
  .flatMap((dir) => [dir, ...['jest.postgres.cjs', 'jest.nginx.cjs'].map((f) => path.join(dir, f)).filter((f) => existsSync(f))]);

// A package may have a config before it has tests.
// testTimeout is a global option: set in a project's own config it is ignored when run from here.
// API tests start a real server and hash passwords with scrypt, which needs room on 2 cores.
// Workers: jest's default (cores − 1) is one on 2 cores, and one worker runs every file in band,
// one after another. The API files spend much of their time waiting (on PostgreSQL, on API
// processes they start, on timers), so two files at a time keep both cores busy.
module.exports = { projects, passWithNoTests: true, testTimeout: 30000, maxWorkers: Math.max(2, os.availableParallelism() - 1) };
