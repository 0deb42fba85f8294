const fs = require('node:fs');
const path = require('node:path');
const { createConfig } = require('@portal/webpack-config');

/**
 * Emits every file of public/ into the build as is (the location pictures under
 * images/locations/), so they are served by this remote's own origin and compressed like the rest.
 * Emitted as compilation assets, not copied afterwards: output.clean would remove copies.
 */
class PublicFolderPlugin {
  constructor(dir) {
    this.dir = dir;
  }

  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('PublicFolderPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'PublicFolderPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        for (const file of listFiles(this.dir)) {
          const name = path.relative(this.dir, file).split(path.sep).join('/');
          compilation.emitAsset(name, new sources.RawSource(fs.readFileSync(file)));
        }
      });
      compilation.contextDependencies.add(this.dir);
    });
  }
}

function listFiles(dir) {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? listFiles(full) : [full];
  });
}

const base = createConfig({
  dir: __dirname,
  name: 'network',
  port: 8084,
  exposes: { './App': './src/lifecycles.ts' },
});

module.exports = (env, argv) => {
  // A remote's configuration comes with a second one (its standalone page's federation runtime).
  const configs = base(env, argv);
  const config = Array.isArray(configs) ? configs[0] : configs;
  const webpack = require(require.resolve('webpack', { paths: [__dirname] }));
  config.plugins.push(
    new PublicFolderPlugin(path.join(__dirname, 'public')),
    // OpenLayers' WebGL buffers are built in a blob: worker, which the portal's CSP forbids:
    // see src/networkMap/map/webglWorkerShim.js.
    new webpack.NormalModuleReplacementPlugin(/[\\/]ol[\\/]worker[\\/]webgl\.js$/, path.join(__dirname, 'src/networkMap/map/webglWorkerShim.js')),
  );
  // OpenLayers (300 KB of script for the map) in pieces of at most this size: the browser compiles
  // and runs each piece in a task of its own, which on a phone (4x slower) stays near the 50 ms
  // that count as blocking, where the whole library was one task of 250-300 ms.
  config.optimization = {
    ...config.optimization,
    splitChunks: {
      cacheGroups: {
        openlayers: {
          test: /[\\/]node_modules[\\/](?:\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?(?:ol|rbush|quickselect|earcut)[\\/]/,
          chunks: 'async',
          priority: 20,
          reuseExistingChunk: true,
          minSize: MAP_CHUNK_MAX_BYTES / 2,
          maxSize: MAP_CHUNK_MAX_BYTES,
        },
      },
    },
  };
  return configs;
};

/** Bytes of OpenLayers' source (before minifying: what webpack's maxSize weighs) per piece: about 80 KB of script. */
const MAP_CHUNK_MAX_BYTES = 240_000;
