// The child process of test/nginxFront.ts: nginx with the production configuration in front of
// the test API at API_ORIGIN (startApiFront), its address printed as one JSON line. It stops
// nginx on SIGTERM, or when the test process goes away (its stdin closes).
import { startApiFront } from '../../scripts/front-door/front.mjs';

const nginx = await startApiFront({ apiOrigin: process.env.API_ORIGIN, env: process.env, dist: process.env.SHELL_DIST });
const stop = () => nginx.stop().then(() => process.exit(0));
process.once('SIGTERM', stop);
process.stdin.on('end', stop).resume();
console.log(JSON.stringify({ url: nginx.url }));
