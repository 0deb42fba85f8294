import type { RemoteRoute } from '@portal/kit';
import { routes as dashboard } from '@portal/mfe-dashboard/routes';
import { routes as documents } from '@portal/mfe-documents/routes';
import { routes as externalApps } from '@portal/mfe-external-apps/routes';
import { routes as network } from '@portal/mfe-network/routes';
import { routes as quotes } from '@portal/mfe-quotes/routes';
import { routes as reference } from '@portal/mfe-reference/routes';

/** A declaration as its build publishes it (routes.json): plain data, without the pages' imports. */
const published = (routes: object): RemoteRoute[] => JSON.parse(JSON.stringify(Object.values(routes)));

/**
 * Each remote's routes as the remote declares them (its `src/routes.ts`), by remote name, in the
 * form its build publishes them (routes.json, which the portal host reads at run time). For the
 * tests of the registry and the host's hints: the shell's bundle does not import them.
 */
export const DECLARED_ROUTES: Readonly<Record<string, readonly RemoteRoute[]>> = {
  dashboard: published(dashboard),
  quotes: published(quotes),
  documents: published(documents),
  network: published(network),
  externalApps: published(externalApps),
  reference: published(reference),
};
