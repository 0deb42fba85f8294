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
    },
    { prefix: API_PREFIX },
  );
}
