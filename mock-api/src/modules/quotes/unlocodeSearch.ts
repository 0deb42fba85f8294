import type { Db } from '../../db';

/**
 * UN/LOCODE searches for the quote form (country, city, port), as index range scans so that they
 * stay fast over 100 000 rows (bench/unlocode.bench.ts): a name prefix becomes
 * `LOWER(name) >= 'rot' AND LOWER(name) < 'rot\uffff'` on the (country, LOWER(name)) indexes of
 * migration 020, a code prefix the same on the UNIQUE unlocode index. Portable SQL only.
 */
const SEARCH_LIMIT = 20;
export const MAX_QUERY_LENGTH = 50;

export interface CountryHit {
  code: string;
  name: string;
}

export interface PlaceHit {
  unlocode: string;
  name: string;
  country: string;
  subdivision: string;
  function: string;
  is_port: boolean;
  is_airport: boolean;
  /** The place's own name that matched (an airport's), when the search found it by that. */
  also_named?: string;
}

export type PortKind = 'SEA' | 'AIR' | 'MUL' | 'ANY';

/** SQL's LOWER folds ASCII only: fold the query the same way so both sides agree. */
const asciiLower = (text: string): string => text.replace(/[A-Z]/g, (c) => c.toLowerCase());

const range = (prefix: string) => ({ from: prefix, to: `${prefix}\uffff` });

/** For matching country names: case and accents do not matter ('cote' finds Côte d'Ivoire). */
const fold = (text: string): string => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/**
 * The distinct countries by a skip scan (one index seek per country, not a pass over every row),
 * then matched in memory: there are at most a few hundred.
 */
const COUNTRIES_SQL = `WITH RECURSIVE c(code) AS (
    SELECT MIN(country) FROM unlocodes
    UNION ALL
    SELECT (SELECT MIN(u.country) FROM unlocodes u WHERE u.country > c.code) FROM c WHERE c.code IS NOT NULL
  )
  SELECT c.code AS code, (SELECT u.country_name FROM unlocodes u WHERE u.country = c.code LIMIT 1) AS name
  FROM c WHERE c.code IS NOT NULL`;

