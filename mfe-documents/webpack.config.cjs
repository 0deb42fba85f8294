const { createConfig } = require('@portal/webpack-config');

module.exports = createConfig({
  dir: __dirname,
  name: 'documents',
  port: 8083,
  exposes: { './App': './src/lifecycles.ts' },
});
