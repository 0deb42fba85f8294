/**
 * The API suites again on PostgreSQL: every test app gets its own database of a throw-away
 * cluster (scripts/postgres.mjs, started by test/postgres.setup.mjs unless TEST_DATABASE_URL
 * names one). Tests of SQLite itself and of parts no database reaches run once, in mock-api.
 */
const base = require('./jest.config.cjs');

module.exports = {
  ...base,
  displayName: 'mock-api (postgres)',
  setupFiles: [],
  globalSetup: '<rootDir>/test/postgres.setup.mjs',
  globalTeardown: '<rootDir>/test/postgres.teardown.mjs',
  testPathIgnorePatterns: [
    '/node_modules/',
    // SQLite's own pragmas and the seed's determinism on a file.
    '<rootDir>/test/core.test.ts',
    // No database involved: caches, logger, static hosting, permissions table, progress maths.
    '<rootDir>/test/answerCache.test.ts',
    '<rootDir>/src/db/dialect.test.ts',
    '<rootDir>/src/core/lazyLogger.test.ts',
    '<rootDir>/test/hosting/',
    '<rootDir>/src/core/permissions.test.ts',
    '<rootDir>/src/modules/shipments/progress.test.ts',
    // The sea-lane network against the coastlines: no database.
    '<rootDir>/src/modules/shipments/routing/',
    // Seeds three databases of earlier days (minutes on PostgreSQL): the daily refresh's regeneration is tested on SQLite only.
    '<rootDir>/src/modules/shipments/shipments.feed.test.ts',
    // `npm start` on a fresh DATA_DIR (the SQLite default) and its log lines.
    '<rootDir>/test/server.test.ts',
    '<rootDir>/src/modules/externalApps/externalApps.logging.test.ts',
    // The public document and a client generated from it: the same document on either engine.
    '<rootDir>/test/publicApi/openapi.test.ts',
  ],
};
