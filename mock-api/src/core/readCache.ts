import type { Db } from '../db';

/**
 * Query results kept in memory while the database has not changed since (Db.generation) and,
 * for answers that also move with the clock, for at most maxAgeMs. Values are frozen: a caller
 * that tried to change a shared result would throw instead of corrupting the next answer.
 * Bounded by entries and, where the values are large, by their total weight (bytes, say): the
 * least recently used goes first.
 */
interface Entry<V> {
  value: V;
  generation: number;
  storedAt: number;
  /** When the entry last moved to the newest place of the recently-used order. */
  movedAt: number;
  weight: number;
}

/**
 * A hit moves its entry to the newest place at most this often: the order stays right to the
 * second, and a key read by every request (a user, a scope) skips a Map delete and insert.
 */
const MOVE_EVERY_MS = 1000;

export interface ReadCacheOptions<V> {
  /** What an entry is current against: default Db.generation (any write); Db.accessGeneration for what a customer's records never change. */
  generation?: () => number;
  maxEntries?: number;
  maxAgeMs?: number;
  /** With maxWeight: what an entry weighs. */
  weigh?: (value: V) => number;
  maxWeight?: number;
  now?: () => number;
}

export class ReadCache<V> {
  private readonly entries = new Map<string, Entry<V>>();
  private readonly maxEntries: number;
  private readonly maxAgeMs: number;
  private readonly weigh: (value: V) => number;
  private readonly maxWeight: number;
  private readonly now: () => number;
  private readonly generation: () => number;
  private weight = 0;

  constructor(
    private readonly db: Db,
    options: ReadCacheOptions<V> = {},
  ) {
    this.maxEntries = options.maxEntries ?? 1000;
    this.maxAgeMs = options.maxAgeMs ?? Infinity;
    this.weigh = options.weigh ?? (() => 0);
    this.maxWeight = options.maxWeight ?? Infinity;
    this.now = options.now ?? Date.now;
    this.generation = options.generation ?? (() => this.db.generation);
  }

  private drop(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.weight -= entry.weight;
    this.entries.delete(key);
  }

  /** The kept value while it is current, else compute()'s, kept. */
  async get(key: string, compute: () => V | Promise<V>): Promise<V> {
    const generation = this.generation();
    const now = this.now();
    const entry = this.entries.get(key);
    if (entry && entry.generation === generation && now - entry.storedAt < this.maxAgeMs) {
      if (now - entry.movedAt >= MOVE_EVERY_MS) {
        this.entries.delete(key);
        this.entries.set(key, entry);
        entry.movedAt = now;
      }
      return entry.value;
    }
    const value = deepFreeze(await compute());
    // Kept under the generation read before compute() began: a write that finished while it ran
    // (another request's, or its own) makes the entry stale at once, never a stale answer current.
    this.drop(key);
    const weight = this.weigh(value);
    // A value too heavy for the whole cache is answered, not kept.
    if (weight > this.maxWeight) return value;
    while (this.entries.size > 0 && (this.entries.size >= this.maxEntries || this.weight + weight > this.maxWeight)) {
      this.drop(this.entries.keys().next().value as string);
    }
    this.entries.set(key, { value, generation, storedAt: now, movedAt: now, weight });
    this.weight += weight;
    return value;
  }

  /** What the kept entries weigh together. */
  get totalWeight(): number {
    return this.weight;
  }

  get size(): number {
    return this.entries.size;
  }
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value) && !Buffer.isBuffer(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}
