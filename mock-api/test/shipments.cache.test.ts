import { gunzipSync } from 'node:zlib';
import { DashboardCache, acceptsGzip } from '../src/modules/shipments/dashboardCache';

describe('DashboardCache', () => {
  it('keys by the scope (in any order) and the last update', () => {
    expect(DashboardCache.key([3, 1, 2], '2025-01-01T00:00:00.000Z')).toBe(DashboardCache.key([1, 2, 3], '2025-01-01T00:00:00.000Z'));
    expect(DashboardCache.key([1], 'a')).not.toBe(DashboardCache.key([1], 'b'));
    expect(DashboardCache.key([1, 2], 'a')).not.toBe(DashboardCache.key([1], 'a'));
  });

  it('forgets an entry after its time to live', () => {
    const cache = new DashboardCache(1000, 5);
    cache.set('k', '{"a":1}', 0);
    expect(cache.get('k', 999)?.json).toBe('{"a":1}');
    expect(cache.get('k', 1000)).toBeUndefined();
  });

  it('holds a bounded number of entries, dropping the oldest', () => {
    const cache = new DashboardCache(60_000, 2);
    cache.set('a', '1', 0);
    cache.set('b', '2', 0);
    cache.set('c', '3', 0);
    expect(cache.size).toBe(2);
    expect(cache.get('a', 1)).toBeUndefined();
    expect(cache.get('c', 1)?.json).toBe('3');
  });
});

describe('compressed bodies', () => {
  it('compresses once and gives the same bytes back', () => {
    const cache = new DashboardCache();
    const body = cache.set('k', JSON.stringify({ list: Array.from({ length: 500 }, (_, i) => ({ id: i })) }));
    const gz = body.gzip();
    expect(cache.get('k')!.gzip()).toBe(gz);
    expect(gunzipSync(gz).toString()).toBe(body.json);
  });

  it.each([
    ['gzip, deflate, br', true],
    ['br;q=1.0, gzip;q=0.8', true],
    ['*', true],
    ['gzip;q=0', false],
    ['br', false],
    ['identity', false],
    [undefined, false],
  ])('accept-encoding %p → %p', (header, ok) => expect(acceptsGzip(header)).toBe(ok));
});
