import booleanPointInPolygon from '@turf/boolean-point-in-polygon';
import type { MultiPolygon, Polygon, Position } from 'geojson';
import { loadCountries } from '@portal/contracts/map/countries';
import type { LonLat } from '@portal/contracts/map/geodesy';

/**
 * The basemap's land (Natural Earth 110m countries from world-atlas, as the maps draw it, with
 * Antarctica) and a test of how far inside it a position lies.
 */
export interface Land {
  polygons: { geometry: Polygon | MultiPolygon; bbox: [number, number, number, number]; name: string }[];
}

export async function loadLand(): Promise<Land> {
  const collection = await loadCountries({ includeAntarctica: true });
  const polygons: Land['polygons'] = [];
  for (const f of collection.features) {
    const geometry = f.geometry as unknown as Polygon | MultiPolygon;
    if (!geometry || (geometry.type !== 'Polygon' && geometry.type !== 'MultiPolygon')) continue;
    const rings: Position[][] = geometry.type === 'Polygon' ? geometry.coordinates : geometry.coordinates.flat();
    const bbox: [number, number, number, number] = [Infinity, Infinity, -Infinity, -Infinity];
    for (const ring of rings) for (const [lon, lat] of ring) {
      bbox[0] = Math.min(bbox[0], lon); bbox[1] = Math.min(bbox[1], lat);
      bbox[2] = Math.max(bbox[2], lon); bbox[3] = Math.max(bbox[3], lat);
    }
    polygons.push({ geometry, bbox, name: String((f.properties as { name?: string } | null)?.name ?? f.id) });
  }
  return { polygons };
}

const KM_PER_DEG = 111.195;

/** Distance in km from a point to the segment a–b, on a local flat projection around the point. */
function segmentKm([x, y]: LonLat, a: Position, b: Position): number {
  const k = Math.cos((y * Math.PI) / 180);
  const ax = (a[0] - x) * k, ay = a[1] - y, bx = (b[0] - x) * k, by = b[1] - y;
  const dx = bx - ax, dy = by - ay;
  const len = dx * dx + dy * dy;
  const t = len === 0 ? 0 : Math.max(0, Math.min(1, -(ax * dx + ay * dy) / len));
  return Math.hypot(ax + t * dx, ay + t * dy) * KM_PER_DEG;
}

function coastKm(p: LonLat, geometry: Polygon | MultiPolygon): number {
  const rings: Position[][] = geometry.type === 'Polygon' ? geometry.coordinates : geometry.coordinates.flat();
  let best = Infinity;
  for (const ring of rings) for (let i = 1; i < ring.length; i++) best = Math.min(best, segmentKm(p, ring[i - 1], ring[i]));
  return best;
}

/**
 * The land polygon `p` lies in more than `toleranceKm` from its coast, or null (at sea, or on
 * land within the tolerance of the coast). Longitudes are tried in every turn the basemap uses.
 */
export function landAt(land: Land, [lon, lat]: LonLat, toleranceKm: number): { name: string; coastKm: number } | null {
  const base = ((((lon + 180) % 360) + 360) % 360) - 180;
  for (const x of [base, base + 360]) {
    for (const polygon of land.polygons) {
      const [w, s, e, n] = polygon.bbox;
      if (x < w || x > e || lat < s || lat > n) continue;
      if (!booleanPointInPolygon([x, lat], polygon.geometry)) continue;
      const km = coastKm([x, lat], polygon.geometry);
      if (km > toleranceKm) return { name: polygon.name, coastKm: Math.round(km) };
    }
  }
  return null;
}

/** Points along a line every `stepDeg` degrees or less, straight in lon/lat (as the network's lanes are drawn). */
export function sampleLine(line: LonLat[], stepDeg = 0.25): LonLat[] {
  const out: LonLat[] = [line[0]];
  for (let i = 1; i < line.length; i++) {
    const [a, b] = [line[i - 1], line[i]];
    const n = Math.max(1, Math.ceil(Math.max(Math.abs(b[0] - a[0]), Math.abs(b[1] - a[1])) / stepDeg));
    for (let j = 1; j <= n; j++) out.push([a[0] + ((b[0] - a[0]) * j) / n, a[1] + ((b[1] - a[1]) * j) / n]);
  }
  return out;
}
