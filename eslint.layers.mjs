// The layers the code keeps, as lint rules: what may import what. Each block says the rule in its
// message; `npm test` fails on a break, so a rule here is one the code really follows.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import importX from 'eslint-plugin-import-x';

const root = path.dirname(fileURLToPath(import.meta.url));
const dirs = (dir) => readdirSync(path.join(root, dir), { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name);
const remotes = dirs('.').filter((name) => name.startsWith('mfe-'));
const featuresOf = (remote) => {
  try {
    return dirs(`${remote}/src/features`);
  } catch {
    return [];
  }
};

const tests = ['**/*.test.ts', '**/*.test.tsx', '**/test/**', '**/bench/**', '**/scripts/**'];

/** A feature of a remote imports no other feature: what two features share lives in the remote's own shared folders. */
const featureZones = remotes.flatMap((remote) =>
  featuresOf(remote).map((feature) => ({
    target: `./${remote}/src/features/${feature}`,
    from: `./${remote}/src/features`,
    except: [`./${feature}`],
    message: `A feature imports no other feature: move what ${feature} needs into ${remote}/src (outside features/) or shared/.`,
  })),
);

/** A remote imports no other remote: what two remotes need lives once in shared/. */
const remoteZones = remotes.map((remote) => ({
  target: `./${remote}`,
  from: remotes.filter((other) => other !== remote).map((other) => `./${other}`),
  message: 'A remote imports no other remote: what two remotes need lives once in shared/ (contracts, kit, ui).',
}));

/**
 * The API's layers. The seed is used by itself and its CLI (seed/cli.ts, which whatever starts the
 * API runs before it, docs/api-conventions.md): every other file of mock-api/src, server.ts and a
 * folder added later included, is refused it. Modules, core, db and geography never reach up into
 * the simulation either.
 */
const apiZones = [
  {
    target: ['./mock-api/src/!(seed|simulation)/**', './mock-api/src/*.ts'],
    from: './mock-api/src/seed',
    message: 'Only the seed and its CLI use the seed (the API never seeds: its starter runs `seed --if-empty` first): run-time data lives in geography/ or the database; the seed writes through the modules.',
  },
  ...['modules', 'core', 'db', 'geography', 'openapi'].map((layer) => ({
    target: `./mock-api/src/${layer}`,
    from: './mock-api/src/simulation',
    message: 'The API reads no simulation: run-time data lives in geography/ or the database; the simulation writes through the modules.',
  })),
  {
    target: './mock-api/src/simulation',
    from: './mock-api/src/seed',
    message: 'The simulation (the stand-in for the forwarder\'s TMS) runs after the seed, never through it.',
  },
  {
    target: './mock-api/src/geography',
    from: './mock-api/src/modules',
    message: 'geography/ sits below the modules: places, distances and routing know nothing of the API.',
  },
];

/** An address of the API is written once, in its endpoint contract (shared/contracts). */
const apiAddress = {
  selector: 'Literal[value=/^\\/api\\//], TemplateElement[value.raw=/^\\/api\\//]',
  message: 'An API address is written once, in its endpoint contract (shared/contracts): use the contract\'s path.',
};

/** An endpoint registered under its contract's own name (`quotesContract.list`, not `quotes.list`). */
const endpointByContractName = {
  selector: 'CallExpression[callee.name="registerEndpoint"][arguments.1.object.name!=/Contract$/]',
  message: 'Register an endpoint as <name>Contract.<endpoint> (import the contract under its own name).',
};

export const layerRules = [
  {
    files: ['**/*.{ts,tsx}'],
    ignores: tests,
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs'] } } },
    rules: { 'import-x/no-restricted-paths': ['error', { basePath: root, zones: [...featureZones, ...remoteZones, ...apiZones] }] },
  },
  {
    files: ['mfe-*/src/**/*.{ts,tsx}', 'shell/src/**/*.{ts,tsx}', 'shared/kit/src/**/*.{ts,tsx}', 'shared/ui/src/**/*.{ts,tsx}', 'mock-api/src/**/*.ts'],
    ignores: tests,
    rules: { 'no-restricted-syntax': ['error', apiAddress] },
  },
  {
    // A module registers each endpoint under its contract's own name, so that searching for
    // `registerEndpoint(app, <name>Contract.<endpoint>` finds its handler (ARCHITECTURE.md's recipe).
    // The reference entities register generic contracts by design. (One block: a later setting of
    // the same rule replaces the one above for these files.)
    files: ['mock-api/src/modules/**/*.ts'],
    ignores: [...tests, 'mock-api/src/modules/reference/routes.ts'],
    rules: { 'no-restricted-syntax': ['error', apiAddress, endpointByContractName] },
  },
];
