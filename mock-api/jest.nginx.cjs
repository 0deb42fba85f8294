/**
 * The API suites a customer's request crosses, again with nginx in front of the test API, as in
 * production (PORTAL_FRONT=nginx): test/helpers.ts's startTestServer puts nginx before the API
 * (test/nginxFront.ts, the configuration of scripts/front-door/nginx-conf.mjs) and the clients
 * talk to nginx. The contract check, the tables, tenant isolation, CSRF, sessions and cookies,
 * uploads and downloads, 304s, the live stream, the body limits and the throttles by client
 * address (nginx's, from the connection). On SQLite only: the
 * engine is not what nginx changes.
 */
const base = require('./jest.config.cjs');

module.exports = {
  ...base,
  displayName: 'mock-api (nginx)',
  setupFiles: ['<rootDir>/test/sqlite.env.ts', '<rootDir>/test/nginx.env.ts'],
  roots: ['<rootDir>'],
  testMatch: [
    '<rootDir>/test/contracts.test.ts',
    '<rootDir>/test/table.test.ts',
    '<rootDir>/test/csrf.test.ts',
    '<rootDir>/test/session.test.ts',
    '<rootDir>/test/readCache.api.test.ts',
    '<rootDir>/test/frontDoor.test.ts',
    '<rootDir>/test/security/csrf.test.ts',
    '<rootDir>/test/security/isolation.test.ts',
    '<rootDir>/test/security/files.test.ts',
    '<rootDir>/test/security/sessions.test.ts',
    '<rootDir>/test/publicApi/listChanges.test.ts',
    '<rootDir>/src/modules/notifications/notifications.api.test.ts',
    '<rootDir>/src/modules/documents/documents.upload.test.ts',
    '<rootDir>/src/modules/networks/networks.test.ts',
    '<rootDir>/src/modules/passwordReset/passwordReset.test.ts',
  ],
};
