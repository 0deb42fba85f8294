// The layer rules (eslint.layers.mjs) refuse what they promise to refuse: each planted file below
// breaks one rule and must get that rule's error; a file that keeps the rules gets none.
import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import { ESLint } from 'eslint';
import { root } from './ports.mjs';

const eslint = new ESLint({ cwd: root });

async function ruleIdsOf(file, code) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result.messages.map((m) => m.ruleId);
}

test('a feature of a remote that imports another feature is refused', async () => {
  const ids = await ruleIdsOf(
    'mfe-network/src/features/contact/components/Planted.tsx',
    "import { NetworksPage } from '../../networks/components/NetworksPage';\nexport const planted = NetworksPage;\n",
  );
  assert.deepEqual(ids, ['import-x/no-restricted-paths']);
});

test('a remote that imports another remote is refused', async () => {
  const ids = await ruleIdsOf('mfe-quotes/src/Planted.tsx', "import { NetworksPage } from '../../mfe-network/src/features/networks/components/NetworksPage';\nexport const planted = NetworksPage;\n");
  assert.deepEqual(ids, ['import-x/no-restricted-paths']);
});

test('an API module that imports the seed or the simulation is refused', async () => {
  assert.deepEqual(await ruleIdsOf('mock-api/src/modules/quotes/planted.ts', "import { seedAll } from '../../seed';\nexport const planted = seedAll;\n"), ['import-x/no-restricted-paths']);
  assert.deepEqual(await ruleIdsOf('mock-api/src/modules/quotes/planted.ts', "import { CUSTOMERS } from '../../simulation/organisations';\nexport const planted = CUSTOMERS;\n"), ['import-x/no-restricted-paths']);
});

test('no file of the API outside the seed imports it: the server, a top-level file, a new folder, the simulation', async () => {
  const plant = "import { seedAll } from './seed';\nexport const planted = seedAll;\n";
  assert.deepEqual(await ruleIdsOf('mock-api/src/server.ts', "import { seedIfEmpty } from './seed';\nexport const planted = seedIfEmpty;\n"), ['import-x/no-restricted-paths']);
  assert.deepEqual(await ruleIdsOf('mock-api/src/server.ts', "import { seedAll } from './seed/index';\nexport const planted = seedAll;\n"), ['import-x/no-restricted-paths']);
  assert.deepEqual(await ruleIdsOf('mock-api/src/planted.ts', plant), ['import-x/no-restricted-paths']);
  assert.deepEqual(await ruleIdsOf('mock-api/src/newLayer/planted.ts', plant.replace('./seed', '../seed')), ['import-x/no-restricted-paths']);
  assert.deepEqual(await ruleIdsOf('mock-api/src/locales/planted.ts', plant.replace('./seed', '../seed')), ['import-x/no-restricted-paths']);
  assert.deepEqual(await ruleIdsOf('mock-api/src/simulation/planted.ts', plant.replace('./seed', '../seed')), ['import-x/no-restricted-paths']);
});

test('the seed and its CLI may use the seed', async () => {
  assert.deepEqual(await ruleIdsOf('mock-api/src/seed/planted.ts', "import { seedAll } from './index';\nexport const planted = seedAll;\n"), []);
  assert.deepEqual(await ruleIdsOf('mock-api/src/seed/cli.ts', "import { seedIfEmpty } from './index';\nexport const planted = seedIfEmpty;\n"), []);
});

test('an API address written in a component is refused, as a string and as a template', async () => {
  const file = 'mfe-dashboard/src/features/dashboard/Planted.tsx';
  assert.deepEqual(await ruleIdsOf(file, "export const planted = '/api/shipments';\n"), ['no-restricted-syntax']);
  assert.deepEqual(await ruleIdsOf(file, 'export const planted = (id: number) => `/api/shipments/${id}`;\n'), ['no-restricted-syntax']);
});

test('code that keeps the layers passes', async () => {
  const ids = await ruleIdsOf(
    'mock-api/src/modules/quotes/planted.ts',
    "import { addDays } from '@portal/contracts/dates/days';\nimport { findPlace } from '../../geography/places';\nexport const planted = [addDays('2026-01-01', 1), findPlace];\n",
  );
  assert.deepEqual(ids, []);
});
