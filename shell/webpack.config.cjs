const { createConfig } = require('@portal/shared/build/webpack.cjs');

module.exports = createConfig({ dir: __dirname, name: 'shell', port: 8080, host: true });
