import type { FastifyInstance } from 'fastify';
import { SEARCH_LIMITS, searchContract } from '@portal/contracts/search';
import { registerEndpoint } from '../../core/contract';
import { hasPermission } from '../../core/permissions';
import { unprocessable } from '../../core/errors';
import { businessToday } from '../documents/visibility';
import { search } from './queries';

/**
 * GET /api/search?q= (shared/contracts/src/search.ts): the header's search box, and the public
 * API's. Every group is read in the caller's selection, like every list; quotes and documents
 * only for a caller who may see those lists.
 */
export async function searchRoutes(app: FastifyInstance): Promise<void> {
  registerEndpoint(app, searchContract.search, async (request) => {
    const q = request.query.q.trim();
    if (q.length < SEARCH_LIMITS.minLength) throw unprocessable({ q: [`Type at least ${SEARCH_LIMITS.minLength} characters.`] });
    const role = request.user!.role;
    const access = { quotes: hasPermission(role, 'shipments.quotes'), documents: hasPermission(role, 'myDocuments.documents') };
    return search(app.db, await request.getScope(), q, access, { today: businessToday(app.config), businessTimeZone: app.config.businessTimeZone });
  });
}
