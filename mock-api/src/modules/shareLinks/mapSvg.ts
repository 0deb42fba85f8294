import { loadCountries } from '@portal/contracts/map/countries';
import { boundsOf, centredLine, clampLat, type LonLat } from '@portal/contracts/map/geodesy';
import type { GeoJsonFeatureCollection } from 'topojson-client';
import type { ShipmentDetail } from '@portal/contracts/shipments';

/**
 * A share link's map as one SVG picture, drawn here: the page that shows it loads no map library
 * and no basemap, only this image (a few KB), which a phone draws at once. Web Mercator around
 * the route with a margin, the countries (Natural Earth 1:110m, shipped with the project), the legs
 * (the on-carriage dashed), both ends and where the cargo is now.
 */
const WIDTH = 800;
const HEIGHT = 420;
const MARGIN = 0.18;
const MIN_SPAN_LON = 12;

let countries: Promise<GeoJsonFeatureCollection> | null = null;

const mercatorY = (lat: number) => Math.log(Math.tan(Math.PI / 4 + (clampLat([0, lat])[1] * Math.PI) / 360)) * (180 / Math.PI);

type Detail = Pick<ShipmentDetail, 'emissions' | 'origin' | 'destination' | 'delivery' | 'position'>;

export async function routeMapSvg(detail: Detail): Promise<string> {
  countries ??= loadCountries();
  const world = await countries;
  // Every leg, end and the position within a half turn of the line before them, then the whole
  // picture moved by whole turns to sit around ±180 (a Pacific crossing stays in one piece).
  const near = (p: LonLat, ref: number): LonLat => [p[0] + 360 * Math.round((ref - p[0]) / 360), p[1]];
  let ref = detail.origin.lon;
  const legLines = detail.emissions.legs
    .filter((l) => l.coordinates.length > 1)
    .map((l) => {
      const points = l.coordinates as LonLat[];
      const turn = near(points[0], ref)[0] - points[0][0];
      const placed = points.map(([lon, lat]) => [lon + turn, lat] as LonLat);
      ref = placed[placed.length - 1][0];
      return { mode: l.mode, points: placed };
    });
  const mean = legLines.length > 0 ? legLines[0].points[0][0] : detail.origin.lon;
  const ends = [detail.origin, ...(detail.delivery ? [detail.delivery] : []), detail.destination].map((p) => near([p.lon, p.lat], mean));
  const position = near(detail.position.coordinates as LonLat, mean);
  const everything = [...legLines.flatMap((l) => l.points), ...ends, position];
  const shift = centredLine(everything)[0][0] - everything[0][0];
  const moved = (p: LonLat): LonLat => [p[0] + shift, p[1]];
  const all = everything.map(moved);
  // The view: the route's box in Mercator units, widened to the picture's shape, with a margin.
  const [minLon, minLat, maxLon, maxLat] = boundsOf(all.map(clampLat));
  let [x0, x1] = [minLon, maxLon];
  let [y0, y1] = [mercatorY(minLat), mercatorY(maxLat)];
  if (x1 - x0 < MIN_SPAN_LON) [x0, x1] = [(x0 + x1) / 2 - MIN_SPAN_LON / 2, (x0 + x1) / 2 + MIN_SPAN_LON / 2];
  const pad = Math.max(x1 - x0, y1 - y0) * MARGIN;
  [x0, x1, y0, y1] = [x0 - pad, x1 + pad, y0 - pad, y1 + pad];
  const ratio = WIDTH / HEIGHT;
  if ((x1 - x0) / (y1 - y0) > ratio) {
    const grow = ((x1 - x0) / ratio - (y1 - y0)) / 2;
    [y0, y1] = [y0 - grow, y1 + grow];
  } else {
    const grow = ((y1 - y0) * ratio - (x1 - x0)) / 2;
    [x0, x1] = [x0 - grow, x1 + grow];
  }
  const scale = WIDTH / (x1 - x0);
  const px = ([lon, lat]: LonLat) => `${((lon - x0) * scale).toFixed(1)},${((y1 - mercatorY(lat)) * scale).toFixed(1)}`;
  const line = (points: LonLat[]) => `M${points.map(px).join('L')}`;

  const land: string[] = [];
  for (const feature of world.features) {
    const g = feature.geometry;
    if (!g) continue;
    const polygons = (g.type === 'Polygon' ? [g.coordinates] : g.type === 'MultiPolygon' ? g.coordinates : []) as LonLat[][][];
    for (const polygon of polygons) {
      for (const turn of [-360, 0, 360]) {
        const outer = polygon[0].map(([lon, lat]) => [lon + turn, lat] as LonLat);
        const [a, b, c, d] = boundsOf(outer);
        if (c < x0 || a > x1 || mercatorY(d) < y0 || mercatorY(b) > y1) continue;
        land.push(polygon.map((ring) => `${line(ring.map(([lon, lat]) => [lon + turn, lat] as LonLat))}Z`).join(''));
      }
    }
  }
  const legPaths = legLines.map((l, i) => {
    const dashed = i > 0 && l.mode === 'road' ? ' stroke-dasharray="8 6"' : '';
    return `<path d="${line(l.points.map(moved))}" fill="none" stroke="#0b5cad" stroke-width="3" stroke-linejoin="round"${dashed}/>`;
  });
  const dot = (p: LonLat, fill: string, r: number) => {
    const [x, y] = px(moved(p)).split(',');
    return `<circle cx="${x}" cy="${y}" r="${r}" fill="${fill}" stroke="#fff" stroke-width="2"/>`;
  };
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${HEIGHT}" width="${WIDTH}" height="${HEIGHT}" role="img">`,
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="#dbe9f6"/>`,
    `<path d="${land.join('')}" fill="#f4f1ea" stroke="#c9c3b6" stroke-width="0.6"/>`,
    ...legPaths,
    ...ends.map((p) => dot(p, '#0b5cad', 6)),
    dot(position, '#d9480f', 8),
    '</svg>',
  ].join('');
}
