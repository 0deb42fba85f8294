const { createConfig } = require('@portal/shared/webpack/webpack.cjs');

module.exports = createConfig({
  dir: __dirname,
  name: 'externalApps',
  port: 8086,
  exposes: { './App': './src/lifecycles.ts' },
});
