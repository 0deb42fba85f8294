// Lets plain Node (its type stripping) import the slices' contracts (@portal/contracts): the portal
// host reads the API's addresses from them, and each app's build reads its route declarations
// (`src/routes.ts`, whose early reads are contract addresses) to publish them as routes.json, so an
// early read's address is the contract's and written nowhere else.
// The contracts are written for webpack, jest and tsx, which resolve `./endpoint` to
// `./endpoint.ts`; Node's ES module resolution takes a relative specifier as it is. This hook adds
// that one rule (and `/index.ts` for a folder) for the `import`s of the contracts' own modules, and
// says those are ES modules (their package has no `"type": "module"`, so Node would guess and warn).
// Nothing else is touched: the hook is process-wide, and the end-to-end tests' runner, which starts
// the host in its own process, resolves its own TypeScript through require().
// Import it before the first TypeScript module: `await import()` them after it (static imports
// are resolved before any module of the graph runs).
import { existsSync } from 'node:fs';
import { registerHooks } from 'node:module';
import { fileURLToPath } from 'node:url';

const CONTRACTS = new URL('../src/', import.meta.url).href;
const HAS_EXTENSION = /\.(?:[cm]?[jt]sx?|json)$/;

/**
 * `./endpoint` from a contract module → `./endpoint.ts` or `./endpoint/index.ts`, when one exists.
 * @param {string} specifier
 * @param {string | undefined} parentURL
 * @returns {string | null}
 */
export function typescriptFileOf(specifier, parentURL) {
  if (!parentURL?.startsWith(CONTRACTS) || !parentURL.endsWith('.ts') || !/^\.\.?\//.test(specifier) || HAS_EXTENSION.test(specifier)) return null;
  for (const suffix of ['.ts', '/index.ts']) {
    const url = new URL(specifier + suffix, parentURL);
    if (existsSync(fileURLToPath(url))) return url.href;
  }
  return null;
}

registerHooks({
  resolve(specifier, context, nextResolve) {
    if (!context.conditions?.includes('import')) return nextResolve(specifier, context);
    const resolved = nextResolve(typescriptFileOf(specifier, context.parentURL) ?? specifier, context);
    return resolved.url.startsWith(CONTRACTS) && resolved.url.endsWith('.ts') ? { ...resolved, format: 'module-typescript' } : resolved;
  },
});
