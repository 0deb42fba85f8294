// The portal host's settings: where each app of the portal is served (PORT_OFFSET moves the whole
// set, so tests run beside a dev portal), where the API listens, and which remotes the shell loads.
// The development tooling (scripts/ports.mjs) builds on this module, never the other way round.
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** The apps of the portal: the shell and its remotes. */
export type AppName = 'shell' | 'dashboard' | 'quotes' | 'documents' | 'network' | 'reference' | 'externalApps';

/** The checkout (or deployment) the host serves the apps' built files from: `<app dir>/dist`. */
export const root = path.resolve(import.meta.dirname, '../..');
/** The remotes the shell loads, by name (the shell's configuration, read at start). */
export const remoteConfig: { remotes: { name: string }[] } = JSON.parse(readFileSync(path.join(root, 'shell/remotes.config.json'), 'utf8'));

/** Each app: its folder and its port. */
export const APPS: Record<AppName, { dir: string; port: number }> = {
  shell: { dir: 'shell', port: 8080 },
  dashboard: { dir: 'mfe-dashboard', port: 8081 },
  quotes: { dir: 'mfe-quotes', port: 8082 },
  documents: { dir: 'mfe-documents', port: 8083 },
  network: { dir: 'mfe-network', port: 8084 },
  reference: { dir: 'mfe-reference', port: 8085 },
  externalApps: { dir: 'mfe-external-apps', port: 8086 },
};

/** Where each app and the API listen. */
export interface Ports {
  offset: number;
  api: number;
  apps: Record<AppName, number>;
}

export function portsFor(env: NodeJS.ProcessEnv = process.env): Ports {
  const offset = Number(env.PORT_OFFSET || 0);
  const apps = Object.fromEntries(Object.entries(APPS).map(([name, app]) => [name, app.port + offset])) as Record<AppName, number>;
  if (env.PORTAL_PORT) apps.shell = Number(env.PORTAL_PORT);
  return { offset, api: Number(env.API_PORT || 8090 + offset), apps };
}

/** The origin a remote is served from: REMOTE_<NAME>_URL overrides the default port. */
export function remoteOrigin(name: string, env: NodeJS.ProcessEnv = process.env): string {
  const override = env[`REMOTE_${name.replace(/([a-z])([A-Z])/g, '$1_$2').toUpperCase()}_URL`];
  return (override || `http://localhost:${portsFor(env).apps[name as AppName]}`).replace(/\/$/, '');
}
