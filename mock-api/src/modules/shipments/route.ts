import type { FastifyInstance } from 'fastify';
import type { Modality } from '@portal/contracts/wire';
import { shipmentsContract } from '@portal/contracts/shipments';
import { registerEndpoint } from '../../core/contract';
import { inList } from '../../core/scope';
import { notFound } from '../../core/errors';
import { routeBetween } from '../../geography/routing/index';
import { modalityOfKey } from '@portal/contracts/modes';


interface Ends {
  modality: Modality;
  departure_lat: number;
  departure_long: number;
  arrival_lat: number;
  arrival_long: number;
}

/**
 * shipmentsContract.route → how the shipment travels (mode sea, air, roa or mul, else 422 naming
 * it). 404 for a shipment that is not in the selection, or not of that mode (never tells which).
 * Any shipment of the selection, active or not.
 */
export function shipmentRouteRoutes(app: FastifyInstance): void {
  registerEndpoint(app, shipmentsContract.route, async (request) => {
    const modality = modalityOfKey(request.params.mode);
    const scope = inList('customer_id', (await request.getScope()).customerIds);
    const row = await app.db.get<Ends>(
      `SELECT modality, departure_lat, departure_long, arrival_lat, arrival_long FROM shipments WHERE shipmentid = @id AND modality = @modality AND ${scope.sql}`,
      { ...scope.params, id: request.params.id, modality },
    );
    if (!row) throw notFound();
    const route = routeBetween(row.modality, { lat: row.departure_lat, lon: row.departure_long }, { lat: row.arrival_lat, lon: row.arrival_long });
    return { shipmentid: request.params.id, modality: row.modality, ...route };
  });
}
