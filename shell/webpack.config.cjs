const { createConfig } = require('@portal/shared/webpack/webpack.cjs');

module.exports = createConfig({ dir: __dirname, name: 'shell', port: 8080, host: true });
