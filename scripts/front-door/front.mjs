// PORTAL_FRONT=nginx: the same portal on the same ports, with nginx in front. nginx listens on
// the shell's and every remote's port, serves the built files itself and balances /api over the
// instances; the Node portal host (serve-app) moves to an internal loopback port and answers only
// what is more than a file: the pages (first-paint HTML), `/` and /remotes.json.
import path from 'node:path';
import { freePort } from '../postgres.mjs';
import { APPS, root } from '../ports.mjs';
import { startNginx } from './nginx.mjs';

/** Which front door `npm start` runs: the Node portal host alone (default) or nginx before it. */
export function frontOf(env = process.env) {
  const front = (env.PORTAL_FRONT || 'node').trim().toLowerCase();
  if (front !== 'node' && front !== 'nginx') throw new Error(`PORTAL_FRONT must be "node" or "nginx", got "${env.PORTAL_FRONT}"`);
  return front;
}

/**
 * The largest body the API takes (an upload of UPLOAD_LIMIT_KB and its multipart framing), as
 * the Node host's limit for multipart bodies (host/src/proxy-limits.ts); JSON over 1 MiB is the
 * API's own 413.
 */
function bodyLimitBytes(env = process.env) {
  const uploadKb = Number(env.UPLOAD_LIMIT_KB) > 0 ? Number(env.UPLOAD_LIMIT_KB) : 10240;
  return uploadKb * 1024 + 1024 * 1024;
}

/**
 * The security headers of the host's pages, read from the running Node host itself, so the
 * pages nginx serves (the remotes' standalone pages) carry exactly the same ones.
 */
async function pageHeaders(hostUrl) {
  const res = await fetch(`${hostUrl}/`, { headers: { accept: 'text/html' } });
  await res.arrayBuffer();
  const csp = res.headers.get('content-security-policy');
  if (!csp) throw new Error('The portal host sent its page without a Content-Security-Policy');
  return { csp };
}

/**
 * Starts the Node portal host on an internal port and nginx on the public ones.
 * `serveApp` is host/src/serve-app.ts's; `apps` the apps to serve (all by default).
 */
export async function startNginxFront({ env, ports, apiOrigins, serveApp, apps = Object.keys(APPS), distDirs = {}, quiet = true }) {
  const hostPort = await freePort();
  // /api never reaches the host behind nginx: one instance keeps it from polling every instance's health for nothing.
  const host = await serveApp('shell', { ...env, API_INSTANCES: '1' }, { port: hostPort, ...(distDirs.shell ? { distDir: distDirs.shell } : {}) });
  try {
    const dist = (name) => distDirs[name] ?? path.join(root, APPS[name].dir, 'dist');
    const nginx = await startNginx(
      {
        api: apiOrigins,
        host: `http://127.0.0.1:${hostPort}`,
        shell: { port: ports.apps.shell, dist: dist('shell') },
        remotes: apps.filter((name) => name !== 'shell').map((name) => ({ name, port: ports.apps[name], dist: dist(name) })),
        html: await pageHeaders(host.url),
        bodyLimitBytes: bodyLimitBytes(env),
      },
      { quiet },
    );
    return {
      host,
      nginx,
      async stop() {
        await nginx.stop();
        await host.app.close();
      },
    };
  } catch (error) {
    await host.app.close();
    throw error;
  }
}

/**
 * nginx alone before one API, with the production configuration, as the API's test suites run
 * behind it (mock-api/test/nginxFront.ts): its /api locations are the ones in use; the shell's
 * files are an empty folder, and its pages (which these suites never ask for) go to the API.
 */
export async function startApiFront({ apiOrigin, env, dist }) {
  return startNginx({
    api: [apiOrigin],
    host: apiOrigin,
    shell: { port: await freePort(), dist },
    remotes: [],
    html: { csp: "default-src 'none'" },
    bodyLimitBytes: bodyLimitBytes(env),
  });
}
