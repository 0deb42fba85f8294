// Serves the already-built portal with the current environment (PORT_OFFSET, DATA_DIR, SEED_SCALE…),
// without installing or building: for developers and helpers who build one app at a time.
import { startPortal } from './portal.mjs';

const portal = await startPortal();
const stop = async () => {
  await portal.stop();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
