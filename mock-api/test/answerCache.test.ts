import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { AnswerCache, answerOf, preferredEncoding } from '../src/core/answerCache';
import { ReadCache } from '../src/core/readCache';
import { SqliteDb } from '../src/db';

/** A Db whose generation the test moves by writing. */
function memoryDb(): SqliteDb {
  const db = new SqliteDb(':memory:');
  db.raw.exec('CREATE TABLE t (v INTEGER)');
  return db;
}

describe('ReadCache', () => {
  it('computes once while the database is unchanged, again after any write', async () => {
    const db = memoryDb();
    const cache = new ReadCache<{ n: number }>(db);
    let calls = 0;
    const compute = () => ({ n: ++calls });
    expect(await cache.get('k', compute)).toEqual({ n: 1 });
    expect(await cache.get('k', compute)).toEqual({ n: 1 });
    await db.run('INSERT INTO t (v) VALUES (1)');
    expect(await cache.get('k', compute)).toEqual({ n: 2 });
    // Reads do not move the generation.
    await db.all('SELECT * FROM t');
    expect(await cache.get('k', compute)).toEqual({ n: 2 });
  });

  it('is not moved by bookkeeping writes', async () => {
    const db = memoryDb();
    const cache = new ReadCache<number>(db);
    let calls = 0;
    await cache.get('k', () => ++calls);
    await db.run('INSERT INTO t (v) VALUES (1)', {}, { bookkeeping: true });
    expect(await cache.get('k', () => ++calls)).toBe(1);
  });

  it('forgets an entry after maxAgeMs', async () => {
    let now = 0;
    const cache = new ReadCache<number>(memoryDb(), { maxAgeMs: 1000, now: () => now });
    let calls = 0;
    await cache.get('k', () => ++calls);
    now = 999;
    expect(await cache.get('k', () => ++calls)).toBe(1);
    now = 1000;
    expect(await cache.get('k', () => ++calls)).toBe(2);
  });

  it('holds a bounded number of entries, dropping the least recently used (to the second)', async () => {
    let now = 0;
    const cache = new ReadCache<string>(memoryDb(), { maxEntries: 2, now: () => now });
    await cache.get('a', () => 'a');
    await cache.get('b', () => 'b');
    now += 1000;
    await cache.get('a', () => 'stale');
    await cache.get('c', () => 'c');
    expect(cache.size).toBe(2);
    expect(await cache.get('a', () => 'again')).toBe('a');
    expect(await cache.get('b', () => 'again')).toBe('again');
  });

  it('does not reorder on a hit within the same second (a key every request reads)', async () => {
    let now = 0;
    const cache = new ReadCache<string>(memoryDb(), { maxEntries: 2, now: () => now });
    await cache.get('a', () => 'a');
    await cache.get('b', () => 'b');
    now += 999;
    await cache.get('a', () => 'stale');
    await cache.get('c', () => 'c');
    expect(await cache.get('a', () => 'again')).toBe('again');
  });

  it('keeps the total weight under maxWeight and does not keep what alone weighs more', async () => {
    const cache = new ReadCache<string>(memoryDb(), { weigh: (v) => v.length, maxWeight: 10 });
    await cache.get('a', () => 'aaaa');
    await cache.get('b', () => 'bbbb');
    await cache.get('c', () => 'cccc');
    expect(cache.totalWeight).toBe(8);
    expect(await cache.get('a', () => 'new')).toBe('new');
    await cache.get('big', () => 'x'.repeat(11));
    expect(await cache.get('big', () => 'computed again')).toBe('computed again');
  });

  it('freezes what it hands out, so one caller cannot change the next one’s answer', async () => {
    const cache = new ReadCache<{ ids: number[] }>(memoryDb());
    const value = await cache.get('k', () => ({ ids: [2, 1] }));
    expect(() => value.ids.sort()).toThrow(TypeError);
    expect((await cache.get('k', () => ({ ids: [] }))).ids).toEqual([2, 1]);
  });
});

describe('AnswerCache', () => {
  it('keeps the JSON text and compresses it once per encoding', async () => {
    const cache = new AnswerCache(memoryDb(), { maxAgeMs: 60_000 });
    const data = { list: Array.from({ length: 500 }, (_, i) => ({ id: i })) };
    const answer = await cache.answer('k', () => data);
    expect(answer.json).toBe(JSON.stringify(data));
    const gz = answer.encoded('gzip');
    const br = answer.encoded('br');
    expect((await cache.answer('k', () => ({ other: true }))).encoded('gzip')).toBe(gz);
    expect((await cache.answer('k', () => ({ other: true }))).encoded('br')).toBe(br);
    expect(gunzipSync(gz).toString()).toBe(answer.json);
    expect(brotliDecompressSync(br).toString()).toBe(answer.json);
  });

  it('does not keep an answer whose producer failed', async () => {
    const cache = new AnswerCache(memoryDb(), { maxAgeMs: 60_000 });
    await expect(
      cache.answer('k', () => {
        throw new Error('bad query');
      }),
    ).rejects.toThrow('bad query');
    expect((await cache.answer('k', () => ({ ok: true }))).json).toBe('{"ok":true}');
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
