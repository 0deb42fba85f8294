import type { FastifyInstance } from 'fastify';
import { shipmentsContract, type ShipmentDetail, type ShipmentPlace } from '@portal/contracts/shipments';
import { registerEndpoint } from '../../../core/contract';
import { isDelayed } from '@portal/contracts/rules/shipmentDelay';
import { notFound } from '../../../core/errors';
import { businessToday } from '../../documents/visibility';
import { shipmentDocuments, shipmentInScope } from '../queries';
import { shipmentProgress } from '../progress';
import { storedDay } from '../feedDay';
import { chainLegs, deliveryOf, destinationOf, mainMode, originOf, viaOf, type ChainRow } from './legs';
import { shipmentEmissions } from './emissions';
import { wordDetail } from './wording';
import { languageOf } from '../../../core/i18n';
import { shipmentMilestones, type MilestoneRow } from './milestones';
import { currentPosition, fractionAt } from './position';
import { distanceKm as greatCircleKm, lineLengthKm, type LonLat } from '@portal/contracts/map/geodesy';
import { modalityOfKey } from '@portal/contracts/modes';
import { shipmentStatus } from '@portal/contracts/rules/shipmentStatus';

/**
 * shipmentsContract.detail → ShipmentDetail: one shipment of the selection with its
 * milestones, current position, legs and CO₂e figures, and its documents. A shipment outside
 * the selection (another customer's, or one of the user's other organisations while a
 * different one is selected) is a 404 like an unknown one: never a 403, never its data.
 */
const SHIPMENT_ID = /^[A-Z]{3}\d{2}-\d{1,10}$/;

export type StoredRow = ChainRow & MilestoneRow & Record<string, unknown> & { weight_kg: number; delay_days: number | null };

export function buildShipmentDetail(row: StoredRow, today: string): Omit<ShipmentDetail, 'documents'> {
  const origin = originOf(row);
  const destination = destinationOf(row);
  const via = viaOf(row);
  const delivery = row.modality === 'ROA' ? null : deliveryOf(row);
  const legs = chainLegs(row);
  const emissions = shipmentEmissions(legs, row.weight_kg);
  // The position moves along the main carriage; the on-carriage is drawn as its own leg.
  const drawn = legs.filter((l) => l.mode === mainMode(row.modality) && l.coordinates.length > 0);
  const mainLine = drawn.flatMap((l) => l.coordinates) as LonLat[];
  // The hub's share of the drawn line times the hub's milestones too, so that the map and the
  // timeline put the hub at the same point of the voyage.
  const viaFraction = via && drawn.length > 1 ? fractionAt(mainLine, lineLengthKm(drawn[0].coordinates as LonLat[])) : via ? greatCircleShare(origin, via, destination) : 0;
  const milestones = shipmentMilestones(row, { origin, destination, via, delivery, viaShare: viaFraction }, today);
  let currentIndex = -1;
  milestones.forEach((m, i) => {
    if (m.state === 'actual') currentIndex = i;
  });
  const shipment = {
    ...(row as unknown as ShipmentDetail['shipment']),
    progress: shipmentProgress(row),
    delayed: isDelayed(row.delay_days),
    status: shipmentStatus(row),
  };
  for (const key of ['id', 'customer_id', 'created_at', 'updated_at', 'feed_day', 'booked_at'] as const) delete (shipment as Record<string, unknown>)[key];
  return { shipment, origin, destination, via, delivery, milestones, currentIndex, position: currentPosition({ origin, destination, via, delivery, mainLine, milestones, today, viaFraction }), emissions, asOf: today };
}

function greatCircleShare(origin: ShipmentPlace, via: ShipmentPlace, destination: ShipmentPlace): number {
  const first = greatCircleKm([origin.lon, origin.lat], [via.lon, via.lat]);
  const second = greatCircleKm([via.lon, via.lat], [destination.lon, destination.lat]);
  return first + second > 0 ? first / (first + second) : 0;
}

export function shipmentDetailRoutes(app: FastifyInstance): void {
  // The parameters are typed text only (the contract): a wrong mode or a malformed id is the same
  // 404 as a foreign one, never a hint.
  registerEndpoint(app, shipmentsContract.detail, async (request) => {
    const modality = modalityOfKey(request.params.mode);
    const id = request.params.id;
    // Malformed, unknown and foreign are one answer: nothing tells them apart.
    if (!modality || !SHIPMENT_ID.test(id)) throw notFound();
    const scope = await request.getScope();
    const row = (await shipmentInScope(app.db, scope.customerIds, modality, id)) as StoredRow | undefined;
    if (!row) throw notFound();
    const today = (await storedDay(app.db)) ?? new Date().toISOString().slice(0, 10);
    const documents = await shipmentDocuments(app.db, scope, businessToday(app.config), id);
    const detail: ShipmentDetail = { ...wordDetail(buildShipmentDetail(row, today), languageOf(request)), documents };
    return detail;
  });
}
