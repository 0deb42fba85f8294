import Feature from 'ol/Feature';
import Point from 'ol/geom/Point';
import Cluster from 'ol/source/Cluster';
import VectorSource from 'ol/source/Vector';
import { get as getProjection } from 'ol/proj';
import * as kit from '@portal/kit';
import { SlicedCluster } from './slicedCluster';

jest.mock('@portal/kit', () => ({ yieldToMain: jest.fn(() => Promise.resolve()) }));

/** A source filled as markerLayer fills it: batches of 1 000, spread like a world network (crowded in places). */
function worldSource(count: number): VectorSource<Feature<Point>> {
  let seed = 7;
  const random = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;
  const source = new VectorSource<Feature<Point>>();
  for (let start = 0; start < count; start += 1000) {
    const batch: Feature<Point>[] = [];
    for (let i = start; i < Math.min(start + 1000, count); i++) {
      const crowded = i % 3 === 0;
      const x = crowded ? 500_000 + random() * 300_000 : (random() - 0.5) * 40_000_000;
      const y = crowded ? 6_800_000 + random() * 200_000 : (random() - 0.5) * 30_000_000;
      const feature = new Feature({ geometry: new Point([x, y]) });
      feature.setId(i);
      batch.push(feature);
    }
    source.addFeatures(batch);
  }
  return source;
}

/** Each cluster as its members' ids and its place. */
const shape = (source: VectorSource) =>
  source.getFeatures().map((c) => ({ ids: (c.get('features') as Feature[]).map((f) => f.getId()), at: (c.getGeometry() as Point).getCoordinates() }));

describe('SlicedCluster', () => {
  const extent = [-20_037_508, -20_037_508, 20_037_508, 20_037_508];
  const projection = getProjection('EPSG:3857')!;

  it.each([39_135.76, 9_783.94, 611.5])('makes the clusters OpenLayers makes in its first frame (resolution %d)', async (resolution) => {
    const source = worldSource(5000);
    const reference = new Cluster({ source, distance: 44, minDistance: 20 });
    reference.loadFeatures(extent, resolution, projection);

    const sliced = new SlicedCluster({ source, distance: 44, minDistance: 20 });
    // A slow clock: it yields every 50 markers.
    const yields = jest.spyOn(kit, 'yieldToMain');
    const now = jest.spyOn(performance, 'now');
    let clock = 0;
    now.mockImplementation(() => (clock += 5));
    await sliced.prepare(resolution);
    now.mockRestore();
    expect(yields.mock.calls.length).toBeGreaterThan(10);
    yields.mockClear();
    expect(sliced.getFeatures().length).toBe(reference.getFeatures().length);
    expect(shape(sliced)).toEqual(shape(reference));
    expect(reference.getFeatures().length).toBeLessThan(5000);

    // The first frame at that resolution keeps them; another resolution clusters anew.
    const prepared = sliced.getFeatures();
    sliced.loadFeatures(extent, resolution, projection);
    expect(sliced.getFeatures()).toEqual(prepared);
    sliced.loadFeatures(extent, resolution / 4, projection);
    reference.loadFeatures(extent, resolution / 4, projection);
    expect(shape(sliced)).toEqual(shape(reference));
  });

  it('stops when cancelled, leaving the source to cluster in its frame', async () => {
    const source = worldSource(2000);
    const sliced = new SlicedCluster({ source, distance: 44 });
    const now = jest.spyOn(performance, 'now');
    let clock = 0;
    now.mockImplementation(() => (clock += 5));
    await sliced.prepare(10_000, () => true);
    now.mockRestore();
    expect(sliced.getFeatures()).toEqual([]);
    sliced.loadFeatures(extent, 10_000, projection);
    expect(sliced.getFeatures().length).toBeGreaterThan(0);
  });
});
