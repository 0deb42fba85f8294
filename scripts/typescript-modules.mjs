// Lets the portal host, plain JavaScript on Node's type stripping, import the TypeScript modules it
// reads at start: each remote's `src/routes.ts` and, through them, the slices' contracts
// (@portal/contracts), so an early read's address is the contract's and written nowhere else.
// Those modules are written for webpack, jest and tsx, which resolve `./endpoint` to
// `./endpoint.ts`; Node's ES module resolution takes a relative specifier as it is. This hook adds
// that one rule (and `/index.ts` for a folder), only for relative imports from a .ts module, and
// says the module is an ES module, which every TypeScript source of the workspace is (so Node does
// not guess, and warn, for a package without `"type": "module"`).
// Import it before the first TypeScript module: `await import()` them after it (static imports
// are resolved before any module of the graph runs).
import { existsSync } from 'node:fs';
import { registerHooks } from 'node:module';
import { fileURLToPath } from 'node:url';

const HAS_EXTENSION = /\.(?:[cm]?[jt]sx?|json)$/;

/** `./endpoint` from a .ts module → `./endpoint.ts` or `./endpoint/index.ts`, when one exists. */
export function typescriptFileOf(specifier, parentURL) {
  if (!parentURL?.endsWith('.ts') || !/^\.\.?\//.test(specifier) || HAS_EXTENSION.test(specifier)) return null;
  for (const suffix of ['.ts', '/index.ts']) {
    const url = new URL(specifier + suffix, parentURL);
    if (existsSync(fileURLToPath(url))) return url.href;
  }
  return null;
}

registerHooks({
  resolve(specifier, context, nextResolve) {
    const resolved = nextResolve(typescriptFileOf(specifier, context.parentURL) ?? specifier, context);
    return resolved.url.endsWith('.ts') && !resolved.url.includes('/node_modules/') ? { ...resolved, format: 'module-typescript' } : resolved;
  },
});
