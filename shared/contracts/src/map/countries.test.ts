import { readFileSync } from 'node:fs';
import type { Topology } from 'topojson-client';
import { ANTARCTICA_ID, countriesFromTopology, unwrapRing } from './countries';

const topology = JSON.parse(readFileSync(require.resolve('world-atlas/countries-110m.json'), 'utf8')) as Topology;

describe('countriesFromTopology', () => {
  it('decodes the Natural Earth countries into lon/lat polygons', () => {
    const { features } = countriesFromTopology(topology);
    expect(features.length).toBeGreaterThan(150);
    const netherlands = features.find((f) => f.properties?.name === 'Netherlands');
    expect(netherlands?.geometry?.type).toMatch(/Polygon/);
  });

  it('leaves Antarctica out unless asked', () => {
    expect(countriesFromTopology(topology).features.some((f) => String(f.id) === ANTARCTICA_ID)).toBe(false);
    expect(countriesFromTopology(topology, { includeAntarctica: true }).features.some((f) => String(f.id) === ANTARCTICA_ID)).toBe(true);
  });

  it('refuses a topology without countries', () => {
    expect(() => countriesFromTopology({ ...topology, objects: {} })).toThrow(/countries/);
  });
});

describe('antimeridian', () => {
  it('draws no ring across the whole world (Fiji, Russia)', () => {
    const spans = (coords: unknown): number[] => {
      const rings: [number, number][][] = [];
      const walk = (c: unknown) => {
        if (Array.isArray(c) && typeof c[0]?.[0] === 'number') rings.push(c as [number, number][]);
        else if (Array.isArray(c)) c.forEach(walk);
      };
      walk(coords);
      return rings.map((r) => Math.max(...r.map((p) => p[0])) - Math.min(...r.map((p) => p[0])));
    };
    const { features } = countriesFromTopology(topology);
    for (const name of ['Fiji', 'Russia']) {
      const country = features.find((f) => f.properties?.name === name)!;
      expect(Math.max(...spans(country.geometry!.coordinates))).toBeLessThan(180);
    }
  });

  it('leaves ordinary rings alone and moves the western part of a split ring east', () => {
    const plain: [number, number][] = [[4, 52], [5, 52], [5, 53], [4, 52]];
    expect(unwrapRing(plain)).toBe(plain);
    expect(unwrapRing([[179, -16], [-179.8, -16.5], [-179.9, -17], [179, -16]])).toEqual([[179, -16], [180.2, -16.5], [180.1, -17], [179, -16]]);
  });
});
