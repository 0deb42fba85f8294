// `node scripts/on-node.mjs <script> [args…]`: runs one of the portal's scripts on the project's Node,
// as `npm start` runs (fetched into .cache/node when the installed Node is older than 22.19): the
// benches, the scan and the host load the TypeScript modules and native packages built for it,
// which an older Node cannot (no type stripping, no module hooks, another native ABI).
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ensureSupportedNode } from './node-line.mjs';

const script = process.argv[2];
if (!script) {
  console.error('Usage: node scripts/on-node.mjs <script> [args…]');
  process.exit(2);
}
await ensureSupportedNode();
// The script sees the command line as if it had been started itself (its own `argv[1]`, its arguments).
process.argv.splice(1, 2, path.resolve(script));
await import(pathToFileURL(path.resolve(script)).href);
