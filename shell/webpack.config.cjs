const fs = require('node:fs');
const path = require('node:path');
const { createConfig } = require('@portal/webpack-config');

const base = createConfig({ dir: __dirname, name: 'shell', port: 8080, host: true });

/**
 * Writes dist/preload.json: the shell's scripts that run before a page can draw, in two lists
 * (every page; a signed-in page), so the host names them in the HTML it serves and the browser
 * fetches them with main.js instead of one after another (scripts/html-hints.mjs).
 */
class PreloadListPlugin {
  apply(compiler) {
    compiler.hooks.afterEmit.tap('PreloadListPlugin', (compilation) => {
      const jsOf = (chunks) => [...new Set([...chunks].flatMap((chunk) => [...chunk.files].filter((f) => f.endsWith('.js') && f !== 'main.js')))];
      const group = (name) => compilation.namedChunkGroups.get(name)?.chunks ?? [];
      // The libraries the shell provides to the share scope (React, zustand, @portal/kit,
      // single-spa): the chunks each provider loads, which every page runs. (A consumer's own
      // fallback chunk holds the same code under another name and is never loaded: not listed.)
      const provided = [...compilation.modules]
        .filter((m) => m.constructor.name === 'ProvideSharedModule')
        .flatMap((m) => m.blocks.flatMap((block) => compilation.chunkGraph.getBlockChunkGroup(block)?.chunks ?? []));
      const list = { everyPage: jsOf([...group('bootstrap'), ...group('app'), ...provided]), signedIn: jsOf(group('signed-in')) };
      fs.writeFileSync(path.join(compilation.outputOptions.path, 'preload.json'), JSON.stringify(list, null, 2));
    });
  }
}

module.exports = (env, argv) => {
  const config = base(env, argv);
  config.plugins.push(new PreloadListPlugin());
  return config;
};
