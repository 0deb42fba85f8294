// Natural Earth countries (world-atlas, shipped with the project: no tile server, no internet).
// Pure: turns the TopoJSON into GeoJSON, for the API's sea lanes (land to route around). The maps'
// basemap decodes the same atlases itself, in its tile worker (shared/ui/src/map/basemapWorker.ts).
import { feature, type GeoJsonFeature, type GeoJsonFeatureCollection, type Topology } from 'topojson-client';

/** ISO 3166 numeric code of Antarctica: left out by default, it would fill the bottom of a Mercator map. */
export const ANTARCTICA_ID = '010';

export interface CountriesOptions {
  includeAntarctica?: boolean;
}

/** GeoJSON countries (lon/lat) from a world-atlas countries topology. */
export function countriesFromTopology(topology: Topology, options: CountriesOptions = {}): GeoJsonFeatureCollection {
  const object = topology.objects.countries;
  if (!object) throw new Error('The topology has no "countries" object');
  const collection = feature(topology, object);
  const features = collection.features.filter((f) => options.includeAntarctica || String(f.id) !== ANTARCTICA_ID).map(unwrapAntimeridian);
  return { ...collection, features };
}

type Ring = [number, number][];

/**
 * Fiji, Russia and a few islands have rings that jump from +180 to -180; drawn as is, that jump
 * is a stroke across the whole map. Such rings get their western part moved east by 360°, which
 * a map that wraps the world draws in the right place.
 */
export function unwrapRing(ring: Ring): Ring {
  let min = Infinity;
  let max = -Infinity;
  for (const [lon] of ring) {
    if (lon < min) min = lon;
    if (lon > max) max = lon;
  }
  if (max - min <= 180) return ring;
  return ring.map(([lon, lat]) => [lon < 0 ? lon + 360 : lon, lat]);
}

function unwrapAntimeridian(f: GeoJsonFeature): GeoJsonFeature {
  const g = f.geometry;
  if (!g) return f;
  if (g.type === 'Polygon') return { ...f, geometry: { ...g, coordinates: (g.coordinates as Ring[]).map(unwrapRing) } };
  if (g.type === 'MultiPolygon') return { ...f, geometry: { ...g, coordinates: (g.coordinates as Ring[][]).map((poly) => poly.map(unwrapRing)) } };
  return f;
}

/**
 * Loads the 110m countries (a separate chunk where a bundler splits dynamic imports).
 */
export async function loadCountries(options: CountriesOptions = {}): Promise<GeoJsonFeatureCollection> {
  const mod = await import(/* webpackChunkName: "world-atlas-countries-110m" */ 'world-atlas/countries-110m.json');
  const topology = ((mod as { default?: unknown }).default ?? mod) as unknown as Topology;
  return countriesFromTopology(topology, options);
}
