const { createConfig } = require('@portal/shared/build/webpack.cjs');

module.exports = createConfig({
  dir: __dirname,
  name: 'quotes',
  port: 8082,
  exposes: { './App': './src/lifecycles.ts' },
});
