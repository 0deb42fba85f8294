const { createConfig } = require('@portal/webpack-config');

module.exports = createConfig({
  dir: __dirname,
  name: 'quotes',
  port: 8082,
  exposes: {
    './App': './src/lifecycles.ts',
    // The dashboard's MyQuotes panel: a single-spa piece with its own small, router-free UI.
    './MyQuotesPanel': './src/features/my-quotes-panel/lifecycles.ts',
  },
});
