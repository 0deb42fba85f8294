const { createConfig } = require('@portal/shared/webpack/webpack.cjs');

module.exports = createConfig({
  dir: __dirname,
  name: 'documents',
  port: 8083,
  exposes: { './App': './src/lifecycles.ts' },
});
