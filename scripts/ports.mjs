// Where each part of the portal listens. PORT_OFFSET moves the whole set (tests run beside a dev portal).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const remoteConfig = JSON.parse(readFileSync(path.join(root, 'shell/remotes.config.json'), 'utf8'));

/** Each app: its folder, its port, and the browser specs (in e2e/tests) that its team owns. */
export const APPS = {
  shell: { dir: 'shell', port: 8080, specs: ['shell.spec.ts', 'profile.spec.ts', 'a11y.spec.ts'] },
  dashboard: { dir: 'mfe-dashboard', port: 8081, specs: ['dashboard.spec.ts'] },
  quotes: { dir: 'mfe-quotes', port: 8082, specs: ['quotes.spec.ts'] },
  documents: { dir: 'mfe-documents', port: 8083, specs: ['documents.spec.ts'] },
  network: { dir: 'mfe-network', port: 8084, specs: ['network.spec.ts'] },
  reference: { dir: 'mfe-reference', port: 8085, specs: ['reference.spec.ts'] },
  externalApps: { dir: 'mfe-external-apps', port: 8086, specs: ['external-apps.spec.ts'] },
};

export function portsFor(env = process.env) {
  const offset = Number(env.PORT_OFFSET || 0);
  const apps = Object.fromEntries(Object.entries(APPS).map(([name, app]) => [name, app.port + offset]));
  if (env.PORTAL_PORT) apps.shell = Number(env.PORTAL_PORT);
  return { offset, api: Number(env.API_PORT || 8090 + offset), apps };
}

/** The origin a remote is served from: REMOTE_<NAME>_URL overrides the default port. */
export function remoteOrigin(name, env = process.env) {
  const override = env[`REMOTE_${name.replace(/([a-z])([A-Z])/g, '$1_$2').toUpperCase()}_URL`];
  return (override || `http://localhost:${portsFor(env).apps[name]}`).replace(/\/$/, '');
}
