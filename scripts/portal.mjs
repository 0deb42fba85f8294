// Runs the whole portal: the API as a child process, the shell host and each remote on its own port.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { apiOrigins, DRAIN_MS } from '../host/src/api-balancer.ts';
import { API_BUNDLE, apiBundleIsCurrent } from './build-api.mjs';
import { newest } from './build.mjs';
import { APPS, portsFor, root } from './ports.mjs';
import { serveApp } from '../host/src/serve-app.ts';
import { seedIfEmpty } from './seed.mjs';
import { supervise } from './supervisor.mjs';
import { frontOf, startNginxFront } from './front-door/front.mjs';

async function waitFor(url, timeoutMs = 60_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      const res = await fetch(url);
      if (res.status < 500) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`Timed out waiting for ${url}`);
}

/** The API from its production build (scripts/build-api.mjs) when that is current, else from source under tsx. */
export function startApi(env) {
  const cwd = path.join(root, 'mock-api');
  if (apiBundleIsCurrent(newest)) return spawn(process.execPath, ['--enable-source-maps', API_BUNDLE], { cwd, env, stdio: ['ignore', 'inherit', 'inherit'] });
  const tsx = path.join(root, 'mock-api/node_modules/.bin/tsx');
  return spawn(tsx, ['src/server.ts'], { cwd, env, stdio: ['ignore', 'inherit', 'inherit'] });
}

/**
 * The API instances: API_INSTANCES processes on consecutive ports from API_PORT, over one
 * DATA_DIR, seeded before any of them starts when it is new (scripts/seed.mjs). The first starts
 * alone (it migrates a database of an older version); the others then start together. Each is
 * supervised (scripts/supervisor.mjs): one that exits is started again, and the balancer takes it
 * back once its health says ready.
 */
function apiInstances(env, ports) {
  const origins = apiOrigins(ports, env);
  // METRICS_PORT, like API_PORT, is the first instance's: the others take the next ports.
  const metricsPort = (i) => (env.METRICS_PORT ? { METRICS_PORT: String(Number(env.METRICS_PORT) + i) } : {});
  const instanceEnv = (i) => ({ ...(origins.length > 1 ? { API_DRAIN_MS: String(DRAIN_MS) } : {}), ...env, API_PORT: String(ports.api + i), ...metricsPort(i) });
  const children = [];
  const supervisors = [];
  const quiet = env.LOG_LEVEL === 'warn' || env.LOG_LEVEL === 'silent';
  const log = quiet ? () => {} : (line) => console.log(`  ${line}`);
  const start = async (i) => {
    let startedUp = false;
    let failedStart;
    const exitedEarly = new Promise((resolve) => (failedStart = resolve));
    supervisors[i] = supervise(() => startApi(instanceEnv(i)), {
      name: `API instance ${i + 1} (${origins[i]})`,
      log,
      onStart: (child) => {
        children[i] = child;
        // An instance that never started (bad configuration, port taken) is not retried: the start fails with its message.
        child.once('exit', () => startedUp || failedStart());
      },
    });
    const up = await Promise.race([waitFor(`${origins[i]}/api/health`, 120_000).then(() => true), exitedEarly.then(() => false)]);
    if (!up) {
      await supervisors[i].stop();
      throw new Error(`API instance ${i + 1} stopped during start-up`);
    }
    startedUp = true;
  };
  return {
    origins,
    children,
    async startAll() {
      await seedIfEmpty(env, { quiet });
      await start(0);
      await Promise.all(origins.slice(1).map((_, i) => start(i + 1)));
    },
    stopAll: () => Promise.all(supervisors.map((s) => s?.stop())),
  };
}

/** Starts everything; resolves once the portal answers. `stop()` ends it all. */
export async function startPortal(extraEnv = {}, { apps = Object.keys(APPS), quiet = false } = {}) {
  // A quiet portal (tests, benchmarks) logs only warnings, so request lines do not bury the results.
  const env = { ...(quiet ? { LOG_LEVEL: 'warn' } : {}), ...process.env, ...extraEnv };
  const ports = portsFor(env);
  const apis = apiInstances(env, ports);
  const started = apis.startAll();
  const servers = [];
  let front;
  if (frontOf(env) === 'nginx') {
    // nginx on the public ports, the Node host behind it (scripts/front-door/front.mjs).
    front = await startNginxFront({ env, ports, apiOrigins: apis.origins, serveApp, apps, quiet });
    servers.push(
      ...apps
        .filter((name) => name !== 'shell')
        .map((name) => ({ port: ports.apps[name], url: `http://localhost:${ports.apps[name]}`, app: { close: async () => {} } })),
    );
    servers.push({ port: ports.apps.shell, url: front.nginx.url, app: { close: () => front.stop() } });
  } else for (const name of apps) servers.push(await serveApp(name, env));
  await started;
  const url = `http://localhost:${ports.apps.shell}`;
  if (!quiet) {
    console.log(`\n  Portal:  ${url}${front ? ' (nginx in front; run folder ' + front.nginx.runDir + ')' : ''}`);
    for (const origin of apis.origins) console.log(`  API:     ${origin}/api`);
    for (const s of servers) if (s.port !== ports.apps.shell) console.log(`  remote:  ${s.url}`);
  }
  return {
    url,
    ports,
    /** The first instance's process (the only one unless API_INSTANCES > 1). */
    api: apis.children[0],
    apis,
    async stop() {
      await Promise.all([apis.stopAll(), ...servers.map((s) => s.app.close())]);
    },
  };
}
