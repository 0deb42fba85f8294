// One webpack configuration for the shell and every remote. Plugins are resolved from the app's
// own folder: with pnpm, this file cannot see packages that only the apps depend on.
const path = require('node:path');
const { PageChunksPlugin } = require('./pageChunksPlugin.cjs');
const { RoutesFilePlugin } = require('./routesFilePlugin.cjs');

// i18next: one instance holds the active language and every app's messages (@portal/kit's
// portalI18n); a remote that imported it for itself must get the same copy. (react-i18next is not
// used: shared, it came whole, 9 KB compressed on every page; the kit's useT is its one hook.)
const SINGLETONS = ['react', 'react-dom', 'zustand', 'i18next', '@portal/kit'];
// react-router-dom is not shared: each app holds its own BrowserRouter (no router context crosses
// an app's boundary), and a shared module cannot be tree-shaken. Each app's own copy of what it
// uses is about 13 KB compressed; the whole shared package was 52 KB on the shell's first page.
// Shared (loaded once when two remotes need them) but not forced to one version.
// AG Grid and OpenLayers are not shared for the same reason: shared, each was one untrimmed chunk
// (AG Grid 1.4 MB, OpenLayers 0.3-0.5 MB minified) that a phone parsed and ran before the first
// grid or map; bundled, each remote keeps only the grid modules and map classes it imports.
// Only one grid or map remote is on screen at a time, so no page runs two copies.
const SHARED_LIBS = ['dayjs', 'formik', 'yup', 'single-spa', 'single-spa-react'];
// What the shell itself provides to the share scope (its package.json's dependencies among the
// above): with 'loaded-first', a remote on the portal uses the shell's copy, never its own.
// dayjs too: the kit's date formatting sets its locale, which every remote's dates then follow.
const HOST_PROVIDED = [...SINGLETONS, 'dayjs', 'single-spa', 'single-spa-react'];

function shareConfig(appDir) {
  const pkg = require(path.join(appDir, 'package.json'));
  const deps = { ...pkg.dependencies };
  const shared = {};
  for (const name of SINGLETONS) {
    const version = name === '@portal/kit' ? false : deps[name];
    shared[name] = { singleton: true, requiredVersion: version ?? false };
    // Subpath imports (react-dom/client, react/jsx-runtime, zustand/vanilla) must be shared too,
    // or each remote bundles its own copy of them.
    if (name !== '@portal/kit') shared[`${name}/`] = { singleton: true, requiredVersion: version ?? false };
  }
  for (const name of SHARED_LIBS) {
    if (deps[name]) shared[name] = { requiredVersion: deps[name] };
  }
  return shared;
}

/** The federation runtime's own files: a request the externalRuntime setting does not turn into a global. */
function runtimeCorePath(dir) {
  const from = (id, base) => require.resolve(id, { paths: [path.dirname(base)] });
  const enhanced = require.resolve('@module-federation/enhanced/webpack', { paths: [dir] });
  const core = from('@module-federation/runtime-core', from('@module-federation/runtime-tools', enhanced));
  return path.join(path.dirname(core), 'index.js');
}

/**
 * @param {object} options
 * @param {string} options.dir       the app's folder (__dirname of its webpack.config.cjs)
 * @param {string} options.name      federation name, e.g. 'dashboard'
 * @param {number} options.port      dev-server port
 * @param {Record<string,string>} [options.exposes]
 * @param {boolean} [options.host]   true for the shell
 */
