/** Unit tests of the dashboard remote: pure helpers (windowing, selection, URL view, map geometry, progress). */
module.exports = {
  displayName: 'mfe-dashboard',
  rootDir: __dirname,
  testEnvironment: 'node',
  roots: ['<rootDir>/src'],
  testMatch: ['**/*.test.ts'],
  transform: {
    '^.+\\.(t|j)sx?$': [
      '@swc/jest',
      { jsc: { parser: { syntax: 'typescript', tsx: true }, target: 'es2022', transform: { react: { runtime: 'automatic' } } }, module: { type: 'commonjs' } },
    ],
  },
};
