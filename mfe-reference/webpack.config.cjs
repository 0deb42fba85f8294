const { createConfig } = require('@portal/webpack-config');

module.exports = createConfig({
  dir: __dirname,
  name: 'reference',
  port: 8085,
  exposes: { './App': './src/lifecycles.ts' },
});
