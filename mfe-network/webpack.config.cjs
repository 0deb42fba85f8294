const { createConfig } = require('@portal/shared/build/webpack.cjs');

module.exports = createConfig({
  dir: __dirname,
  name: 'network',
  port: 8084,
  exposes: { './App': './src/lifecycles.ts' },
});
