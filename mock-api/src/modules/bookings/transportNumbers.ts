import { randomInt } from 'node:crypto';
import {
  CARGO_AIRLINES,
  SEA_CARRIERS,
  airWaybill,
  billOfLading,
  bookingSerial,
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

/** A whole number in 0…n-1: crypto's randomInt, or a test's own sequence to force a collision. */
export type Draw = (n: number) => number;

export const randomDraw: Draw = (n) => randomInt(n);

/**
 * The numbers the forwarder issues when it confirms a booking, by mode: sea a container and the
 * carrier's bill of lading, rail a container, air an air waybill, road a CMR consignment note.
 * The carrier and the serials are drawn here, as the carrier's booking system would assign them,
 * in the bookings' half of each serial space (bookingSerial: never one the feed gives); the year
 * is that of the confirmation. Unique by the indexes of migration 102: a number drawn twice is
 * refused there and drawn again (confirmBooking).
 */
export function issueTransportNumbers(mode: Modality, confirmedAt: Date, draw: Draw = randomDraw): TransportNumbers {
  const none: TransportNumbers = { container_number: null, bill_of_lading: null, air_waybill: null, cmr_number: null };
  const pick = <T>(list: readonly T[]): T => list[draw(list.length)];
  const yy = String(confirmedAt.getUTCFullYear() % 100).padStart(2, '0');
  if (mode === 'SEA' || mode === 'MUL') {
    const carrier = pick(SEA_CARRIERS);
    const container = containerNumber(carrier, bookingSerial('container', draw));
    return { ...none, container_number: container, bill_of_lading: mode === 'SEA' ? billOfLading(carrier, yy, bookingSerial('billOfLading', draw)) : null };
  }
  if (mode === 'AIR') return { ...none, air_waybill: airWaybill(pick(CARGO_AIRLINES), bookingSerial('airWaybill', draw)) };
  return { ...none, cmr_number: cmrNumber(yy, bookingSerial('cmr', draw)) };
}
