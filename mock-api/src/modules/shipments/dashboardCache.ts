/**
 * The dashboard answer (/data) of an organisation with thousands of active shipments is about a
 * megabyte of JSON. It only changes when the shipments change (their updated_at) or as the
 * clock moves progress on, so it is kept per scope for one minute, keyed by the last update:
 * a changed shipment gives a new key at once. Small and bounded: the oldest entry goes first.
 */
export const DASHBOARD_TTL_MS = 60_000;
const MAX_ENTRIES = 20;

import { gzipSync } from 'node:zlib';

interface Entry {
  json: string;
  /** The gzip form, made on first need: compressing a megabyte costs more than building it. */
  gzip?: Buffer;
  expires: number;
}

export interface CachedBody {
  json: string;
  gzip(): Buffer;
}

export class DashboardCache {
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly ttlMs = DASHBOARD_TTL_MS, private readonly maxEntries = MAX_ENTRIES) {}

  static key(customerIds: readonly number[], updated: string | null): string {
    return `${[...customerIds].sort((a, b) => a - b).join(',')}|${updated ?? ''}`;
  }

  get(key: string, now = Date.now()): CachedBody | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expires <= now) {
      this.entries.delete(key);
      return undefined;
    }
    return bodyOf(entry);
  }

  set(key: string, json: string, now = Date.now()): CachedBody {
    this.entries.delete(key);
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
    const entry: Entry = { json, expires: now + this.ttlMs };
    this.entries.set(key, entry);
    return bodyOf(entry);
  }

  get size(): number {
    return this.entries.size;
  }
}

function bodyOf(entry: Entry): CachedBody {
  return {
    json: entry.json,
    gzip: () => (entry.gzip ??= gzipSync(entry.json, { level: 6 })),
  };
}

/** True when the client takes gzip (and has not refused it with q=0). */
export function acceptsGzip(header: string | string[] | undefined): boolean {
  const value = Array.isArray(header) ? header.join(',') : (header ?? '');
  return value.split(',').some((part) => {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (name !== 'gzip' && name !== '*') return false;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return !q || Number(q.slice(2)) > 0;
  });
}
