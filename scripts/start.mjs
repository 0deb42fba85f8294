// `npm start`: on a supported Node (fetched when this one is too old), install what is missing,
// build what changed, serve the whole portal.
import { ensureInstall } from './ensure-install.mjs';
import { ensureSupportedNode } from './node-line.mjs';

const started = Date.now();
await ensureSupportedNode();
console.log(`› Node ${process.version} (${process.execPath})`);
ensureInstall();
const { buildApps } = await import('./build.mjs');
await buildApps();
const { startPortal } = await import('./portal.mjs');
const portal = await startPortal();
console.log(`\n  Ready in ${((Date.now() - started) / 1000).toFixed(1)} s. Demo accounts are in the README. Ctrl+C stops.\n`);
const stop = async () => {
  await portal.stop();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
