import { createHash } from 'node:crypto';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db';
import { setBounded } from './bounded';
import { ReadCache } from './readCache';

/**
 * Whole JSON answers of read routes, kept as text (and, once asked for, compressed) while the data
 * behind them has not changed (see ReadCache). A hit costs no query, no JSON.stringify and no
 * compression: the dashboard's answer for an organisation with thousands of shipments under way
 * is a megabyte of JSON, and every user of that organisation polls it each minute.
 *
 * The key must name everything the answer depends on besides the database: the scope (the
 * customer ids), the route's input, the business day. Answers that move with the clock
 * (progress, expiry) are kept for maxAgeMs at most.
 */
export type Encoding = 'br' | 'gzip';

export interface Answer {
  readonly json: string;
  /** A weak validator of the JSON (any encoding of it): a client that has this answer sends it back in If-None-Match. */
  readonly etag: string;
  /** The body in this encoding, compressed on first need. */
  encoded(encoding: Encoding): Buffer;
}

/** Below this a body goes out as it is (as the compress plugin's threshold). */
const COMPRESS_FROM_BYTES = 2048;

export interface AnswerCacheOptions {
  maxAgeMs: number;
  /** Bytes of JSON kept at most. */
  maxBytes?: number;
  maxEntries?: number;
}

export class AnswerCache {
  private readonly cache: ReadCache<Answer>;

  constructor(db: Db, options: AnswerCacheOptions) {
    this.cache = new ReadCache<Answer>(db, {
      maxAgeMs: options.maxAgeMs,
      maxEntries: options.maxEntries ?? 500,
      maxWeight: options.maxBytes ?? 32 * 1024 * 1024,
      weigh: (answer) => answer.json.length,
    });
  }

  async answer(key: string, produce: () => unknown): Promise<Answer> {
    return this.cache.get(key, async () => answerOf(JSON.stringify(await produce())));
  }

  /** Sends the answer for key, produced on a miss. */
  async send(request: FastifyRequest, reply: FastifyReply, key: string, produce: () => unknown): Promise<FastifyReply> {
    return sendAnswer(request, reply, await this.answer(key, produce));
  }
}

/**
 * Brotli at quality 5 makes the dashboard's megabyte 54 KB in 9 ms (gzip: 90 KB); higher
 * qualities gain a few KB for many times the time.
 */
const COMPRESS: Record<Encoding, (json: string) => Buffer> = {
  br: (json) => brotliCompressSync(json, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: json.length } }),
  gzip: (json) => gzipSync(json, { level: 6 }),
};

export function answerOf(json: string): Answer {
  const bodies: Partial<Record<Encoding, Buffer>> = {};
  const etag = `W/"${createHash('sha1').update(json).digest('base64url').slice(0, 22)}"`;
  return { json, etag, encoded: (encoding) => (bodies[encoding] ??= COMPRESS[encoding](json)) };
}

/**
 * The kept answer, or 304 when the client already has it: a customer's system polling a list
 * (a table page, the quotes, the dashboard) sends the ETag it got and downloads nothing when
 * nothing changed. A route that versions its answer itself (the network) sets its own ETag first.
 */
export function sendAnswer(request: FastifyRequest, reply: FastifyReply, answer: Answer): FastifyReply {
  if (!reply.hasHeader('etag')) {
    reply.header('etag', answer.etag);
    if (matches(request.headers['if-none-match'], answer.etag)) return reply.code(304).send();
  }
  reply.header('vary', 'accept-encoding').type('application/json; charset=utf-8');
  const encoding = answer.json.length >= COMPRESS_FROM_BYTES ? preferredEncoding(request.headers['accept-encoding']) : null;
  // The compress plugin leaves a body that is already encoded alone.
  if (encoding) return reply.header('content-encoding', encoding).send(answer.encoded(encoding));
  return reply.send(answer.json);
}

/** If-None-Match names this ETag (a list of them, `*`, strong or weak: a GET compares weakly). */
function matches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const opaque = etag.slice(2);
  return header.split(',').some((one) => {
    const tag = one.trim();
    return tag === '*' || tag === etag || tag === opaque;
  });
}

/** Which of ours the client takes, brotli first; null for none (or all refused with q=0). */
export function preferredEncoding(header: string | string[] | undefined): Encoding | null {
  const value = Array.isArray(header) ? header.join(',') : (header ?? '');
  const known = seenHeaders.get(value);
  if (known !== undefined) return known;
  const accepted = new Set<string>();
  for (const part of value.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (!q || Number(q.slice(2)) > 0) accepted.add(name);
  }
  const choice: Encoding | null = accepted.has('br') ? 'br' : accepted.has('gzip') || accepted.has('*') ? 'gzip' : null;
  // Browsers send the same few headers every time: remember them (bounded).
  return setBounded(seenHeaders, value, choice, 100);
}
const seenHeaders = new Map<string, Encoding | null>();
