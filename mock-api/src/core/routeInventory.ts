import type { FastifyInstance } from 'fastify';
import type { RouteSchemas } from './requestSchemas';

/**
 * Every route the app registers, as Fastify sees it (collected by an onRoute hook, so nothing is
 * kept by hand). The security tests walk it to prove that each route is classified, guarded
 * against cross-site requests and robust to bad input; a new route cannot slip past them.
 */
export interface RouteEntry {
  method: string;
  url: string;
  /** A GET marked `config: { stateChanging: true }` (needs the anti-forgery header). */
  stateChanging: boolean;
  /** The route's request schemas: the bad-input corpus sends every wrong type to every field they name. */
  schema: RouteSchemas;
}

/** Call on the root instance before any route is registered. */
export function collectRoutes(app: FastifyInstance): void {
  const routes: RouteEntry[] = [];
  app.decorate('routeInventory', routes);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const stateChanging = route.config?.stateChanging === true;
    for (const method of methods) routes.push({
        method: String(method).toUpperCase(),
        url: route.url,
        stateChanging,
        schema: { body: route.schema?.body, querystring: route.schema?.querystring, params: route.schema?.params },
      });
  });
}
