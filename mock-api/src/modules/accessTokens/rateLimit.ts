import type { ThrottleCounter } from '../../core/throttle';

/**
 * Requests per access token per window, counted in the shared throttle table so the limit holds
 * across every API instance, without a database write per request: each instance counts locally
 * and adds its count to the shared one every `flushMs` (one upsert per token per flush), deciding
 * from the last shared count plus what it has not written yet. The first request of a window
 * reads the shared count at once. Several instances together may let through at most what each
 * admits within one flush interval beyond the limit; a write per request cost a synchronous
 * commit (an fsync) on every read and a tenth of the throughput.
 */
interface Window {
  /** The shared count when last written or read. */
  shared: number;
  /** Admitted here and not yet added to the shared count. */
  pending: number;
  resetAt: number;
}

export interface Verdict {
  ok: boolean;
  limit: number;
  remaining: number;
  /** Seconds until the window starts again (Retry-After when refused, X-RateLimit-Reset always). */
  retryAfterSeconds: number;
}

export class TokenRateLimiter {
  private readonly windows = new Map<number, Window>();
  private timer: NodeJS.Timeout | null = null;
  private flushing: Promise<void> | null = null;

  constructor(
    private readonly counter: ThrottleCounter,
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly flushMs = 100,
    /** What is counted: a token's requests, or a user's over all their tokens ('token-user'). */
    private readonly kind = 'token',
  ) {}

  private key = (id: number) => `${this.kind}:${id}`;

  async take(tokenId: number, now = Date.now()): Promise<Verdict> {
    let w = this.windows.get(tokenId);
    if (!w || now >= w.resetAt) {
      // A new window here: count this request in the shared table now and start from its count.
      const { count, resetInMs } = await this.counter.hit(this.key(tokenId), this.windowMs, now, 1);
      w = { shared: count, pending: 0, resetAt: now + resetInMs };
      this.windows.set(tokenId, w);
      return this.verdict(w, count, now);
    }
    const count = w.shared + w.pending + 1;
    if (count > this.limit) return this.verdict(w, count, now);
    w.pending++;
    this.timer ??= setTimeout(() => {
      // Counts not written are lost, as at a stop: the limit is a guard, not a ledger.
      this.flushing = this.flush()
        .catch(() => undefined)
        .finally(() => (this.flushing = null));
    }, this.flushMs).unref();
    return this.verdict(w, count, now);
  }

  private verdict(w: Window, count: number, now: number): Verdict {
    return { ok: count <= this.limit, limit: this.limit, remaining: Math.max(0, this.limit - count), retryAfterSeconds: Math.max(1, Math.ceil((w.resetAt - now) / 1000)) };
  }

  /** Adds what each token admitted here to the shared counts, and reads them back. */
  async flush(now = Date.now()): Promise<void> {
    this.timer = null;
    for (const [tokenId, w] of this.windows) {
      if (now >= w.resetAt) {
        this.windows.delete(tokenId);
        continue;
      }
      if (w.pending === 0) continue;
      const by = w.pending;
      w.pending = 0;
      const { count, resetInMs } = await this.counter.hit(this.key(tokenId), this.windowMs, now, by);
      w.shared = count;
      w.resetAt = now + resetInMs;
    }
  }

  /** Stops the timer and waits for a flush under way (it writes to the database, closed next). */
  async stop(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.flushing?.catch(() => undefined);
  }
}
