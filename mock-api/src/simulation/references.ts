import type { Modality } from '@portal/contracts/wire';
import { CARGO_AIRLINES, SEA_CARRIERS, airWaybill, billOfLading, cmrNumber, containerNumber } from '@portal/contracts/rules/transportReferences';
import { Random } from '../core/random';

/**
 * The transport documents' references of a generated shipment (migration 098): plausible and
 * valid as the real ones are checked (contracts' rules/transportReferences). Drawn from the
 * shipment's own reference, so the daily feed gives a shipment the same ones every day and the
 * other generated values do not move.
 */
// A type alias, not an interface: the row it is part of is assignable to the Db's named parameters.
export type ShipmentReferences = {
  container_number: string | null;
  bill_of_lading: string | null;
  air_waybill: string | null;
  cmr_number: string | null;
};

export function shipmentReferences(mode: Modality, shipmentid: string): ShipmentReferences {
  const random = new Random(`references:${shipmentid}`);
  const none: ShipmentReferences = { container_number: null, bill_of_lading: null, air_waybill: null, cmr_number: null };
  const year = shipmentid.slice(3, 5);
  if (mode === 'SEA' || mode === 'MUL') {
    const owner = random.pick([...SEA_CARRIERS]);
    const container = containerNumber(owner, random.int(0, 999_999));
    // A bill of lading is the carrier's: its code and a number of its own.
    return { ...none, container_number: container, bill_of_lading: mode === 'SEA' ? billOfLading(owner, year, random.int(0, 9_999_999)) : null };
  }
  if (mode === 'AIR') return { ...none, air_waybill: airWaybill(random.pick([...CARGO_AIRLINES]), random.int(0, 9_999_999)) };
  return { ...none, cmr_number: cmrNumber(year, random.int(0, 999_999)) };
}
