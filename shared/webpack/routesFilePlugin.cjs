// Writes `routes.json` beside an app's mf-manifest.json: the routes its `src/routes.ts` declares
// (path, title, menu entry, permission, early reads, first-paint lines, lazy pages), as plain data.
// The portal host reads the deployed file at run time with the manifest (host/src/remote-files.ts),
// so a remote's new page, title or menu entry reaches the menu and the first paint with the
// remote's deploy, without the host being restarted or having the remote's source.
const path = require('node:path');
const { pathToFileURL } = require('node:url');

const FILE_NAME = 'routes.json';
// The contracts the declarations import are TypeScript modules Node reads by type stripping.
const HOOK = pathToFileURL(path.join(__dirname, '../contracts/node/typescript-modules.mjs')).href;

/**
 * @param {object} options
 * @param {string} options.module  the declaring module (an app's src/routes.ts)
 * @param {string} options.exportName  its export: an object of routes by key
 */
class RoutesFilePlugin {
  constructor({ module, exportName = 'routes' }) {
    this.module = module;
    this.exportName = exportName;
  }

  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('RoutesFilePlugin', (compilation) => {
      // A dev server rebuilds when the declaration changes.
      compilation.fileDependencies.add(this.module);
      compilation.hooks.processAssets.tapPromise({ name: 'RoutesFilePlugin', stage: Compilation.PROCESS_ASSETS_STAGE_SUMMARIZE }, async () => {
        const routes = await readRoutes(this.module, this.exportName);
        compilation.emitAsset(FILE_NAME, new sources.RawSource(JSON.stringify({ routes })));
      });
    });
  }
}

let reads = 0;
/** The declared routes as JSON data (a query per read, so a watching build reads an edit anew). */
async function readRoutes(file, exportName) {
  await import(HOOK);
  const declared = (await import(`${pathToFileURL(file).href}?read=${++reads}`))[exportName];
  if (!declared || typeof declared !== 'object') throw new Error(`${file} exports no ${exportName}`);
  return JSON.parse(JSON.stringify(Object.values(declared)));
}

module.exports = { RoutesFilePlugin, readRoutes, ROUTES_FILE: FILE_NAME };
