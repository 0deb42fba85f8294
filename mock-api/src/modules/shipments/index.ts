import type { FastifyInstance } from 'fastify';
import { DASHBOARD_FIRST_ROWS, shipmentsContract, type ShipmentsData, type ShipmentsOverview } from '@portal/contracts/shipments';
import { registerEndpoint } from '../../core/contract';
import { activeCounts, activeShipments, co2eOfYear, deliveryPerformance, firstActiveShipments, lastUpdated, shipmentTotals } from './queries';
import { shipmentChanges } from './changes';
import { shipmentDetailRoutes } from './detail';
import { shipmentTables } from './tables';
import { AnswerCache, answerOf, sendAnswer } from '../../core/answerCache';
import { readSince, sendChanges } from '../../core/changes';
import { shipmentRouteRoutes } from './route';

/**
 * The shipments slice's contract (shared/contracts/src/shipments.ts, spec section 7):
 *   shipments, data, overview,         the dashboard's calls (here)
 *   totals, updated
 *   route                              how a shipment travels (routing/)
 *   detail                             one shipment: milestones, legs, CO₂e, documents (detail/)
 *   myShipmentsTables.{sea,air,roa,mul} (initTable, rows, export) — see tables.ts.
 * Everything is scoped by request.getScope().customerIds (the organisation or the group's members).
 * The quotes calls under /api/shipments/ belong to the quotes module.
 * The stored shipments are written by the stand-in for the forwarder's TMS (simulation/feed.ts, started by app.ts).
 */
const DASHBOARD_MAX_AGE_MS = 60_000;

export async function shipmentsRoutes(app: FastifyInstance): Promise<void> {
  // Sent with an ETag of its JSON: a client polling it gets a 304 while nothing changed.
  registerEndpoint(app, shipmentsContract.shipments, async (request, reply) => {
    const ids = (await request.getScope()).customerIds;
    const { updatedSince } = request.query ?? {};
    const since = updatedSince === undefined ? undefined : readSince(updatedSince);
    const answer = { shipments: await activeShipments(app.db, ids, new Date(), since), updated: await lastUpdated(app.db, ids) };
    return sendAnswer(request, reply, answerOf(JSON.stringify(answer)));
  });

  // Progress moves with the clock: a dashboard answer is a minute old at most.
  const dashboard = new AnswerCache(app.db, { maxAgeMs: DASHBOARD_MAX_AGE_MS, maxEntries: 50 });
  registerEndpoint(app, shipmentsContract.data, async (request, reply) => {
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

  // The dashboard's first screen: data's figures and the start of its lists, read without the lists.
  const overviews = new AnswerCache(app.db, { maxAgeMs: DASHBOARD_MAX_AGE_MS, maxEntries: 50 });
  registerEndpoint(app, shipmentsContract.overview, async (request, reply) => {
    const ids = (await request.getScope()).customerIds;
    return overviews.send(request, reply, ids.join(','), async () => {
      const now = new Date();
      const year = now.getUTCFullYear();
      const first = async (modality: keyof ShipmentsData['totals']) => firstActiveShipments(app.db, ids, modality, DASHBOARD_FIRST_ROWS, now);
      const { active, performance } = await activeCounts(app.db, ids);
      return {
        active,
        first: { sea: await first('SEA'), air: await first('AIR'), roa: await first('ROA'), mul: await first('MUL') },
        totals: await shipmentTotals(app.db, ids),
        updated: (await lastUpdated(app.db, ids)) ?? '',
        performance,
        co2e: { year, kg: await co2eOfYear(app.db, ids, year) },
      } satisfies ShipmentsOverview;
    });
  });

  registerEndpoint(app, shipmentsContract.totals, async (request) => ({ totals: await shipmentTotals(app.db, (await request.getScope()).customerIds) }));

  registerEndpoint(app, shipmentsContract.changes, async (request, reply) =>
    sendChanges(request, reply, await shipmentChanges(app.db, (await request.getScope()).customerIds, request.query ?? {})),
  );
  registerEndpoint(app, shipmentsContract.updated, async (request) => ({ updated: await lastUpdated(app.db, (await request.getScope()).customerIds) }));

  shipmentRouteRoutes(app);

  shipmentTables(app);
  shipmentDetailRoutes(app);
}
