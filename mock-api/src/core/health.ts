import type { FastifyInstance } from 'fastify';
import { INSTANCE_ID } from './jobs';

/**
 * GET /api/health: whether a balancer should send this instance requests. 200 `{ status: 'ready' }`
 * while the database answers; 503 `{ status: 'draining' }` once the process was told to stop
 * (it still finishes what it has, see drainAndClose in server.ts) and 503 `{ status:
 * 'unavailable' }` when the database does not answer. No session, no personal data.
 */
export interface Lifecycle {
  draining: boolean;
}

export function healthRoute(app: FastifyInstance): void {
  app.decorate('lifecycle', { draining: false } satisfies Lifecycle);
  app.get('/api/health', async (_request, reply) => {
    if (app.lifecycle.draining) return reply.code(503).send({ status: 'draining', instance: INSTANCE_ID });
    try {
      await app.db.get('SELECT 1 AS one');
    } catch {
      return reply.code(503).send({ status: 'unavailable', instance: INSTANCE_ID });
    }
    return { status: 'ready', instance: INSTANCE_ID };
  });
}
