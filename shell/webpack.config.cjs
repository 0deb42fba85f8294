const fs = require('node:fs');
const path = require('node:path');
const { createConfig } = require('@portal/webpack-config');

const base = createConfig({ dir: __dirname, name: 'shell', port: 8080, host: true });

/**
 * Writes dist/preload.json: the shell's scripts that run before a page can draw, in two lists
 * (every page; a signed-in page), so the host names them in the HTML it serves and the browser
 * fetches them with main.js instead of one after another (host/src/html-hints.ts).
 */
class PreloadListPlugin {
  apply(compiler) {
    compiler.hooks.afterEmit.tap('PreloadListPlugin', (compilation) => {
      // A chunk whose ids another chunk of the build carries too is never fetched (the other one
      // installs them): splitting the first page into first-page-N leaves such copies behind.
      const all = [...compilation.chunks];
      const coveredByAnother = (chunk) => all.some((other) => other !== chunk && chunk.ids.length < other.ids.length && chunk.ids.every((id) => other.ids.includes(id)));
      const jsOf = (chunks) =>
        [...new Set([...chunks].filter((chunk) => !coveredByAnother(chunk)).flatMap((chunk) => [...chunk.files].filter((f) => f.endsWith('.js') && f !== 'main.js')))];
      const group = (name) => compilation.namedChunkGroups.get(name)?.chunks ?? [];
      // The libraries the shell provides to the share scope (React, zustand, @portal/kit,
      // single-spa): the chunks each provider loads, which every page runs. (A consumer's own
      // fallback chunk holds the same code under another name and is never loaded: not listed.)
      const provided = [...compilation.modules]
        .filter((m) => m.constructor.name === 'ProvideSharedModule')
        .flatMap((m) => m.blocks.flatMap((block) => compilation.chunkGraph.getBlockChunkGroup(block)?.chunks ?? []));
      const everyPage = jsOf([...group('bootstrap'), ...group('app'), ...provided]);
      const signedIn = jsOf(group('signed-in')).filter((file) => !everyPage.includes(file));
      // The shell's own pages that are chunks of their own, by the path that opens them: their
      // scripts are otherwise asked for only once the signed-in frame has run.
      const routes = { '/portal': jsOf(group('own-profile')).filter((file) => !everyPage.includes(file) && !signedIn.includes(file)) };
      // Each language's messages (and dayjs locale), which the host hints for the visitor's language.
      const languages = {};
      for (const [name, chunkGroup] of compilation.namedChunkGroups) {
        const match = /^(?:messages-shell|dayjs-locale)-(.+)-(?:json|js)$/.exec(name);
        if (match) (languages[match[1]] ??= []).push(...jsOf(chunkGroup.chunks).filter((file) => !everyPage.includes(file)));
      }
      const list = { everyPage, signedIn, routes, languages };
      fs.writeFileSync(path.join(compilation.outputOptions.path, 'preload.json'), JSON.stringify(list, null, 2));
    });
  }
}

/** Chunk groups whose code every page runs: the async boundary, the app, and each library the shell provides to the share scope. */
function isFirstPageGroup(group) {
  if (group.name === 'bootstrap' || group.name === 'app') return true;
  return group.origins.some((origin) => origin.module?.constructor.name === 'ProvideSharedModule');
}

/**
 * How many shared libraries a chunk waits for, one behind the other: 0 for a chunk that consumes
 * none (React, single-spa), 1 for one that consumes those (react-dom), and so on. Webpack loads a
 * chunk only once the providers of every shared module it consumes are loaded, so a chunk must
 * never hold a library it consumes itself (it would wait for itself): chunks of one depth can be
 * one chunk, chunks of different depths cannot.
 */
function providerDepths(compilation) {
  const { chunkGraph } = compilation;
  const providerChunks = new Map();
  for (const module of compilation.modules) {
    if (module.constructor.name !== 'ProvideSharedModule') continue;
    const chunks = module.blocks.flatMap((block) => [...(chunkGraph.getBlockChunkGroup(block)?.chunks ?? [])]);
    providerChunks.set(module._name, chunks);
  }
  const depths = new Map();
  const depthOf = (chunk, seen = new Set()) => {
    if (depths.has(chunk)) return depths.get(chunk);
    if (seen.has(chunk)) throw new Error(`shared libraries consume each other in chunk ${chunk.id}`);
    seen.add(chunk);
    let depth = 0;
    for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
      if (module.constructor.name !== 'ConsumeSharedModule') continue;
      for (const provider of providerChunks.get(module.options.shareKey) ?? []) {
        if (provider !== chunk) depth = Math.max(depth, depthOf(provider, seen) + 1);
      }
    }
    depths.set(chunk, depth);
    return depth;
  };
  return depthOf;
}

