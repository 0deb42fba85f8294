/** Bytes of OpenLayers' source (before minifying: what webpack's maxSize weighs) per piece: about 80 KB of script. */
const MAP_CHUNK_MAX_BYTES = 240_000;

/**
 * OpenLayers (300 KB of script for a map) in pieces of at most MAP_CHUNK_MAX_BYTES, for every
 * remote that draws a map (the network's and the dashboard's): the browser compiles and runs each
 * piece in a task of its own, which on a phone (4x slower) stays near the 50 ms that count as
 * blocking, where the whole library was one task of 250-300 ms (issue 21). Changes `config`.
 */
function splitOpenLayers(config) {
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
  return config;
}

module.exports = { splitOpenLayers, MAP_CHUNK_MAX_BYTES };
