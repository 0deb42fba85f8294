// Writes `page-chunks.json` beside a remote's mf-manifest.json: for each named lazy import of the
// remote (`import(/* webpackChunkName: "contact" */ …)`) and each exposed module, the scripts that
// loading it asks for. The portal host reads it with the manifest and names the opened route's page
// scripts in the HTML it serves (host/src/html-hints.ts), so a phone fetches them with the remote's
// entry rather than one round trip after the entry has run.
const FILE_NAME = 'page-chunks.json';

/**
 * @param {object} options
 * @param {string[]} options.hostProvided share keys the shell always provides (the singletons):
 *   a remote's own copy of them is never loaded, so it is not listed.
 */
class PageChunksPlugin {
  constructor({ hostProvided }) {
    this.hostProvided = new Set(hostProvided);
  }

  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('PageChunksPlugin', (compilation) => {
      // After the chunks have their file names, before the compression plugins copy the assets.
      compilation.hooks.processAssets.tap({ name: 'PageChunksPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_SUMMARIZE }, () => {
        const list = pageChunks(compilation, this.hostProvided);
        compilation.emitAsset(FILE_NAME, new sources.RawSource(JSON.stringify(list)));
      });
    });
  }
}

/** `{ [chunk group name]: script files }` for every named asynchronous chunk group of the build. */
function pageChunks(compilation, hostProvided) {
  const { chunkGraph } = compilation;
  // The chunks that provide each shared library from this remote's own copy (its share scope entry).
  const providers = new Map();
  for (const module of compilation.modules) {
    if (module.constructor.name !== 'ProvideSharedModule') continue;
    const chunks = module.blocks.flatMap((block) => [...(chunkGraph.getBlockChunkGroup(block)?.chunks ?? [])]);
    providers.set(module._name, [...(providers.get(module._name) ?? []), ...chunks]);
  }
  // A chunk's shared libraries are loaded with it (webpack's `consumes` step): their chunks are
  // the page's scripts too, and so are the libraries those consume in turn.
  const withConsumed = (chunks) => {
    const all = new Set(chunks);
    for (const chunk of all) {
      for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
        if (module.constructor.name !== 'ConsumeSharedModule') continue;
        const key = module.options.shareKey;
        if (hostProvided.has(key) || [...hostProvided].some((name) => key.startsWith(`${name}/`))) continue;
        for (const provider of providers.get(key) ?? []) all.add(provider);
      }
    }
    return [...all];
  };
  const list = {};
  for (const [name, group] of compilation.namedChunkGroups) {
    if (group.isInitial()) continue;
    list[name] = [...new Set(withConsumed(group.chunks).flatMap((chunk) => [...chunk.files].filter((file) => file.endsWith('.js'))))].sort();
  }
  return list;
}

module.exports = { PageChunksPlugin, PAGE_CHUNKS_FILE: FILE_NAME };
