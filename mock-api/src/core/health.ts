import type { FastifyInstance } from 'fastify';
import { API_PREFIX } from '@portal/contracts/endpoint';
import { systemContract } from '@portal/contracts/system';
import { registerEndpoint } from './contract';
import { INSTANCE_ID } from './jobs';

/**
 * GET /api/health (systemContract.health): whether a balancer should send this instance requests.
 * 200 `{ status: 'ready' }` while the database answers; 503 `{ status: 'draining' }` once the
 * process was told to stop (it still finishes what it has, see drainAndClose in server.ts) and 503
 * `{ status: 'unavailable' }` when the database does not answer. No session, no personal data.
 * GET /api/health/live (systemContract.live): liveness, 200 while the event loop runs, whatever
 * the database or the drain: a supervisor restarts a process that does not answer it, a balancer
 * takes one out that fails readiness.
 */
export interface Lifecycle {
  draining: boolean;
}

export async function healthRoute(app: FastifyInstance): Promise<void> {
  app.decorate('lifecycle', { draining: false } satisfies Lifecycle);
  await app.register(
    async (api) => {
      registerEndpoint(api, systemContract.health, async (_request, reply) => {
        if (app.lifecycle.draining) return reply.code(503).send({ status: 'draining', instance: INSTANCE_ID });
        try {
          await app.db.get('SELECT 1 AS one');
        } catch {
          return reply.code(503).send({ status: 'unavailable', instance: INSTANCE_ID });
        }
        return { status: 'ready' as const, instance: INSTANCE_ID };
      });
      registerEndpoint(api, systemContract.live, async () => ({ status: 'alive' as const, instance: INSTANCE_ID }), { config: { withoutDatabase: true } });
    },
    { prefix: API_PREFIX },
  );
}
