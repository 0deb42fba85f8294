import type { FastifyInstance } from 'fastify';
import { listRoutes } from './listRoutes';
import { offerRoute } from './offerRoute';
import { storeRoutes } from './storeRoutes';
import { unlocodeRoutes } from './unlocodeRoutes';

/**
 * The quotes slice: the open quotes list (also the sandbox's), offer PDF downloads, cancel, the
 * quote request (store) and the UN/LOCODE searches of the form. Everything is scoped by
 * request.getScope().customerIds.
 */
export async function quotesRoutes(app: FastifyInstance): Promise<void> {
  await listRoutes(app);
  await storeRoutes(app);
  await unlocodeRoutes(app);
  await offerRoute(app);
}
