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

/** What UN/LOCODE holds of one side's places: whether the country has any place, whether the port exists and is of the kind. */
interface SideFound {
  country: number | null;
  /** null: no such place; 0: a place, not a port of the kind; 1: a port of the kind. */
  port: number | null;
}

/** The statement for one kind of port: both sides' places in one round trip (the same text on both engines). */
const placesSql = (kind: PortKind): string => {
  const side = (name: Side) =>
    `(SELECT 1 FROM unlocodes WHERE country = @${name}Country LIMIT 1) AS ${name}_country,
     (SELECT CASE WHEN (${PORT_FILTERS[kind].join(' OR ')}) THEN 1 ELSE 0 END FROM unlocodes WHERE unlocode = @${name}Port) AS ${name}_port`;
  return `SELECT ${side('origin')}, ${side('destination')}`;
};
const PLACES_SQL = Object.fromEntries((Object.keys(PORT_FILTERS) as PortKind[]).map((kind) => [kind, placesSql(kind)])) as Record<PortKind, string>;

async function findPlaces(db: Db, kind: PortKind, values: QuoteFormValues): Promise<Record<Side, SideFound>> {
  const code = (field: QuoteField) => String(values[field]).trim();
  const row = (await db.get<Record<string, number | null>>(PLACES_SQL[kind], {
    originCountry: code(SIDES.origin.country),
    originPort: code(SIDES.origin.port),
    destinationCountry: code(SIDES.destination.country),
    destinationPort: code(SIDES.destination.port),
  }))!;
  return {
    origin: { country: row.origin_country, port: row.origin_port },
    destination: { country: row.destination_country, port: row.destination_port },
  };
}

/**
 * Errors per form field for the places; fields that already have an error (`known`) are left
 * alone, so a malformed code gets the schema's message and not a second one.
 */
export async function placeErrors(db: Db, values: QuoteFormValues, known: Record<string, unknown> = {}): Promise<Record<string, string[]>> {
  const errors: Record<string, string[]> = {};
  const kind = portKindOf(values.modality);
  const found = await findPlaces(db, kind, values);
  for (const [name, side] of Object.entries(SIDES) as [Side, (typeof SIDES)[Side]][]) {
    const country = String(values[side.country]).trim();
    const countryGiven = country !== '' && !known[side.country];
    if (countryGiven && found[name].country === null) errors[side.country] = [`${side.title} country ${country} is unknown; choose it from the list.`];
    const countryOk = countryGiven && !errors[side.country];

    const port = String(values[side.port]).trim();
    if (port === '' || known[side.port] || !isShown(side.port, values)) continue;
    const noun = PORT_NOUN[kind];
    if (found[name].port === null) errors[side.port] = [`${side.title} ${noun} ${port} is unknown; choose it from the list.`];
    else if (countryOk && !port.startsWith(country))
      errors[side.port] = [`${side.title} ${noun} ${port} is not in the ${side.title.toLowerCase()} country (${country}).`];
    else if (found[name].port !== 1) errors[side.port] = [`${port} is not a ${noun}; choose the ${side.title.toLowerCase()} ${noun} from the list.`];
  }
  return errors;
}
