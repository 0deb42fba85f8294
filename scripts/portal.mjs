// Runs the whole portal: the API as a child process, the shell host and each remote on its own port.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { API_BUNDLE, apiBundleIsCurrent } from './build-api.mjs';
import { newest } from './build.mjs';
import { APPS, portsFor, root } from './ports.mjs';
import { serveApp } from './serve-app.mjs';

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

/** Starts everything; resolves once the portal answers. `stop()` ends it all. */
export async function startPortal(extraEnv = {}, { apps = Object.keys(APPS), quiet = false } = {}) {
  // A quiet portal (tests, benchmarks) logs only warnings, so request lines do not bury the results.
  const env = { ...(quiet ? { LOG_LEVEL: 'warn' } : {}), ...process.env, ...extraEnv };
  const ports = portsFor(env);
  const api = startApi(env);
  let apiExited = false;
  api.on('exit', () => (apiExited = true));
  const servers = [];
  for (const name of apps) servers.push(await serveApp(name, env));
  await waitFor(`http://localhost:${ports.api}/api/auth/csrf`, 120_000);
  if (apiExited) throw new Error('The API stopped during start-up');
  const url = `http://localhost:${ports.apps.shell}`;
  if (!quiet) {
    console.log(`\n  Portal:  ${url}`);
    console.log(`  API:     http://localhost:${ports.api}/api`);
    for (const s of servers) if (s.port !== ports.apps.shell) console.log(`  remote:  ${s.url}`);
  }
  return {
    url,
    ports,
    api,
    async stop() {
      api.kill('SIGTERM');
      await Promise.all(servers.map((s) => s.app.close()));
    },
  };
}