export async function searchCountries(db: Db, query: string, limit = 300): Promise<CountryHit[]> {
  const q = fold(query.trim());
  const all = await db.all<CountryHit>(COUNTRIES_SQL);
  const matches =
    q === ''
      ? all
      : all.filter(
          (c) =>
            c.code.toLowerCase() === q ||
            fold(c.name)
              .split(/[\s,()'-]+/)
              .some((word) => word.startsWith(q)) ||
            fold(c.name).startsWith(q),
        );
  // An exact code first ('NL'), then by name.
  return matches.sort((a, b) => Number(b.code.toLowerCase() === q) - Number(a.code.toLowerCase() === q) || a.name.localeCompare(b.name)).slice(0, limit);
}

const PLACE_COLUMNS = 'unlocode, name, country, subdivision, function, is_port, is_airport';

type RawPlace = Omit<PlaceHit, 'is_port' | 'is_airport' | 'also_named'> & { is_port: number | boolean; is_airport: number | boolean; also_named?: string | null };
const toHit = ({ also_named, ...row }: RawPlace): PlaceHit => ({ ...row, is_port: Boolean(row.is_port), is_airport: Boolean(row.is_airport), ...(also_named ? { also_named } : {}) });

/**
 * Which rows count as a "port" for the transport mode. Each flag has its own index
 * (country, flag, LOWER(name)), so a flag plus a name prefix is still one range scan.
 */
export const PORT_FILTERS: Record<PortKind, string[]> = {
  SEA: ['is_port = TRUE'],
  AIR: ['is_airport = TRUE'],
  // Multimodal: sea ports and rail terminals (function position 2).
  MUL: ['is_port = TRUE', "SUBSTR(function, 2, 1) = '2'"],
  ANY: ['is_port = TRUE', 'is_airport = TRUE'],
};

/** The kind of port a transport mode uses (road has none: any port or airport). */
export function portKindOf(modality: string): PortKind {
  return modality === 'SEA' || modality === 'AIR' || modality === 'MUL' ? modality : 'ANY';
}

/** Ordered by the index itself (no tie-breaker column), so LIMIT stops the scan early. */
async function byNamePrefix(db: Db, country: string, query: string, filter: string, limit: number): Promise<PlaceHit[]> {
  const { from, to } = range(asciiLower(query));
  return (
    await db.all<RawPlace>(
      `SELECT ${PLACE_COLUMNS} FROM unlocodes
       WHERE country = @country AND ${filter} AND LOWER(name) >= @from AND LOWER(name) < @to
       ORDER BY LOWER(name) LIMIT @limit`,
      { country, from, to, limit },
    )
  ).map(toHit);
}

/**
 * "Schiphol" or "AMS" finds NLAMS by the airport's own name (unlocode_names, migration 022): a
 * prefix of any word of it, one range scan on search_key, then the place's country and kind.
 */
async function byOwnName(db: Db, country: string, query: string, filter: string, limit: number): Promise<PlaceHit[]> {
  const { from, to } = range(fold(query));
  return (
    await db.all<RawPlace>(
      `SELECT u.unlocode, u.name, u.country, u.subdivision, u.function, u.is_port, u.is_airport, n.name AS also_named
         FROM unlocode_names n JOIN unlocodes u ON u.unlocode = n.unlocode
        WHERE n.search_key >= @from AND n.search_key < @to AND u.country = @country AND (${filter})
        ORDER BY n.search_key LIMIT @limit`,
      { country, from, to, limit },
    )
  ).map(toHit);
}

/** 'RTM' or 'NLRTM' finds Rotterdam by its code. */
async function byCodePrefix(db: Db, country: string, query: string, filter: string, limit: number): Promise<PlaceHit[]> {
  const code = query.toUpperCase();
  const suffix = code.startsWith(country) && code.length > 2 ? code.slice(2) : code;
  if (!/^[A-Z2-9]{1,3}$/.test(suffix)) return [];
  const { from, to } = range(country + suffix);
  return (
    await db.all<RawPlace>(`SELECT ${PLACE_COLUMNS} FROM unlocodes WHERE unlocode >= @from AND unlocode < @to AND ${filter} ORDER BY unlocode LIMIT @limit`, {
      from,
      to,
      limit,
    })
  ).map(toHit);
}

/** Name matches first, then code matches not already listed, at most `limit`. */
function merge(lists: PlaceHit[][], limit: number): PlaceHit[] {
  const seen = new Set<string>();
  const out: PlaceHit[] = [];
  for (const list of lists)
    for (const hit of list) {
      if (seen.has(hit.unlocode)) continue;
      seen.add(hit.unlocode);
      out.push(hit);
    }
  return out.slice(0, limit);
}

const sortByName = (hits: PlaceHit[]) => hits.sort((a, b) => asciiLower(a.name).localeCompare(asciiLower(b.name)) || a.unlocode.localeCompare(b.unlocode));

export async function searchCities(db: Db, country: string, query: string, limit = SEARCH_LIMIT): Promise<PlaceHit[]> {
  const q = query.trim();
  return merge([await byNamePrefix(db, country, q, 'TRUE', limit), q.length >= 3 ? await byCodePrefix(db, country, q, 'TRUE', limit) : []], limit);
}

export async function searchPorts(db: Db, country: string, query: string, kind: PortKind = 'ANY', limit = SEARCH_LIMIT): Promise<PlaceHit[]> {
  const q = query.trim();
  const filters = PORT_FILTERS[kind];
  const byName =
    filters.length === 1
      ? await byNamePrefix(db, country, q, filters[0], limit)
      : sortByName(merge(await Promise.all(filters.map(async (where) => byNamePrefix(db, country, q, where, limit))), limit * filters.length)).slice(0, limit);
  const anyKind = `(${filters.join(' OR ')})`;
  // The own names held are airports' (seed/unlocodes.ts placeNames): a seaport search skips them.
  const byOwn = q.length >= 2 && (kind === 'AIR' || kind === 'ANY') ? await byOwnName(db, country, q, anyKind, limit) : [];
  const byCode = q.length >= 3 ? await byCodePrefix(db, country, q, anyKind, limit) : [];
  return merge([byName, byOwn, byCode], limit);
}
