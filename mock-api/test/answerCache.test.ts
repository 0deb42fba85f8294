import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { AnswerCache, answerOf, preferredEncoding } from '../src/core/answerCache';
import { ReadCache } from '../src/core/readCache';
import { Db } from '../src/db';

/** A Db whose generation the test moves by writing. */
function memoryDb(): Db {
  const db = new Db(':memory:');
  db.exec('CREATE TABLE t (v INTEGER)');
  return db;
}

describe('ReadCache', () => {
  it('computes once while the database is unchanged, again after any write', () => {
    const db = memoryDb();
    const cache = new ReadCache<{ n: number }>(db);
    let calls = 0;
    const compute = () => ({ n: ++calls });
    expect(cache.get('k', compute)).toEqual({ n: 1 });
    expect(cache.get('k', compute)).toEqual({ n: 1 });
    db.run('INSERT INTO t (v) VALUES (1)');
    expect(cache.get('k', compute)).toEqual({ n: 2 });
    // Reads do not move the generation.
    db.all('SELECT * FROM t');
    expect(cache.get('k', compute)).toEqual({ n: 2 });
  });

  it('is not moved by bookkeeping writes', () => {
    const db = memoryDb();
    const cache = new ReadCache<number>(db);
    let calls = 0;
    cache.get('k', () => ++calls);
    db.run('INSERT INTO t (v) VALUES (1)', {}, { bookkeeping: true });
    expect(cache.get('k', () => ++calls)).toBe(1);
  });

  it('forgets an entry after maxAgeMs', () => {
    let now = 0;
    const cache = new ReadCache<number>(memoryDb(), { maxAgeMs: 1000, now: () => now });
    let calls = 0;
    cache.get('k', () => ++calls);
    now = 999;
    expect(cache.get('k', () => ++calls)).toBe(1);
    now = 1000;
    expect(cache.get('k', () => ++calls)).toBe(2);
  });

  it('holds a bounded number of entries, dropping the least recently used (to the second)', () => {
    let now = 0;
    const cache = new ReadCache<string>(memoryDb(), { maxEntries: 2, now: () => now });
    cache.get('a', () => 'a');
    cache.get('b', () => 'b');
    now += 1000;
    cache.get('a', () => 'stale');
    cache.get('c', () => 'c');
    expect(cache.size).toBe(2);
    expect(cache.get('a', () => 'again')).toBe('a');
    expect(cache.get('b', () => 'again')).toBe('again');
  });

  it('does not reorder on a hit within the same second (a key every request reads)', () => {
    let now = 0;
    const cache = new ReadCache<string>(memoryDb(), { maxEntries: 2, now: () => now });
    cache.get('a', () => 'a');
    cache.get('b', () => 'b');
    now += 999;
    cache.get('a', () => 'stale');
    cache.get('c', () => 'c');
    expect(cache.get('a', () => 'again')).toBe('again');
  });

  it('keeps the total weight under maxWeight and does not keep what alone weighs more', () => {
    const cache = new ReadCache<string>(memoryDb(), { weigh: (v) => v.length, maxWeight: 10 });
    cache.get('a', () => 'aaaa');
    cache.get('b', () => 'bbbb');
    cache.get('c', () => 'cccc');
    expect(cache.totalWeight).toBe(8);
    expect(cache.get('a', () => 'new')).toBe('new');
    cache.get('big', () => 'x'.repeat(11));
    expect(cache.get('big', () => 'computed again')).toBe('computed again');
  });

  it('freezes what it hands out, so one caller cannot change the next one’s answer', () => {
    const cache = new ReadCache<{ ids: number[] }>(memoryDb());
    const value = cache.get('k', () => ({ ids: [2, 1] }));
    expect(() => value.ids.sort()).toThrow(TypeError);
    expect(cache.get('k', () => ({ ids: [] })).ids).toEqual([2, 1]);
  });
});

describe('AnswerCache', () => {
  it('keeps the JSON text and compresses it once per encoding', () => {
    const cache = new AnswerCache(memoryDb(), { maxAgeMs: 60_000 });
    const data = { list: Array.from({ length: 500 }, (_, i) => ({ id: i })) };
    const answer = cache.answer('k', () => data);
    expect(answer.json).toBe(JSON.stringify(data));
    const gz = answer.encoded('gzip');
    const br = answer.encoded('br');
    expect(cache.answer('k', () => ({ other: true })).encoded('gzip')).toBe(gz);
    expect(cache.answer('k', () => ({ other: true })).encoded('br')).toBe(br);
    expect(gunzipSync(gz).toString()).toBe(answer.json);
    expect(brotliDecompressSync(br).toString()).toBe(answer.json);
  });

  it('does not keep an answer whose producer failed', () => {
    const cache = new AnswerCache(memoryDb(), { maxAgeMs: 60_000 });
    expect(() =>
      cache.answer('k', () => {
        throw new Error('bad query');
      }),
    ).toThrow('bad query');
    expect(cache.answer('k', () => ({ ok: true })).json).toBe('{"ok":true}');
  });

  it('answerOf gives the text back as it came', () => {
    expect(answerOf('{"a":1}').json).toBe('{"a":1}');
  });

  it.each([
    ['gzip, deflate, br', 'br'],
    ['gzip, deflate', 'gzip'],
    ['br;q=0, gzip;q=0.8', 'gzip'],
    ['*', 'gzip'],
    ['gzip;q=0', null],
    ['br', 'br'],
    ['identity', null],
    [undefined, null],
  ])('accept-encoding %p → %p', (header, encoding) => expect(preferredEncoding(header)).toBe(encoding));
});
