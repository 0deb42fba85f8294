import type { NetworkLocation, NetworkMarkers } from '@portal/contracts/network';

/** What a marker needs of its location: the map draws these, the list and the popup read the rest from the API. */
export type MapPoint = Pick<NetworkLocation, 'id' | 'longitude' | 'latitude' | 'role' | 'continent'>;

/** The markers' columns as one point per marker, in the answer's order (later ones are drawn over earlier ones). */
export function pointsOf(markers: NetworkMarkers): MapPoint[] {
  const points: MapPoint[] = new Array(markers.id.length);
  for (let i = 0; i < markers.id.length; i++) {
    points[i] = {
      id: markers.id[i],
      longitude: markers.longitude[i],
      latitude: markers.latitude[i],
      role: markers.roles[markers.role[i]],
      continent: markers.continents[markers.continent[i]],
    };
  }
  return points;
}

/** How many markers each continent has, and ALL of them under `all`: counted on the columns, no object per marker. */
export function continentCounts(markers: NetworkMarkers, all: string): Record<string, number> {
  const byIndex = new Array<number>(markers.continents.length).fill(0);
  for (let i = 0; i < markers.continent.length; i++) byIndex[markers.continent[i]]++;
  const counts: Record<string, number> = { [all]: markers.continent.length };
  markers.continents.forEach((name, i) => (counts[name] = (counts[name] ?? 0) + byIndex[i]));
  return counts;
}

/**
 * The lon/lat box around a continent's markers ('All': around every one), or null when it has none.
 * On the columns in one indexed pass: run on every page load, while the code is still cold.
 */
export function markersBox(markers: NetworkMarkers, continent: string, all: string): [number, number, number, number] | null {
  const wanted = continent === all ? -1 : markers.continents.indexOf(continent);
  if (continent !== all && wanted < 0) return null;
  let [west, south, east, north] = [Infinity, Infinity, -Infinity, -Infinity];
  for (let i = 0; i < markers.id.length; i++) {
    if (wanted >= 0 && markers.continent[i] !== wanted) continue;
    const x = markers.longitude[i];
    const y = markers.latitude[i];
    if (x < west) west = x;
    if (x > east) east = x;
    if (y < south) south = y;
    if (y > north) north = y;
  }
  return west === Infinity ? null : [west, south, east, north];
}
