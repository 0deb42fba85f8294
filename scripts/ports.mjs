// Where each part of the portal listens: the portal host's own settings (host/src/settings.ts),
// with what only the development tooling needs (each app's browser specs).
import { APPS as HOST_APPS } from '../host/src/settings.ts';

export { portsFor, root } from '../host/src/settings.ts';

/** The browser specs (in e2e/tests) that each app's team owns. */
const SPECS = {
  shell: ['shell.spec.ts', 'profile.spec.ts', 'a11y.spec.ts'],
  dashboard: ['dashboard.spec.ts'],
  quotes: ['quotes.spec.ts'],
  documents: ['documents.spec.ts'],
  network: ['network.spec.ts'],
  reference: ['reference.spec.ts'],
  externalApps: ['external-apps.spec.ts'],
};

/** Each app: its folder, its port, and its specs. */
export const APPS = Object.fromEntries(Object.entries(HOST_APPS).map(([name, app]) => [name, { ...app, specs: SPECS[name] ?? [] }]));
