import type { Modality } from '@portal/contracts/wire';
import { CARGO_AIRLINES, SEA_CARRIERS, airWaybill, billOfLading, cmrNumber, containerNumber, feedSerial } from '@portal/contracts/rules/transportReferences';
import { Random } from '../core/random';

/**
 * The transport documents' references of a generated shipment (migration 098): plausible and
 * valid as the real ones are checked (contracts' rules/transportReferences). The carrier or
 * airline is drawn from the shipment's own reference; the serial is its place in the feed
 * (`…-000042`, feedSerial), one to one, so no two shipments of the feed share a number (the unique
 * indexes of migration 102) and a shipment keeps its numbers every day, across a new year in its
 * reference too.
 */
// A type alias, not an interface: the row it is part of is assignable to the Db's named parameters.
export type ShipmentReferences = {
  container_number: string | null;
  bill_of_lading: string | null;
  air_waybill: string | null;
  cmr_number: string | null;
};

export function shipmentReferences(mode: Modality, shipmentid: string): ShipmentReferences {
  const random = new Random(`references:${shipmentid.slice(0, 3)}${shipmentid.slice(shipmentid.lastIndexOf('-'))}`);
  const seq = Number(shipmentid.slice(shipmentid.lastIndexOf('-') + 1));
  const none: ShipmentReferences = { container_number: null, bill_of_lading: null, air_waybill: null, cmr_number: null };
  const year = shipmentid.slice(3, 5);
  if (mode === 'SEA' || mode === 'MUL') {
    const owner = random.pick([...SEA_CARRIERS]);
    const container = containerNumber(owner, feedSerial('container', seq));
    // A bill of lading is the carrier's: its code and a number of its own.
    return { ...none, container_number: container, bill_of_lading: mode === 'SEA' ? billOfLading(owner, year, feedSerial('billOfLading', seq)) : null };
  }
  if (mode === 'AIR') return { ...none, air_waybill: airWaybill(random.pick([...CARGO_AIRLINES]), feedSerial('airWaybill', seq)) };
  return { ...none, cmr_number: cmrNumber(year, feedSerial('cmr', seq)) };
}
