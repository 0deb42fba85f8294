import { CONTINENTS, OFFICE_ROLES, countryName, locationMatches, searchWords } from '@portal/contracts/rules/network';
import { NETWORK_LIST_PAGE, type NetworkData, type NetworkLocation, type NetworkLocationPage, type NetworkLocationQuery, type NetworkMarkers, type NetworkOffices, type ShownLocation } from '@portal/contracts/network';
import type { Db } from '../../db';
import { inList } from '../../core/scope';

/** The columns the map and its list show; audit columns stay in the reference area. No UN/LOCODE reads as ''. */
const LOCATION_COLUMNS =
  'id, name, address, city, country, contact, COALESCE(unlocode, \'\') AS unlocode, latitude, longitude, type, role, continent, updated_at AS "updatedAt"';

/** Every location, the forwarder's own first, then by name: the list below the map reads in this order. */
export async function networkLocations(db: Db): Promise<NetworkLocation[]> {
  return db.all<NetworkLocation>(`SELECT ${LOCATION_COLUMNS} FROM network_locations ORDER BY CASE WHEN type = 'Company' THEN 0 ELSE 1 END, name, id`);
}

/** A location with its country's name, as the list, the popup and the office cards show it. */
export const shown = (location: NetworkLocation): ShownLocation => ({ ...location, countryName: countryName(location.country) });

/** Every location, or with updatedSince (ISO text) those changed at or after it. */
export function networkData(locations: readonly NetworkLocation[], updatedSince?: string): NetworkData {
  return { locations: updatedSince === undefined ? [...locations] : locations.filter((l) => l.updatedAt >= updatedSince), continents: [...CONTINENTS] };
}

/** Drawn on the map: both coordinates real (PostgreSQL's double precision comes back as a number too). */
const located = (l: NetworkLocation) => typeof l.latitude === 'number' && typeof l.longitude === 'number';

/**
 * The markers of the located locations as columns, in the order of `locations`: the map's
 * features keep the order of the full answer (later ones are drawn over earlier ones).
 */
export function networkMarkers(locations: readonly NetworkLocation[]): NetworkMarkers {
  const roles: string[] = [];
  const continents: string[] = [...CONTINENTS];
  const indexIn = (list: string[], value: string) => {
    const at = list.indexOf(value);
    return at >= 0 ? at : list.push(value) - 1;
  };
  const markers: NetworkMarkers = { id: [], longitude: [], latitude: [], role: [], roles, continent: [], continents };
  for (const l of locations) {
    if (!located(l)) continue;
    markers.id.push(l.id);
    markers.longitude.push(l.longitude!);
    markers.latitude.push(l.latitude!);
    markers.role.push(indexIn(roles, l.role));
    markers.continent.push(indexIn(continents, l.continent));
  }
  return markers;
}

/**
 * A page of the locations of a continent (absent: all) that hold every search word, in the list's
 * order; with updatedSince (already read as ISO text) only those changed at or after it.
 */
export function networkLocationPage(locations: readonly NetworkLocation[], query: NetworkLocationQuery): NetworkLocationPage {
  const words = searchWords(query.q);
  const offset = query.offset ?? 0;
  const limit = query.limit ?? NETWORK_LIST_PAGE;
  const page: ShownLocation[] = [];
  let total = 0;
  for (const l of locations) {
    if (query.continent && l.continent !== query.continent) continue;
    if (query.updatedSince !== undefined && l.updatedAt < query.updatedSince) continue;
    if (words.length > 0 && !locationMatches(l, words)) continue;
    if (total >= offset && page.length < limit) page.push(shown(l));
    total += 1;
  }
  return { locations: page, total };
}

/**
 * The forwarder's offices for the contact page's cards (type Company, role Headquarters or
 * Office): headquarters first, then in the order entered. A few rows of their own, so the cards
 * do not depend on the whole network (10 000 rows at large scale) loading.
 */
export async function networkOffices(db: Db): Promise<NetworkOffices> {
  const roles = inList('role', OFFICE_ROLES, 'officeRole');
  const offices = await db.all<NetworkLocation>(
    `SELECT ${LOCATION_COLUMNS} FROM network_locations WHERE type = 'Company' AND ${roles.sql} ORDER BY CASE WHEN role = 'Headquarters' THEN 0 ELSE 1 END, id`,
    roles.params,
  );
  return { offices: offices.map(shown) };
}

/**
 * Changes whenever a location is added, edited or removed: row count, newest change and
 * highest id together (a delete lowers the count, an edit moves updated_at).
 */
export async function networkVersion(db: Db): Promise<string> {
  const row = await db.get<{ n: number; changed: string | null; top: number | null }>(
    'SELECT COUNT(*) AS n, MAX(updated_at) AS changed, MAX(id) AS top FROM network_locations',
  );
  return `"net-${row?.n ?? 0}-${row?.top ?? 0}-${Date.parse(row?.changed ?? '') || 0}"`;
}
