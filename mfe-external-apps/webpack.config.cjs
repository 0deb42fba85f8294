const { createConfig } = require('@portal/shared/build/webpack.cjs');

module.exports = createConfig({
  dir: __dirname,
  name: 'externalApps',
  port: 8086,
  exposes: { './App': './src/lifecycles.ts' },
});
