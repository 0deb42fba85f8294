/**
 * API tests run against a real server on a random port (see test/helpers.ts). A slice's own tests
 * sit in its module (src/modules/<slice>/<slice>.<topic>.test.ts, unit tests beside the file they
 * test); test/ holds the shared helpers and the suites that cover every route or no one slice.
 */
const swc = ['@swc/jest', { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'commonjs' } }];

module.exports = {
  displayName: 'mock-api',
  rootDir: __dirname,
  testEnvironment: 'node',
  roots: ['<rootDir>/src', '<rootDir>/test'],
  testMatch: ['**/*.test.ts'],
  transform: { '^.+\\.(t|j)sx?$': swc },
  // @fastify/cookie loads the ESM-only `cookie` package with import(), which jest's CommonJS
  // sandbox cannot run without --experimental-vm-modules: compile both to CommonJS instead (and content-disposition 3, which @fastify/static of the API reference page loads).
  transformIgnorePatterns: ['^(?!.*/node_modules/\\.pnpm/(cookie@|@fastify\\+cookie@|content-disposition@3)).*/node_modules/'],
  // scrypt and a real HTTP server per file: give slow machines room. Jest applies this only when
  // run from mock-api/; from the root (projects) the default 5 s holds, so slow tests set their own.
  testTimeout: 30000,
  // SQLite: test/sqlite.env.ts drops the PostgreSQL project's TEST_DATABASE_URL; the templates
  // (test/testDb.ts) live in a folder made for the run.
  setupFiles: ['<rootDir>/test/sqlite.env.ts'],
  // Two files at a time, but those marked @runAlone (timing under their own load) after, alone.
  runner: '<rootDir>/test/runner.cjs',
  globalSetup: '<rootDir>/test/sqlite.setup.mjs',
  globalTeardown: '<rootDir>/test/sqlite.teardown.mjs',
};
