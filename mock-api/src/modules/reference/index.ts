import type { FastifyInstance } from 'fastify';
import { REFERENCE_ENTITIES } from '@portal/contracts/reference/registry';
import { SERVER_ENTITIES } from './entities';
import { registerLoginExport } from './exportLogins';
import { registerOptionsRoute } from './options';
import { registerEntity } from './routes';

/**
 * Administration of reference data (/api/reference/*): one generic set of routes per entity,
 * driven by the shared declaration plus the entity's server file, the select fields' options and
 * the sign-in export (/api/export/logins): the reference contract (shared/contracts/src/reference.ts).
 * Administrators only: every route requires a reference.* or export.* permission, which customers
 * do not hold.
 */
export async function referenceRoutes(app: FastifyInstance): Promise<void> {
  const missing = REFERENCE_ENTITIES.filter((d) => !SERVER_ENTITIES.some((e) => e.decl.resource === d.resource));
  if (missing.length > 0) throw new Error(`Reference entities without a server side: ${missing.map((d) => d.resource).join(', ')}`);
  for (const entity of SERVER_ENTITIES) registerEntity(app, entity);
  registerOptionsRoute(app);
  registerLoginExport(app);
}
