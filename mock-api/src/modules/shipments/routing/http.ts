import type { FastifyInstance, preHandlerHookHandler } from 'fastify';
import type { Modality, ShipmentRoute } from '@portal/shared';
import { inList } from '../../../core/scope';
import { notFound } from '../../../core/errors';
import { routeBetween } from './index';

const MODES: Record<string, Modality> = { sea: 'SEA', air: 'AIR', roa: 'ROA', mul: 'MUL' };

interface Ends {
  modality: Modality;
  departure_lat: number;
  departure_long: number;
  arrival_lat: number;
  arrival_long: number;
}

/**
 * GET /api/shipments/route/:mode/:id → ShipmentRoute (mode sea, air, roa or mul, else 422 naming it). 404
 * for a shipment that is not in the selection, or not of that mode (never tells which). Any
 * shipment of the selection, active or not.
 */
export function shipmentRouteRoutes(app: FastifyInstance, guard: preHandlerHookHandler): void {
  app.get<{ Params: { mode: string; id: string } }>(
    '/shipments/route/:mode/:id',
    {
      // The permission before the parameters' schema: an anonymous caller gets 401, never a 400
      // that describes the schema.
      preValidation: guard,
      schema: {
        params: {
          type: 'object',
          required: ['mode', 'id'],
          properties: { mode: { type: 'string', enum: Object.keys(MODES) }, id: { type: 'string', maxLength: 40 } },
        },
      },
    },
    async (request): Promise<ShipmentRoute> => {
      const modality = MODES[request.params.mode];
      const scope = inList('customer_id', (await request.getScope()).customerIds);
      const row = await app.db.get<Ends>(
        `SELECT modality, departure_lat, departure_long, arrival_lat, arrival_long FROM shipments WHERE shipmentid = @id AND modality = @modality AND ${scope.sql}`,
        { ...scope.params, id: request.params.id, modality },
      );
      if (!row) throw notFound();
      const route = routeBetween(row.modality, { lat: row.departure_lat, lon: row.departure_long }, { lat: row.arrival_lat, lon: row.arrival_long });
      return { shipmentid: request.params.id, modality: row.modality, ...route };
    },
  );
}
