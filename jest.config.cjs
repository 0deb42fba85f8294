// Every package with its own jest.config.cjs is a project: a slice adds tests without touching this file.
const { readdirSync, existsSync } = require('node:fs');
const path = require('node:path');

const projects = readdirSync(__dirname, { withFileTypes: true })
  .filter((d) => d.isDirectory() && !d.name.startsWith('.') && d.name !== 'node_modules' && d.name !== 'e2e')
  .map((d) => path.join(__dirname, d.name))
  .filter((dir) => existsSync(path.join(dir, 'jest.config.cjs')));

// A package may have a config before it has tests.
module.exports = { projects, passWithNoTests: true };
