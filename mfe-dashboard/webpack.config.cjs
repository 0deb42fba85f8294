const { createConfig } = require('@portal/webpack-config');

module.exports = createConfig({
  dir: __dirname,
  name: 'dashboard',
  port: 8081,
  exposes: { './App': './src/lifecycles.ts' },
});
