import type { Db } from '../db';
import { nowIso } from '../db';
import type { SeedScale } from '../config';
import { PLACES } from '../geography/places';
import { countryName, functionCode, realUnlocodes, type UnlocodeRow } from '../geography/unlocodes';
import type { Random } from '../core/random';

/**
 * The `unlocodes` table: the real rows (geography/unlocodes.ts). SEED_SCALE=large tops it up to 100 000
 * rows with synthetic but well-formed entries (real country, unused 5-character code, a made-up
 * name), all in one transaction.
 */
const LARGE_UNLOCODE_ROWS = 100_000;

const CODE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ23456789';
const SYLLABLES = [
  'ba',
  'ber',
  'dor',
  'en',
  'fal',
  'gar',
  'hal',
  'ing',
  'kir',
  'lan',
  'mar',
  'nor',
  'os',
  'pel',
  'ran',
  'sal',
  'ten',
  'ul',
  'ven',
  'wes',
  'zan',
  'ka',
  'lo',
  'mi',
  'ra',
  'to',
];
const SUFFIXES = ['', '', 'burg', 'dorf', 'ville', 'stad', 'port', 'field', 'haven', 'berg', 'heim', 'ton'];

function syntheticName(random: Random): string {
  const parts = random.int(2, 3);
  let name = '';
  for (let i = 0; i < parts; i++) name += random.pick(SYLLABLES);
  name += random.pick(SUFFIXES);
  return name.charAt(0).toUpperCase() + name.slice(1);
}

/** Synthetic rows up to `total`, around the real places of each country. */
function syntheticUnlocodes(real: UnlocodeRow[], total: number, random: Random): UnlocodeRow[] {
  const taken = new Set(real.map((r) => r.unlocode));
  const centres = new Map<string, { lat: number; lon: number }>();
  for (const row of real) if (!centres.has(row.country) && row.latitude !== null) centres.set(row.country, { lat: row.latitude, lon: row.longitude! });
  const countries = [...centres.keys()].sort();
  const rows: UnlocodeRow[] = [];
  while (real.length + rows.length < total) {
    const country = random.pick(countries);
    const code = country + random.code(3, CODE_ALPHABET);
    if (taken.has(code)) continue;
    taken.add(code);
    const centre = centres.get(country)!;
    const port = random.chance(0.08);
    const airport = random.chance(0.03);
    rows.push({
      unlocode: code,
      country,
      country_name: countryName(country),
      name: syntheticName(random),
      subdivision: '',
      function: functionCode({ port, rail: random.chance(0.05), airport }),
      latitude: Math.round(Math.max(-89, Math.min(89, centre.lat + random.float(-3, 3))) * 1000) / 1000,
      longitude: Math.round(Math.max(-179, Math.min(179, centre.lon + random.float(-3, 3))) * 1000) / 1000,
      is_port: port,
      is_airport: airport,
    });
  }
  return rows;
}

/** Words that find too much on their own: a name is not searchable from these. */
const GENERIC_WORDS = new Set(['airport', 'international', 'port', 'of', 'the', 'and']);

/** The case-folded name from each of its words on, skipping generic words: "schiphol airport". */
function searchKeys(name: string): string[] {
  const words = name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[\s/-]+/)
    .filter(Boolean);
  return words.map((word, i) => (GENERIC_WORDS.has(word) ? null : words.slice(i).join(' '))).filter((key): key is string => key !== null);
}

/** The airports' own names and IATA codes, under their city's code (places.ts). */
function placeNames(): { unlocode: string; name: string; keys: string[] }[] {
  const out: { unlocode: string; name: string; keys: string[] }[] = [];
  for (const place of PLACES) {
    if (place.kind !== 'airport') continue;
    out.push({ unlocode: place.locode, name: place.name, keys: [...searchKeys(place.name), ...(place.iata ? [place.iata.toLowerCase()] : [])] });
  }
  return out;
}

const INSERT = `INSERT INTO unlocodes (unlocode, country, country_name, name, subdivision, function, latitude, longitude, is_port, is_airport, created_at, updated_at)
  VALUES (@unlocode, @country, @country_name, @name, @subdivision, @function, @latitude, @longitude, @is_port, @is_airport, @at, @at)
  ON CONFLICT (unlocode) DO NOTHING`;

/** Returns the number of rows inserted (a code that is already there is left as it is). */
export async function seedUnlocodes(db: Db, scale: SeedScale, random: Random): Promise<number> {
  const real = realUnlocodes();
  const rows = scale === 'large' ? [...real, ...syntheticUnlocodes(real, LARGE_UNLOCODE_ROWS, random)] : real;
  const at = nowIso();
  const inserted = await db.tx(async () => {
    let count = 0;
    for (const row of rows) count += (await db.run(INSERT, { ...row, at })).changes;
    for (const place of placeNames())
      for (const key of place.keys) await db.run('INSERT INTO unlocode_names (unlocode, name, search_key) VALUES (@unlocode, @name, @key)', { unlocode: place.unlocode, name: place.name, key });
    return count;
  });
  // Statistics for the planner: with a dozen indexes on this table (the reference slice's sort
  // and filter indexes too), it otherwise picks a one-column flag index for a prefix search and
  // sorts thousands of rows (p95 11 ms instead of well under 1 ms at 100 000 rows).
  await db.exec('ANALYZE unlocodes');
  return inserted;
}
