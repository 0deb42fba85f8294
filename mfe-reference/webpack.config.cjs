const { createConfig } = require('@portal/shared/webpack/webpack.cjs');

module.exports = createConfig({
  dir: __dirname,
  name: 'reference',
  port: 8085,
  exposes: { './App': './src/lifecycles.ts' },
});
