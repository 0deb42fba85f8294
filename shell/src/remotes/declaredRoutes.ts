import type { RemoteRoute } from '@portal/kit';
import { routes as dashboard } from '@portal/mfe-dashboard/routes';
import { routes as documents } from '@portal/mfe-documents/routes';
import { routes as externalApps } from '@portal/mfe-external-apps/routes';
import { routes as network } from '@portal/mfe-network/routes';
import { routes as quotes } from '@portal/mfe-quotes/routes';
import { routes as reference } from '@portal/mfe-reference/routes';

/**
 * Each remote's routes as the remote declares them (its `src/routes.ts`), by remote name. These are
 * build-time imports of plain data modules, not federation loads: the shell host reads them at
 * start (host/src/serve-app.ts, through Node's type stripping) to write the registry, so the menu,
 * the route → remote map and the first paint's title are known before any remote's bundle loads,
 * and stay known while a remote is down. Which remotes exist, and where, is in remotes.config.json.
 */
export const DECLARED_ROUTES: Readonly<Record<string, readonly RemoteRoute[]>> = {
  dashboard: Object.values(dashboard),
  quotes: Object.values(quotes),
  documents: Object.values(documents),
  network: Object.values(network),
  externalApps: Object.values(externalApps),
  reference: Object.values(reference),
};
