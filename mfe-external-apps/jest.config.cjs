/** Unit tests of the external apps remote (the address builders); the pages are covered by e2e/tests/external-apps.spec.ts. */
module.exports = {
  displayName: 'mfe-external-apps',
  rootDir: __dirname,
  testEnvironment: 'node',
  roots: ['<rootDir>/src'],
  testMatch: ['**/*.test.ts'],
  transform: {
    '^.+\\.(t|j)sx?$': ['@swc/jest', { jsc: { parser: { syntax: 'typescript', tsx: true }, target: 'es2022' }, module: { type: 'commonjs' } }],
  },
};
