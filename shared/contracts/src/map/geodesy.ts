/**
 * Pure spherical geometry on [lon, lat] positions, shared by the API's routing and the maps:
 * great circles, distances, unwrapped longitudes and positions along a line. No OpenLayers.
 */
export type LonLat = [number, number];

const RAD = Math.PI / 180;
/** Mean Earth radius (IUGG), km. */
const EARTH_RADIUS_KM = 6371.0088;

function toVector([lon, lat]: LonLat): [number, number, number] {
  const φ = lat * RAD;
  const λ = lon * RAD;
  return [Math.cos(φ) * Math.cos(λ), Math.cos(φ) * Math.sin(λ), Math.sin(φ)];
}

function toLonLat([x, y, z]: [number, number, number]): LonLat {
  return [Math.atan2(y, x) / RAD, Math.atan2(z, Math.hypot(x, y)) / RAD];
}

/** Great-circle distance in km (haversine; exact for a sphere, stable for short distances). */
export function distanceKm(a: LonLat, b: LonLat): number {
  const dφ = (b[1] - a[1]) * RAD;
  const dλ = (b[0] - a[0]) * RAD;
  const h = Math.sin(dφ / 2) ** 2 + Math.cos(a[1] * RAD) * Math.cos(b[1] * RAD) * Math.sin(dλ / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The length of a line in km, segment by segment along great circles. */
export function lineLengthKm(points: LonLat[]): number {
  let total = 0;
  for (let i = 1; i < points.length; i++) total += distanceKm(points[i - 1], points[i]);
  return total;
}

/** The point a fraction `t` (0..1) of the way along the great circle from `a` to `b`. */
export function interpolate(a: LonLat, b: LonLat, t: number): LonLat {
  const va = toVector(a);
  const vb = toVector(b);
  const dot = Math.min(1, Math.max(-1, va[0] * vb[0] + va[1] * vb[1] + va[2] * vb[2]));
  const ω = Math.acos(dot);
  if (ω < 1e-9) return [a[0], a[1]];
  const s = Math.sin(ω);
  const ka = Math.sin((1 - t) * ω) / s;
  const kb = Math.sin(t * ω) / s;
  return toLonLat([ka * va[0] + kb * vb[0], ka * va[1] + kb * vb[1], ka * va[2] + kb * vb[2]]);
}

/**
 * Makes each longitude lie within 180° of the one before it, so a line that crosses the
 * antimeridian stays continuous (longitudes may then pass ±180).
 */
export function unwrapLongitudes(points: LonLat[]): LonLat[] {
  const out: LonLat[] = [];
  for (const [lon, lat] of points) {
    if (out.length === 0) {
      out.push([lon, lat]);
      continue;
    }
    const prev = out[out.length - 1][0];
    let next = lon;
    while (next - prev > 180) next -= 360;
    while (next - prev < -180) next += 360;
    out.push([next, lat]);
  }
  return out;
}

/** Points along the great circle from `a` to `b`, one about every `stepKm` (at least 2), unwrapped. */
export function greatCircle(a: LonLat, b: LonLat, stepKm = 100): LonLat[] {
  const segments = Math.max(1, Math.min(256, Math.ceil(distanceKm(a, b) / stepKm)));
  const points: LonLat[] = [];
  for (let i = 0; i <= segments; i++) points.push(interpolate(a, b, i / segments));
  return unwrapLongitudes(points);
}

/**
 * The position `fraction` (0..1) of the way along a line by its length (not by vertex count:
 * a densified stretch must not move the point faster). The line should be unwrapped.
 */
export function alongLine(points: LonLat[], fraction: number): LonLat {
  if (points.length === 0) throw new Error('alongLine on an empty line');
  if (points.length === 1) return points[0];
  const total = lineLengthKm(points);
  let left = Math.min(1, Math.max(0, fraction)) * total;
  for (let i = 1; i < points.length; i++) {
    const step = distanceKm(points[i - 1], points[i]);
    if (left <= step) return step === 0 ? points[i] : interpolateUnwrapped(points[i - 1], points[i], left / step);
    left -= step;
  }
  return points[points.length - 1];
}

/** Great-circle interpolation that keeps the result's longitude next to `a`'s (unwrapped lines). */
function interpolateUnwrapped(a: LonLat, b: LonLat, t: number): LonLat {
  const [lon, lat] = interpolate(a, b, t);
  let next = lon;
  while (next - a[0] > 180) next -= 360;
  while (next - a[0] < -180) next += 360;
  return [next, lat];
}

/** [minLon, minLat, maxLon, maxLat] of a set of (unwrapped) positions. */
export function boundsOf(points: LonLat[]): [number, number, number, number] {
  let [minLon, minLat, maxLon, maxLat] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const [lon, lat] of points) {
    if (lon < minLon) minLon = lon;
    if (lon > maxLon) maxLon = lon;
    if (lat < minLat) minLat = lat;
    if (lat > maxLat) maxLat = lat;
  }
  return [minLon, minLat, maxLon, maxLat];
}

/** Web Mercator's edge: latitudes beyond it cannot be shown, so a polar route is fitted up to here. */
export const MERCATOR_MAX_LAT = 85;

export const clampLat = ([lon, lat]: LonLat): LonLat => [lon, Math.max(-MERCATOR_MAX_LAT, Math.min(MERCATOR_MAX_LAT, lat))];

/**
 * The line moved by whole turns so that the middle of its longitudes lies within ±180: a Pacific
 * crossing (Shanghai 121° → Los Angeles 241°) becomes -239° → -119°, centred on the Pacific.
 */
export function centredLine(line: LonLat[]): LonLat[] {
  if (line.length === 0) return line;
  const [minLon, , maxLon] = boundsOf(line);
  const shift = -Math.round((minLon + maxLon) / 2 / 360) * 360;
  return shift === 0 ? line : line.map(([lon, lat]) => [lon + shift, lat]);
}

/** The lon/lat box a map fits to show a whole route: centred on its own middle, within Mercator's latitudes. */
export function routeBox(line: LonLat[]): [number, number, number, number] {
  return boundsOf(centredLine(line).map(clampLat));
}