/**
 * The first page's code in a few chunks (`first-page-0`, `first-page-1`, …: one per depth above),
 * not fifteen. A phone on slow 4G opens at most six HTTP/1.1 connections to the host and each
 * request costs a round trip (150 ms in Lighthouse's model): fifteen small chunks (the provided
 * libraries, a third of them under 1 KB) queued two or three deep on each connection before the
 * header could be drawn. Modules run when imported, not when their chunk arrives, so the order of
 * evaluation does not change; nor do the bytes: only modules the first page ran anyway move (to
 * the lowest depth that runs them), and a lazily loaded page that shares one finds it loaded.
 */
class FirstPageChunksPlugin {
  /** The cache group for `optimization.splitChunks.cacheGroups`. */
  cacheGroup() {
    const firstPageOf = (chunks) => chunks.filter((chunk) => [...chunk.groupsIterable].some(isFirstPageGroup));
    return {
      chunks: 'async',
      enforce: true,
      priority: 50,
      test: (module, { chunkGraph }) => firstPageOf([...chunkGraph.getModuleChunksIterable(module)]).length > 0,
      name: (module, chunks) => `first-page-${Math.min(...firstPageOf(chunks).map((chunk) => this.depthOf(chunk)))}`,
    };
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('FirstPageChunksPlugin', (compilation) => {
      // Read on the chunk graph as it is before splitChunks changes it.
      compilation.hooks.optimizeChunks.tap({ name: 'FirstPageChunksPlugin', stage: -100 }, () => {
        this.depthOf = providerDepths(compilation);
      });
    });
  }
}

/**
 * Marks main.js with V8's explicit compile hint (`//# allFunctionsCalledOnLoad`, Chromium 136+):
 * nearly every function in it (webpack's and the federation runtime's start-up) runs as it loads,
 * so V8 compiles them all while it streams the script off the main thread instead of one by one
 * on it, in the task that runs main.js (a phone's 4x: about 100 ms of CPU there, 50-65 with the
 * hint). Added after minification (which drops comments), before the compressed copies are written.
 */
class CompileHintPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('CompileHintPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'CompileHintPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_INLINE }, () => {
        const asset = compilation.getAsset('main.js');
        if (!asset) return;
        compilation.updateAsset('main.js', new sources.ConcatSource('//# allFunctionsCalledOnLoad\n', asset.source));
        // A source map written already (SOURCE_MAPS=1) moves down by the one line.
        const map = compilation.getAsset('main.js.map');
        if (map) {
          const json = JSON.parse(map.source.source().toString());
          compilation.updateAsset('main.js.map', new sources.RawSource(JSON.stringify({ ...json, mappings: `;${json.mappings}` })));
        }
      });
    });
  }
}

/** The languages the portal offers: the shell's message files, each with the name it gives itself. */
const LOCALES_DIR = path.join(__dirname, 'src/locales');
const languages = () =>
  fs
    .readdirSync(LOCALES_DIR)
    .filter((file) => file.endsWith('.json'))
    .map((file) => ({ code: file.slice(0, -5), name: JSON.parse(fs.readFileSync(path.join(LOCALES_DIR, file), 'utf8')).language.self }));

module.exports = (env, argv) => {
  const config = base(env, argv);
  const webpack = require(require.resolve('webpack', { paths: [__dirname] }));
  const offered = languages();
  config.plugins.push(
    new webpack.DefinePlugin({ __PORTAL_LANGUAGES__: JSON.stringify(offered) }),
    // Only the offered languages' dayjs locales become chunks, not all of dayjs's 140 (English is built in).
    new webpack.ContextReplacementPlugin(/dayjs[\\/]locale$/, new RegExp(`^\\./(${offered.map((l) => l.code).filter((code) => code !== 'en').join('|') || '(?!)'})\\.js$`)),
  );
  const firstPage = new FirstPageChunksPlugin();
  config.plugins.push(new PreloadListPlugin(), firstPage, new CompileHintPlugin());
  config.optimization.splitChunks = { cacheGroups: { firstPage: firstPage.cacheGroup() } };
  return config;
};
