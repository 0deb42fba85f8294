// The API's production build: src/server.ts and the shared rules it uses, bundled by esbuild into
// mock-api/dist/server.mjs that plain Node runs, and beside it the seed's CLI (src/seed/cli.ts) as
// dist/seed.mjs: the API carries no seed code, and a deployment that runs only dist/ (no tsx, see
// docs/operations.md) seeds a new database with `node dist/seed.mjs --if-empty` before it starts the
// API. Built together, both always come from the same sources. Under tsx, every function our code
// creates per request passed through esbuild's name-keeping helper, and a table page cost a quarter
// more (16 000 against 22 000 req/s). Dependencies stay in node_modules; the workspace's @portal/*
// packages, which are TypeScript, go into the bundle. A build takes under a second, so it always runs.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { root } from './ports.mjs';

const apiDir = path.join(root, 'mock-api');
export const API_BUNDLE = path.join(apiDir, 'dist/server.mjs');
export const SEED_BUNDLE = path.join(apiDir, 'dist/seed.mjs');

export function buildApi() {
  const { buildSync } = createRequire(path.join(apiDir, 'package.json'))('esbuild');
  const pkg = JSON.parse(readFileSync(path.join(apiDir, 'package.json'), 'utf8'));
  const external = Object.keys({ ...pkg.dependencies, ...pkg.devDependencies }).filter((name) => !name.startsWith('@portal/'));
  buildSync({
    entryPoints: { server: path.join(apiDir, 'src/server.ts'), seed: path.join(apiDir, 'src/seed/cli.ts') },
    outdir: path.dirname(API_BUNDLE),
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'esm',
    external,
    sourcemap: true,
    logLevel: 'warning',
    // Bundled CommonJS code still calls require().
    banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
  });
  return API_BUNDLE;
}

/** Are both bundles there and newer than every source they were made from? */
export function apiBundleIsCurrent(newest) {
  if (!existsSync(API_BUNDLE) || !existsSync(SEED_BUNDLE)) return false;
  const sources = Math.max(newest(path.join(apiDir, 'src')), newest(path.join(root, 'shared')), statSync(path.join(apiDir, 'package.json')).mtimeMs);
  return Math.min(statSync(API_BUNDLE).mtimeMs, statSync(SEED_BUNDLE).mtimeMs) > sources;
}
