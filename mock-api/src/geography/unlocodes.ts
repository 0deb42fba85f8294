import { COUNTRIES, PLACES, type PlaceKind } from './places';
import { CITY_NAMES, EXTRA_COUNTRIES, EXTRA_LOCATIONS } from './unlocodeData';

/**
 * The real UN/LOCODE rows: every place of places.ts (merged per code: Amsterdam is a seaport and
 * an airport) plus the real entries of unlocodeData.ts.
 */
export interface UnlocodeRow {
  unlocode: string;
  country: string;
  country_name: string;
  name: string;
  subdivision: string;
  function: string;
  latitude: number | null;
  longitude: number | null;
  is_port: boolean;
  is_airport: boolean;
}

export const countryName = (code: string): string => COUNTRIES[code]?.name ?? EXTRA_COUNTRIES[code] ?? code;

/** UN/LOCODE's function classifier from what the place is. */
export function functionCode(flags: { port?: boolean; rail?: boolean; road?: boolean; airport?: boolean }): string {
  return [flags.port ? '1' : '-', flags.rail ? '2' : '-', flags.road === false ? '-' : '3', flags.airport ? '4' : '-', '-', '-', '-', '-'].join('');
}

/** The real rows, one per code. */
export function realUnlocodes(): UnlocodeRow[] {
  const byCode = new Map<string, { kinds: Set<PlaceKind>; name?: string; airportName?: string; lat: number; lon: number }>();
  for (const place of PLACES) {
    const entry = byCode.get(place.locode) ?? { kinds: new Set<PlaceKind>(), lat: place.latitude, lon: place.longitude };
    entry.kinds.add(place.kind);
    if (place.kind === 'airport') entry.airportName = place.name;
    else if (!entry.name) {
      entry.name = place.name;
      entry.lat = place.latitude; // the city or port, not the airport outside it
      entry.lon = place.longitude;
    }
    byCode.set(place.locode, entry);
  }
  const rows: UnlocodeRow[] = [];
  for (const [code, entry] of byCode) {
    const country = code.slice(0, 2);
    const port = entry.kinds.has('seaport');
    const airport = entry.kinds.has('airport');
    rows.push({
      unlocode: code,
      country,
      country_name: countryName(country),
      name: entry.name ?? CITY_NAMES[code] ?? entry.airportName!.replace(/ (International )?Airport$/, ''),
      subdivision: '',
      function: functionCode({ port, rail: entry.kinds.has('rail'), airport }),
      latitude: entry.lat,
      longitude: entry.lon,
      is_port: port,
      is_airport: airport,
    });
  }
  for (const [code, name, flags, latitude, longitude, subdivision] of EXTRA_LOCATIONS) {
    if (byCode.has(code)) continue;
    const country = code.slice(0, 2);
    const port = flags.includes('p');
    const airport = flags.includes('a');
    rows.push({
      unlocode: code,
      country,
      country_name: countryName(country),
      name,
      subdivision: subdivision ?? '',
      function: functionCode({ port, rail: flags.includes('r'), airport }),
      latitude,
      longitude,
      is_port: port,
      is_airport: airport,
    });
  }
  return rows;
}