function createConfig({ dir, name, port, exposes = {}, host = false }) {
  const req = (id) => require(require.resolve(id, { paths: [dir] }));
  const webpack = req('webpack');
  const HtmlWebpackPlugin = req('html-webpack-plugin');
  const { ModuleFederationPlugin } = req('@module-federation/enhanced/webpack');

  return (env, argv) => {
    const production = argv.mode !== 'development';
    const plugins = [
      new ModuleFederationPlugin({
        name,
        filename: host ? undefined : 'remoteEntry.js',
        exposes,
        remotes: {},
        shared: shareConfig(dir),
        shareStrategy: 'loaded-first',
        manifest: host ? false : { fileName: 'mf-manifest.json' },
        dts: false,
        // target web leaves Node-only code out of the federation runtime. The shell provides that
        // runtime to the remotes, whose entries then do not carry a copy each (see federation-runtime.js).
        experiments: { optimization: { target: 'web' }, ...(host ? { provideExternalRuntime: true } : { externalRuntime: true }) },
      }),
      new HtmlWebpackPlugin({
        template: path.join(__dirname, 'index.html'),
        title: host ? 'Customer Portal' : `Customer Portal · ${name}`,
        favicon: path.join(__dirname, 'favicon.svg'),
        scriptLoading: 'defer',
        // A remote's standalone page has no shell to provide the federation runtime: it loads its own first.
        federationRuntime: !host,
      }),
      new webpack.DefinePlugin({
        'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development'),
        __FEDERATION_NAME__: JSON.stringify(name),
      }),
    ];
    // A remote says which scripts each of its lazy pages loads, for the host's hints (page-chunks.json).
    if (!host) plugins.push(new PageChunksPlugin({ hostProvided: HOST_PROVIDED }));
    // Its route declarations, which the portal host reads at run time (routes.json); the shell's
    // own pages likewise, read by the host from the shell's build.
    plugins.push(new RoutesFilePlugin(host ? { module: path.join(dir, 'src/ownRoutes.ts'), exportName: 'ownRoutes', frame: true } : { module: path.join(dir, 'src/routes.ts') }));
    if (production) plugins.push(...compressionPlugins(req));
    const app = {
      name: 'app',
      context: dir,
      entry: { main: './src/index.ts' },
      mode: production ? 'production' : 'development',
      // SOURCE_MAPS=1: source maps beside the scripts, not named in them, for naming the functions
      // of a trace (scripts/bench/long-tasks.mjs); the browser never asks for them.
      devtool: production ? (process.env.SOURCE_MAPS ? 'hidden-source-map' : false) : 'eval-cheap-module-source-map',
      target: 'web',
      output: {
        path: path.join(dir, 'dist'),
        // The host's entry cannot carry a hash (federation runtime limit): it is served no-cache.
        filename: '[name].js',
        chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
        assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
        publicPath: host ? '/' : 'auto',
        uniqueName: name,
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'],
        alias: {
          'portal-federation-runtime-core$': runtimeCorePath(dir),
          // The plugin that provides the runtime to the remotes (provideExternalRuntime) requires the
          // runtime's CommonJS build: a second copy of it (87 KB of the shell's 176 KB main.js) beside
          // the ES build the host itself runs. Both copies keep their state in one global, so the
          // remotes get the host's own copy: one runtime to download, compile and run at start.
          '@module-federation/runtime-tools/runtime-core$': runtimeCorePath(dir),
        },
      },
      module: {
        rules: [
          {
            // The browser's copy of a contract: method and path without the schemas (browserContractLoader.cjs).
            test: /[\\/]contracts[\\/](src[\\/])?(?!call\.)[^\\/]+(?<!\.test)\.ts$/,
            enforce: 'pre',
            use: path.join(__dirname, 'browserContractLoader.cjs'),
          },
          {
            test: /\.[jt]sx?$/,
            exclude: /node_modules/,
            use: {
              loader: require.resolve('swc-loader', { paths: [dir] }),
              options: {
                jsc: {
                  parser: { syntax: 'typescript', tsx: true },
                  transform: { react: { runtime: 'automatic', development: !production } },
                  target: 'es2022',
                },
              },
            },
          },
          {
            test: /\.css$/,
            use: [require.resolve('style-loader', { paths: [dir] }), require.resolve('css-loader', { paths: [dir] })],
          },
          { test: /\.(png|svg|jpg|jpeg|webp|gif|woff2?)$/, type: 'asset/resource' },
          { test: /\.topo\.json$/, type: 'asset/resource' },
          // `import url from 'file?asset'`: emitted as a file of its own (fetched when needed), not bundled.
          { resourceQuery: /asset/, type: 'asset/resource' },
        ],
      },
      plugins,
      performance: { hints: false },
      optimization: { moduleIds: 'deterministic', chunkIds: 'deterministic' },
      devServer: {
        port,
        historyApiFallback: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        proxy: [{ context: ['/api', '/stand-in'], target: `http://127.0.0.1:${process.env.API_PORT || 8090}` }],
      },
      stats: 'errors-warnings',
    };
    return host ? app : [app, federationRuntimeConfig({ dir, production, alias: app.resolve.alias, req })];
  };
}

/** Brotli and gzip copies next to each asset, for the static servers' precompressed serving. */
function compressionPlugins(req) {
  const CompressionPlugin = req('compression-webpack-plugin');
  const zlib = require('node:zlib');
  return [
    new CompressionPlugin({ filename: '[path][base].gz', algorithm: 'gzip', test: /\.(js|css|html|json|svg)$/, threshold: 1024, minRatio: 0.9, compressionOptions: { level: 9 } }),
    new CompressionPlugin({
      filename: '[path][base].br',
      algorithm: 'brotliCompress',
      test: /\.(js|css|html|json|svg)$/,
      threshold: 1024,
      minRatio: 0.9,
      compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
    }),
  ];
}

/**
 * federation-runtime.js for a remote's standalone page, built without the federation plugin (which
 * would make it expect the runtime it is there to provide), after the app so the app's clean keeps it.
 */
function federationRuntimeConfig({ dir, production, alias, req }) {
  return {
    name: 'federation-runtime',
    dependencies: ['app'],
    context: dir,
    mode: production ? 'production' : 'development',
    devtool: false,
    target: 'web',
    entry: { 'federation-runtime': path.join(__dirname, 'federation-runtime.js') },
    output: { path: path.join(dir, 'dist'), filename: '[name].js', clean: false },
    resolve: { alias },
    plugins: production ? compressionPlugins(req) : [],
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

module.exports = { createConfig };
