// Writes `routes.json` beside an app's mf-manifest.json: the routes its `src/routes.ts` declares
// (path, title, menu entry, permission, early reads, first-paint lines, lazy pages), as plain data,
// each with its words in the app's other languages (`words`, from the `routes` section of the
// app's src/locales/<language>.json). The shell's adds the first-paint frame's words by language
// (`frame`, the `host` section of its messages). The portal host reads the deployed file at run
// time with the manifest (host/src/html-hints.ts), so a remote's new page, title, menu entry or
// translation reaches the menu and the first paint with the remote's deploy, without the host
// being restarted or having any app's source on its disk.
const { existsSync, readdirSync, readFileSync } = require('node:fs');
const path = require('node:path');
const { pathToFileURL } = require('node:url');

const FILE_NAME = 'routes.json';
// The contracts the declarations import are TypeScript modules Node reads by type stripping.
const HOOK = pathToFileURL(path.join(__dirname, '../contracts/node/typescript-modules.mjs')).href;
/** The language the declarations themselves are written in: no `words` for it. */
const DECLARED_LANGUAGE = 'en';

/**
 * @param {object} options
 * @param {string} options.module  the declaring module (an app's src/routes.ts)
 * @param {string} options.exportName  its export: an object of routes by key
 * @param {boolean} options.frame  also the first-paint frame's words (the shell's build)
 */
class RoutesFilePlugin {
  constructor({ module, exportName = 'routes', frame = false }) {
    this.module = module;
    this.exportName = exportName;
    this.frame = frame;
    this.localesDir = path.join(path.dirname(module), 'locales');
  }

  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('RoutesFilePlugin', (compilation) => {
      // A dev server rebuilds when the declaration or a message file changes.
      compilation.fileDependencies.add(this.module);
      compilation.contextDependencies.add(this.localesDir);
      compilation.hooks.processAssets.tapPromise({ name: 'RoutesFilePlugin', stage: Compilation.PROCESS_ASSETS_STAGE_SUMMARIZE }, async () => {
        const file = routesFile(await readRoutes(this.module, this.exportName), readLocales(this.localesDir), this.frame);
        compilation.emitAsset(FILE_NAME, new sources.RawSource(JSON.stringify(file)));
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

/** Each language's messages of an app, by language (none without a locales folder). */
function readLocales(dir) {
  if (!existsSync(dir)) return {};
  const files = readdirSync(dir).filter((f) => f.endsWith('.json')).sort();
  return Object.fromEntries(files.map((f) => [f.slice(0, -'.json'.length), JSON.parse(readFileSync(path.join(dir, f), 'utf8'))]));
}

/**
 * The texts of `keys` in one language's messages, flat by dotted key: a key naming a section
 * ('status') gives every text under it ('status.Planned', …).
 */
function messagesOf(messages, keys) {
  const flat = {};
  const add = (key, value) => {
    if (typeof value === 'string') flat[key] = value;
    else if (value && typeof value === 'object') for (const [name, inner] of Object.entries(value)) add(`${key}.${name}`, inner);
  };
  for (const key of keys) add(key, key.split('.').reduce((section, name) => section?.[name], messages));
  return flat;
}

/**
 * The file's content: each route with its title, menu label and leads in every other language the
 * app has them in, the texts of its `paintWords` (message keys its first paint is drawn with by
 * the portal host) in every language as `paintMessages`, and with `frame`, the languages and each
 * one's first-paint frame words.
 */
function routesFile(routes, messages, frame) {
  const others = Object.keys(messages).filter((language) => language !== DECLARED_LANGUAGE);
  const withWords = routes.map((route) => {
    const words = Object.fromEntries(others.map((language) => [language, messages[language].routes?.[route.path]]).filter(([, w]) => w));
    const painted = route.paintWords ? { paintMessages: Object.fromEntries(Object.entries(messages).map(([language, m]) => [language, messagesOf(m, route.paintWords)])) } : {};
    return Object.keys(words).length ? { ...route, ...painted, words } : { ...route, ...painted };
  });
  if (!frame) return { routes: withWords };
  return { routes: withWords, frame: Object.fromEntries(Object.entries(messages).map(([language, m]) => [language, m.host ?? {}])) };
}

module.exports = { RoutesFilePlugin, readRoutes, ROUTES_FILE: FILE_NAME };
