import { containsCoordinate } from 'ol/extent';
import { fromLonLat } from 'ol/proj';
import Supercluster from 'supercluster';
import { MarkerClusters, UNCLUSTER_ZOOM, inProcessChannel, lonLatBox, type Marker } from './markerClusters';
import type { NetworkMarkers } from '@portal/contracts/network';
import type { MapPoint } from './markerPoints';

/** A world network as the large seed spreads one: a third crowded around Rotterdam, the rest anywhere. */
function worldPoints(count: number): MapPoint[] {
  let seed = 7;
  const random = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;
  return Array.from({ length: count }, (_, i) => {
    const crowded = i % 3 === 0;
    return {
      id: 1000 + i,
      longitude: crowded ? 4 + random() * 2 : random() * 340 - 170,
      latitude: crowded ? 51.5 + random() : random() * 140 - 65,
      role: i % 2 ? 'Office' : 'Warehouse',
      continent: 'Europe',
    };
  });
}

/** The points as the API sends them: columns. */
function columnsOf(points: MapPoint[]): NetworkMarkers {
  const roles = [...new Set(points.map((p) => p.role))];
  const continents = [...new Set(points.map((p) => p.continent))];
  return {
    id: points.map((p) => p.id),
    longitude: points.map((p) => p.longitude!),
    latitude: points.map((p) => p.latitude!),
    role: points.map((p) => roles.indexOf(p.role)),
    roles,
    continent: points.map((p) => continents.indexOf(p.continent)),
    continents,
  };
}

const WORLD = [-20_037_508, -20_037_508, 20_037_508, 20_037_508];
const counted = (markers: Marker[]) => markers.reduce((n, m) => n + (m.kind === 'bubble' ? m.count : 1), 0);

describe("MarkerClusters (the worker's code, run in this thread)", () => {
  const points = worldPoints(10_000);
  let clusters: MarkerClusters;
  beforeAll(async () => {
    clusters = await MarkerClusters.of(columnsOf(points), inProcessChannel(Supercluster));
  });

  test('at world zoom the whole network is a few hundred markers at most, every location counted once', async () => {
    const markers = await clusters.markersIn(WORLD, 1.4);
    expect(markers.length).toBeLessThan(400);
    expect(markers.some((m) => m.kind === 'bubble' && m.count > 1000)).toBe(true);
    expect(counted(markers)).toBe(points.length);
  });

  test('from the unclustered zoom on every location is its own pin, drawn in the answer order', async () => {
    const rotterdam = [...fromLonLat([4, 51.5]), ...fromLonLat([6, 52.5])];
    const markers = await clusters.markersIn(rotterdam, UNCLUSTER_ZOOM + 0.5);
    const inside = points.filter((p) => p.longitude! >= 4 && p.longitude! <= 6 && p.latitude! >= 51.5 && p.latitude! <= 52.5);
    expect(markers.every((m) => m.kind === 'pin')).toBe(true);
    expect(markers).toHaveLength(inside.length);
    const orders = markers.map((m) => (m.kind === 'pin' ? m.pin.order : -1));
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
    const first = markers[0];
    expect(first.kind === 'pin' && first.pin).toEqual({ id: inside[0].id, role: inside[0].role, icon: expect.any(Number), order: points.indexOf(inside[0]) });
  });

  test("a bubble's box holds each of its locations", async () => {
    const bubble = (await clusters.markersIn(WORLD, 2)).find((m) => m.kind === 'bubble' && m.count > 100);
    if (!bubble || bubble.kind !== 'bubble') throw new Error('no bubble at zoom 2');
    const box = bubble.extent;
    const zoomedIn = await clusters.markersIn(box, UNCLUSTER_ZOOM);
    expect(counted(zoomedIn)).toBeGreaterThanOrEqual(bubble.count);
    expect(containsCoordinate(box, bubble.coordinate)).toBe(true);
  });

  test('answers each ask with its own markers when several are under way', async () => {
    const rotterdam = [...fromLonLat([4, 51.5]), ...fromLonLat([6, 52.5])];
    const [world, city] = await Promise.all([clusters.markersIn(WORLD, 1.4), clusters.markersIn(rotterdam, UNCLUSTER_ZOOM)]);
    expect(counted(world)).toBe(points.length);
    expect(city.every((m) => m.kind === 'pin')).toBe(true);
  });
});

describe('MarkerClusters when the index cannot be made', () => {
  test('the load fails with the reason, and a disposed index fails what was still asked', async () => {
    class Broken {
      load() {
        throw new Error('out of memory');
      }
      getClusters() {
        return [];
      }
      getLeaves() {
        return [];
      }
    }
    await expect(MarkerClusters.of(columnsOf(worldPoints(10)), inProcessChannel(Broken))).rejects.toThrow('out of memory');
    const clusters = await MarkerClusters.of(columnsOf(worldPoints(10)), inProcessChannel(Supercluster));
    const asked = clusters.markersIn(WORLD, 1);
    clusters.dispose();
    await expect(asked).rejects.toThrow('disposed');
  });
});

describe('lonLatBox', () => {
  test('a box within one world keeps its sides', () => {
    const [west, south, east, north] = lonLatBox([...fromLonLat([-10, 40]), ...fromLonLat([30, 60])]);
    expect([west, south, east, north].map(Math.round)).toEqual([-10, 40, 30, 60]);
  });

  test('a box over the date line or wider than the world asks for the whole world, poles clamped', () => {
    expect(lonLatBox([...fromLonLat([170, -10]), fromLonLat([190, 0])[0] + 1, fromLonLat([190, 10])[1]])[0]).toBe(-180);
    const [west, south, east, north] = lonLatBox([-60_000_000, -40_000_000, 60_000_000, 40_000_000]);
    expect([west, east]).toEqual([-180, 180]);
    expect(south).toBeGreaterThanOrEqual(-85.06);
    expect(north).toBeLessThanOrEqual(85.06);
  });
});
