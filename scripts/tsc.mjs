// The workspace's type check: TypeScript 7, the native compiler (the `typescript-native` alias of
// typescript@7), several times faster than 5.9 here (docs/dependencies.md). `typescript` 5.9 stays
// installed because typescript-eslint needs its JavaScript API; PORTAL_TSC=5 checks with it instead.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
const pkg = process.env.PORTAL_TSC === '5' ? 'typescript' : 'typescript-native';
const tsc = path.join(path.dirname(require.resolve(`${pkg}/package.json`)), 'bin/tsc');
const res = spawnSync(process.execPath, [tsc, ...process.argv.slice(2)], { stdio: 'inherit' });
process.exit(res.status ?? 1);
