const { createConfig } = require('@portal/webpack-config');
const { splitOpenLayers } = require('@portal/webpack-config/openLayersChunks.cjs');

const base = createConfig({
  dir: __dirname,
  name: 'dashboard',
  port: 8081,
  exposes: { './App': './src/lifecycles.ts' },
});

module.exports = (env, argv) => {
  // A remote's configuration comes with a second one (its standalone page's federation runtime).
  const configs = base(env, argv);
  // The map's OpenLayers in pieces, each compiled and run in a task of its own (as the network's).
  splitOpenLayers(Array.isArray(configs) ? configs[0] : configs);
  return configs;
};
