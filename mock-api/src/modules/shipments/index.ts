import type { FastifyInstance } from 'fastify';
import type { ShipmentsData } from '@portal/shared';
import { activeShipments, co2eOfYear, deliveryPerformance, lastUpdated, shipmentTotals } from './queries';
import { shipmentDetailRoutes } from './detail';
import { shipmentTables } from './tables';
import { AnswerCache } from '../../core/answerCache';
import { startShipmentFeed } from './feed';
import { shipmentRouteRoutes } from './routing/http';

/**
 * The shipments slice (spec section 7):
 *   GET /api/shipments/shipments  { shipments, updated }     shipments under way, every modality
 *   GET /api/shipments/data       { sea, air, roa, mul, totals, updated }   the dashboard
 *   GET /api/shipments/totals     { totals: { SEA, AIR, ROA, MUL } }        listed per modality
 *   GET /api/shipments/updated    { updated }                 last change of the data in scope
 *   GET /api/shipments/route/:mode/:id  ShipmentRoute          how it travels (routing/)
 *   GET /api/shipments/detail/:mode/:id  one shipment: milestones, legs, CO₂e, documents (detail/)
 *   myShipments.{sea,air,roa,mul} tables (initTable, rows, export) — see tables.ts.
 * Everything is scoped by request.getScope().customerIds (the organisation or the group's members).
 * The quotes calls under /api/shipments/ belong to the quotes module.
 * The stored shipments are re-generated for today on start and every day (feed.ts).
 */
const DASHBOARD_MAX_AGE_MS = 60_000;

export async function shipmentsRoutes(app: FastifyInstance): Promise<void> {
  const guard = { preHandler: app.requirePermission('shipments.index') };
  startShipmentFeed(app);

  app.get('/shipments/shipments', guard, async (request) => {
    const ids = (await request.getScope()).customerIds;
    return { shipments: await activeShipments(app.db, ids), updated: await lastUpdated(app.db, ids) };
  });

  // Progress moves with the clock: a dashboard answer is a minute old at most.
  const dashboard = new AnswerCache(app.db, { maxAgeMs: DASHBOARD_MAX_AGE_MS, maxEntries: 50 });
  app.get('/shipments/data', guard, async (request, reply) => {
    const ids = (await request.getScope()).customerIds;
    return dashboard.send(request, reply, ids.join(','), async () => {
      const byMode = { sea: [], air: [], roa: [], mul: [] } as Pick<ShipmentsData, 'sea' | 'air' | 'roa' | 'mul'>;
      const active = await activeShipments(app.db, ids);
      for (const shipment of active) byMode[shipment.modality.toLowerCase() as keyof typeof byMode].push(shipment);
      const year = new Date().getUTCFullYear();
      return {
        ...byMode,
        totals: await shipmentTotals(app.db, ids),
        updated: (await lastUpdated(app.db, ids)) ?? '',
        performance: deliveryPerformance(active),
        co2e: { year, kg: await co2eOfYear(app.db, ids, year) },
      } satisfies ShipmentsData;
    });
  });

  app.get('/shipments/totals', guard, async (request) => ({ totals: await shipmentTotals(app.db, (await request.getScope()).customerIds) }));

  app.get('/shipments/updated', guard, async (request) => ({ updated: await lastUpdated(app.db, (await request.getScope()).customerIds) }));

  shipmentRouteRoutes(app, guard.preHandler);

  shipmentTables(app);
  shipmentDetailRoutes(app);
}
