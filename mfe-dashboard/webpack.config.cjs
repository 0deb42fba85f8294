const { createConfig } = require('@portal/shared/webpack/webpack.cjs');

module.exports = createConfig({
  dir: __dirname,
  name: 'dashboard',
  port: 8081,
  exposes: { './App': './src/lifecycles.ts' },
});
