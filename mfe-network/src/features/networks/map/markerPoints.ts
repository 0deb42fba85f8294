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
