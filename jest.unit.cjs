/**
 * The jest project of an app's or package's unit tests: TypeScript (and TSX) through swc, tests
 * beside the code under src/. Each package's jest.config.cjs is one call of this.
 */
module.exports = function unitTestProject(displayName, dir) {
  return {
    displayName,
    rootDir: dir,
    testEnvironment: 'node',
    roots: ['<rootDir>/src'],
    testMatch: ['**/*.test.ts', '**/*.test.tsx'],
    transform: {
      '^.+\\.(t|j)sx?$': [
        '@swc/jest',
        { jsc: { parser: { syntax: 'typescript', tsx: true }, target: 'es2022', transform: { react: { runtime: 'automatic' } } }, module: { type: 'commonjs' } },
      ],
    },
  };
};
