/**
 * The numbers a shipment's transport documents carry, as the industry checks them: written once
 * for the feed's generator and the forwarder's confirmation of a booking (API), and for whoever
 * checks a number someone typed.
 *
 * - Container (sea and rail), ISO 6346: the owner code (3 letters), the category U, a serial of
 *   six digits and a check digit (`MSCU1234565`).
 * - Bill of lading (sea): the carrier's code with U, the year's two digits and a serial of seven
 *   (`MSCU260123456`), the carrier's own numbering.
 * - Air waybill (air), `xxx-xxxxxxxx`: the airline's IATA prefix, a serial of seven digits and its
 *   check digit, the serial mod 7 (`020-12345675`).
 * - CMR consignment note (road): CMR, the year's two digits and a serial of six (`CMR26012345`).
 */

/**
 * How many serials each kind of number has: a container's six digits, a bill of lading's and an
 * air waybill's seven, a CMR note's six.
 */
export const SERIALS = { container: 1_000_000, billOfLading: 10_000_000, airWaybill: 10_000_000, cmr: 1_000_000 } as const;
export type NumberKind = keyof typeof SERIALS;

/**
 * The two issuers share each serial space without meeting: the feed (the forwarder's TMS
 * stand-in) numbers its shipments in the lower half, the confirmation of a booking draws in the
 * upper half. So a number confirmed today is never one the feed gives a shipment tomorrow, and
 * the unique index on each column (migration 102) only ever refuses a booking's own draw.
 */
const half = (kind: NumberKind): number => SERIALS[kind] / 2;

// A prime that divides no serial space's half (none has a factor other than 2 and 5): serial = seq ×
// it, modulo the half, is one-to-one, and neighbouring shipments get numbers far apart.
const FEED_STRIDE = 104_729;

/** The feed's serial of its shipment number `seq` (1…half): one-to-one, so no two of its shipments share a number. */
export function feedSerial(kind: NumberKind, seq: number): number {
  if (!Number.isInteger(seq) || seq < 1 || seq > half(kind)) throw new RangeError(`a feed of more than ${half(kind)} shipments has no ${kind} serials left`);
  return (seq * FEED_STRIDE) % half(kind);
}

/** A booking's serial, in the upper half: `draw(n)` gives a whole number in 0…n-1 (crypto's randomInt in the API). */
export const bookingSerial = (kind: NumberKind, draw: (n: number) => number): number => half(kind) + draw(half(kind));

/** Sea carriers: their container owner codes (the BIC code without the category U), also their bill of lading prefixes. */
export const SEA_CARRIERS = ['MSC', 'MAE', 'CMA', 'HLX', 'OOL', 'COS', 'ONE', 'EGL'] as const;
/** IATA prefixes of cargo airlines: Lufthansa, KLM, Emirates, Qatar, Singapore, Cathay, Turkish. */
export const CARGO_AIRLINES = ['020', '074', '176', '157', '618', '160', '235'] as const;

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

/** A container number of `owner` (three letters) with serial `serial` (0–999 999) and its check digit. */
export function containerNumber(owner: string, serial: number): string {
  const first10 = `${owner}U${String(serial).padStart(6, '0')}`;
  return `${first10}${containerCheckDigit(first10)}`;
}

/** Whether `text` is a container number whose check digit is right (spaces allowed, as often typed). */
export function isContainerNumber(text: string): boolean {
  const compact = text.replace(/\s+/g, '').toUpperCase();
  return /^[A-Z]{3}[UJZ]\d{7}$/.test(compact) && Number(compact[10]) === containerCheckDigit(compact.slice(0, 10));
}

/** An air waybill `xxx-xxxxxxxx`: the airline's prefix, a serial of seven digits and its check digit (the serial mod 7). */
export function airWaybill(prefix: string, serial: number): string {
  return `${prefix}-${String(serial).padStart(7, '0')}${serial % 7}`;
}

/** Whether `text` is an air waybill whose check digit is right. */
export function isAirWaybill(text: string): boolean {
  const match = /^(\d{3})-(\d{7})(\d)$/.exec(text.trim());
  return match !== null && Number(match[2]) % 7 === Number(match[3]);
}

/** A bill of lading of `carrier` for the year `yy` (two digits), serial 0–9 999 999. */
export const billOfLading = (carrier: string, yy: string, serial: number): string => `${carrier}U${yy}${String(serial).padStart(7, '0')}`;

/** A CMR consignment note for the year `yy` (two digits), serial 0–999 999. */
export const cmrNumber = (yy: string, serial: number): string => `CMR${yy}${String(serial).padStart(6, '0')}`;
