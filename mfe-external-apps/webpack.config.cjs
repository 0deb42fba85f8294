const { createConfig } = require('@portal/webpack-config');

module.exports = createConfig({
  dir: __dirname,
  name: 'externalApps',
  port: 8086,
  exposes: { './App': './src/lifecycles.ts' },
});
