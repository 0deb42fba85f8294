import type { ThrottleCounter } from '../../core/throttle';
import { TokenRateLimiter } from './rateLimit';

/** The per-token limit counted locally and shared through the throttle table (a fake of it here). */
class SharedCounter implements ThrottleCounter {
  writes = 0;
  private readonly rows = new Map<string, { hits: number; expires: number }>();
  async hit(key: string, windowMs: number, now = Date.now(), by = 1) {
    this.writes++;
    const row = this.rows.get(key);
    if (!row || row.expires <= now) this.rows.set(key, { hits: by, expires: now + windowMs });
    else row.hits += by;
    const r = this.rows.get(key)!;
    return { count: r.hits, resetInMs: r.expires - now };
  }
  async peek() {
    return { count: 0, resetInMs: 0 };
  }
  async purgeExpired() {
    return 0;
  }
}

describe('TokenRateLimiter', () => {
  it('admits the limit per window and then refuses with the seconds until the window ends', async () => {
    const limiter = new TokenRateLimiter(new SharedCounter(), 5, 60_000);
    const now = 1_000_000;
    const verdicts = [];
    for (let i = 0; i < 7; i++) verdicts.push(await limiter.take(1, now + i));
    expect(verdicts.map((v) => v.ok)).toEqual([true, true, true, true, true, false, false]);
    expect(verdicts[5].retryAfterSeconds).toBe(60);
    expect((await limiter.take(1, now + 60_001)).ok).toBe(true);
    expect((await limiter.take(2, now)).ok).toBe(true);
    limiter.stop();
  });

  it('writes the shared count once per flush, not once per request', async () => {
    const counter = new SharedCounter();
    const limiter = new TokenRateLimiter(counter, 1000, 60_000);
    const now = 2_000_000;
    for (let i = 0; i < 200; i++) await limiter.take(1, now);
    await limiter.flush(now);
    expect(counter.writes).toBe(2);
    expect((await counter.hit('token:1', 60_000, now, 0)).count).toBe(200);
    limiter.stop();
  });

  it('two instances share the limit: each sees the other\'s count after a flush', async () => {
    const counter = new SharedCounter();
    const a = new TokenRateLimiter(counter, 10, 60_000);
    const b = new TokenRateLimiter(counter, 10, 60_000);
    const now = 3_000_000;
    for (let i = 0; i < 6; i++) expect((await a.take(1, now)).ok).toBe(true);
    await a.flush(now);
    const fromB = [];
    for (let i = 0; i < 6; i++) fromB.push((await b.take(1, now)).ok);
    expect(fromB).toEqual([true, true, true, true, false, false]);
    a.stop();
    b.stop();
  });
});
