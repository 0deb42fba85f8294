/**
 * Points along the great circle between two [lon, lat] positions, so a route looks like the
 * path a plane or ship takes on a Mercator map. Longitudes are unwrapped (they may pass ±180)
 * so that a trans-Pacific route is one continuous line instead of a stroke across the world.
 */
export type LonLat = [number, number];

const RAD = Math.PI / 180;

function toVector([lon, lat]: LonLat): [number, number, number] {
  const φ = lat * RAD;
  const λ = lon * RAD;
  return [Math.cos(φ) * Math.cos(λ), Math.cos(φ) * Math.sin(λ), Math.sin(φ)];
}

function toLonLat([x, y, z]: [number, number, number]): LonLat {
  return [Math.atan2(y, x) / RAD, Math.atan2(z, Math.hypot(x, y)) / RAD];
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

/** Makes each longitude lie within 180° of the one before it. */
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

export function greatCircle(a: LonLat, b: LonLat, segments = 64): LonLat[] {
  const points: LonLat[] = [];
  for (let i = 0; i <= segments; i++) points.push(interpolate(a, b, i / segments));
  return unwrapLongitudes(points);
}

/** The position `fraction` of the way along an (unwrapped) polyline, by vertex index. */
export function alongLine(points: LonLat[], fraction: number): LonLat {
  if (points.length === 0) throw new Error('alongLine on an empty line');
  const f = Math.min(1, Math.max(0, fraction)) * (points.length - 1);
  const i = Math.floor(f);
  if (i >= points.length - 1) return points[points.length - 1];
  const k = f - i;
  const [a, b] = [points[i], points[i + 1]];
  return [a[0] + (b[0] - a[0]) * k, a[1] + (b[1] - a[1]) * k];
}
