/** Small spherical geometry for legs and positions: distances in km, points as [lon, lat]. */
export type LonLat = [number, number];

const EARTH_RADIUS_KM = 6371.0088;
const rad = (d: number) => (d * Math.PI) / 180;
const deg = (r: number) => (r * 180) / Math.PI;

/** Great-circle (haversine) distance in km. */
export function greatCircleKm([lon1, lat1]: LonLat, [lon2, lat2]: LonLat): number {
  const dLat = rad(lat2 - lat1);
  const dLon = rad(lon2 - lon1);
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(rad(lat1)) * Math.cos(rad(lat2)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** Points along the great circle from a to b (both included), unwrapped across the antimeridian. */
export function greatCirclePoints(a: LonLat, b: LonLat, segments = 32): LonLat[] {
  const [lon1, lat1, lon2, lat2] = [rad(a[0]), rad(a[1]), rad(b[0]), rad(b[1])];
  const d = greatCircleKm(a, b) / EARTH_RADIUS_KM;
  if (d < 1e-6) return [a, b];
  const out: LonLat[] = [];
  for (let i = 0; i <= segments; i++) {
    const f = i / segments;
    const A = Math.sin((1 - f) * d) / Math.sin(d);
    const B = Math.sin(f * d) / Math.sin(d);
    const x = A * Math.cos(lat1) * Math.cos(lon1) + B * Math.cos(lat2) * Math.cos(lon2);
    const y = A * Math.cos(lat1) * Math.sin(lon1) + B * Math.cos(lat2) * Math.sin(lon2);
    const z = A * Math.sin(lat1) + B * Math.sin(lat2);
    let lon = deg(Math.atan2(y, x));
    const prev = out[out.length - 1];
    // Keep the line continuous: a map draws -179 → 179 across the whole world otherwise.
    if (prev) while (lon - prev[0] > 180) lon -= 360;
    if (prev) while (prev[0] - lon > 180) lon += 360;
    out.push([lon, deg(Math.atan2(z, Math.sqrt(x * x + y * y)))]);
  }
  return out;
}

/** Length of a polyline in km. */
export function lineKm(line: readonly LonLat[]): number {
  let total = 0;
  for (let i = 1; i < line.length; i++) total += greatCircleKm(line[i - 1], line[i]);
  return total;
}

/** The point at `fraction` (0..1) of a polyline's length. */
export function alongLine(line: readonly LonLat[], fraction: number): LonLat {
  if (line.length === 0) return [0, 0];
  const target = Math.min(1, Math.max(0, fraction)) * lineKm(line);
  let walked = 0;
  for (let i = 1; i < line.length; i++) {
    const step = greatCircleKm(line[i - 1], line[i]);
    if (walked + step >= target && step > 0) {
      const f = (target - walked) / step;
      return [line[i - 1][0] + (line[i][0] - line[i - 1][0]) * f, line[i - 1][1] + (line[i][1] - line[i - 1][1]) * f];
    }
    walked += step;
  }
  return line[line.length - 1];
}
