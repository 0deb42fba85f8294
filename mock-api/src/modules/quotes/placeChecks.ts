import { isShown, type QuoteField, type QuoteFormValues } from '@portal/contracts/rules/quoteForm';
import type { Db } from '../../db';
import { PORT_FILTERS, portKindOf, type PortKind } from './unlocodeSearch';

/**
 * The places of a quote request against the UN/LOCODE table. The schema only checks the shape
 * of a code (two letters, five characters); the form can only pick codes from the searches, so
 * the API refuses what the searches would never offer: an unknown country, an unknown port, a
 * port outside the chosen country (its first two letters), or a place that is not a port of the
 * transport mode (the same filter as POST /api/unlocode/ports).
 */
type Side = 'origin' | 'destination';

const SIDES: Record<Side, { country: QuoteField; port: QuoteField; title: string }> = {
  origin: { country: 'originCountry', port: 'originPort', title: 'Origin' },
  destination: { country: 'destinationCountry', port: 'destinationPort', title: 'Destination' },
};

const PORT_NOUN: Record<PortKind, string> = { SEA: 'seaport', AIR: 'airport', MUL: 'port or rail terminal', ANY: 'port or airport' };

const countryExists = async (db: Db, code: string): Promise<boolean> =>
  (await db.get('SELECT 1 AS found FROM unlocodes WHERE country = @code LIMIT 1', { code })) !== undefined;

const placeExists = async (db: Db, unlocode: string): Promise<boolean> =>
  (await db.get('SELECT 1 AS found FROM unlocodes WHERE unlocode = @unlocode', { unlocode })) !== undefined;

const isPortOfKind = async (db: Db, unlocode: string, kind: PortKind): Promise<boolean> =>
  (await db.get(`SELECT 1 AS found FROM unlocodes WHERE unlocode = @unlocode AND (${PORT_FILTERS[kind].join(' OR ')})`, { unlocode })) !== undefined;

/**
 * Errors per form field for the places; fields that already have an error (`known`) are left
 * alone, so a malformed code gets the schema's message and not a second one.
 */
export async function placeErrors(db: Db, values: QuoteFormValues, known: Record<string, unknown> = {}): Promise<Record<string, string[]>> {
  const errors: Record<string, string[]> = {};
  const kind = portKindOf(values.modality);
  for (const side of Object.values(SIDES)) {
    const country = String(values[side.country]).trim();
    const countryGiven = country !== '' && !known[side.country];
    if (countryGiven && !(await countryExists(db, country))) errors[side.country] = [`${side.title} country ${country} is unknown; choose it from the list.`];
    const countryOk = countryGiven && !errors[side.country];

    const port = String(values[side.port]).trim();
    if (port === '' || known[side.port] || !isShown(side.port, values)) continue;
    const noun = PORT_NOUN[kind];
    if (!(await placeExists(db, port))) errors[side.port] = [`${side.title} ${noun} ${port} is unknown; choose it from the list.`];
    else if (countryOk && !port.startsWith(country))
      errors[side.port] = [`${side.title} ${noun} ${port} is not in the ${side.title.toLowerCase()} country (${country}).`];
    else if (!(await isPortOfKind(db, port, kind)))
      errors[side.port] = [`${port} is not a ${noun}; choose the ${side.title.toLowerCase()} ${noun} from the list.`];
  }
  return errors;
}
