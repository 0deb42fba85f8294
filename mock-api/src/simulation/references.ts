import type { Modality } from '@portal/contracts/wire';
import { Random } from '../core/random';

/**
 * The transport documents' references of a generated shipment (migration 098): plausible and
 * valid as the real ones are checked. Drawn from the shipment's own reference, so the daily feed
 * gives a shipment the same ones every day and the other generated values do not move.
 */
// A type alias, not an interface: the row it is part of is assignable to the Db's named parameters.
export type ShipmentReferences = {
  container_number: string | null;
  bill_of_lading: string | null;
  air_waybill: string | null;
  cmr_number: string | null;
};

/** Sea carriers: their container owner codes (the BIC code without the category U) and bill of lading prefixes. */
const CARRIERS = ['MSC', 'MAE', 'CMA', 'HLX', 'OOL', 'COS', 'ONE', 'EGL'] as const;
/** IATA prefixes of cargo airlines: Lufthansa, KLM, Emirates, Qatar, Singapore, Cathay, Turkish. */
const AIRLINES = ['020', '074', '176', '157', '618', '160', '235'] as const;

// ISO 6346: letters count from A = 10, skipping the multiples of 11 (B = 12, L = 23, V = 34).
const LETTER_VALUES = new Map<string, number>();
for (let value = 10, code = 65; code <= 90; code++, value++) {
  if (value % 11 === 0) value++;
  LETTER_VALUES.set(String.fromCharCode(code), value);
}

/** The ISO 6346 check digit of the first ten characters (owner code, category, serial number). */
export function containerCheckDigit(first10: string): number {
  const sum = [...first10.toUpperCase()].reduce((total, char, i) => total + (LETTER_VALUES.get(char) ?? Number(char)) * 2 ** i, 0);
  return (sum % 11) % 10;
}

/** An air waybill `xxx-xxxxxxxx`: the airline's prefix, a serial of seven digits and its check digit (the serial mod 7). */
export function airWaybill(prefix: string, serial: number): string {
  const digits = String(serial).padStart(7, '0');
  return `${prefix}-${digits}${serial % 7}`;
}

export function shipmentReferences(mode: Modality, shipmentid: string): ShipmentReferences {
  const random = new Random(`references:${shipmentid}`);
  const none: ShipmentReferences = { container_number: null, bill_of_lading: null, air_waybill: null, cmr_number: null };
  const year = shipmentid.slice(3, 5);
  if (mode === 'SEA' || mode === 'MUL') {
    const owner = random.pick([...CARRIERS]);
    const first10 = `${owner}U${String(random.int(0, 999_999)).padStart(6, '0')}`;
    const container = `${first10}${containerCheckDigit(first10)}`;
    // A bill of lading is the carrier's: its code and a number of its own.
    return { ...none, container_number: container, bill_of_lading: mode === 'SEA' ? `${owner}U${year}${String(random.int(0, 9_999_999)).padStart(7, '0')}` : null };
  }
  if (mode === 'AIR') return { ...none, air_waybill: airWaybill(random.pick([...AIRLINES]), random.int(0, 9_999_999)) };
  return { ...none, cmr_number: `CMR${year}${String(random.int(0, 999_999)).padStart(6, '0')}` };
}
