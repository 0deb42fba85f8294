import { randomInt } from 'node:crypto';
import {
  CARGO_AIRLINES,
  SEA_CARRIERS,
  airWaybill,
  billOfLading,
  cmrNumber,
  containerNumber,
} from '@portal/contracts/rules/transportReferences';
import type { Modality } from '@portal/contracts/wire';

/** The shipment's columns for the numbers of its transport documents (migration 098). */
export interface TransportNumbers {
  container_number: string | null;
  bill_of_lading: string | null;
  air_waybill: string | null;
  cmr_number: string | null;
}

const pick = <T>(list: readonly T[]): T => list[randomInt(list.length)];

/**
 * The numbers the forwarder issues when it confirms a booking, by mode: sea a container and the
 * carrier's bill of lading, rail a container, air an air waybill, road a CMR consignment note.
 * The carrier and the serials are drawn here, as the carrier's booking system would assign them;
 * the year is that of the confirmation.
 */
export function issueTransportNumbers(mode: Modality, confirmedAt: Date): TransportNumbers {
  const none: TransportNumbers = { container_number: null, bill_of_lading: null, air_waybill: null, cmr_number: null };
  const yy = String(confirmedAt.getUTCFullYear() % 100).padStart(2, '0');
  if (mode === 'SEA' || mode === 'MUL') {
    const carrier = pick(SEA_CARRIERS);
    const container = containerNumber(carrier, randomInt(1_000_000));
    return { ...none, container_number: container, bill_of_lading: mode === 'SEA' ? billOfLading(carrier, yy, randomInt(10_000_000)) : null };
  }
  if (mode === 'AIR') return { ...none, air_waybill: airWaybill(pick(CARGO_AIRLINES), randomInt(10_000_000)) };
  return { ...none, cmr_number: cmrNumber(yy, randomInt(1_000_000)) };
}
