import { gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db';
import { ReadCache } from './readCache';

/**
 * Whole JSON answers of read routes, kept as text (and, once asked for, gzipped) while the data
 * behind them has not changed (see ReadCache). A hit costs no query, no JSON.stringify and no
 * compression: the dashboard's answer for an organisation with thousands of shipments under way
 * is a megabyte of JSON, and every user of that organisation polls it each minute.
 *
 * The key must name everything the answer depends on besides the database: the scope (the
 * customer ids), the route's input, the business day. Answers that move with the clock
 * (progress, expiry) are kept for maxAgeMs at most.
 */
export interface Answer {
  readonly json: string;
  gzip(): Buffer;
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

  answer(key: string, produce: () => unknown): Answer {
    return this.cache.get(key, () => answerOf(JSON.stringify(produce())));
  }

  /** Sends the answer for key, produced (synchronously) on a miss. */
  send(request: FastifyRequest, reply: FastifyReply, key: string, produce: () => unknown): FastifyReply {
    return sendAnswer(request, reply, this.answer(key, produce));
  }
}

export function answerOf(json: string): Answer {
  let gzipped: Buffer | undefined;
  return { json, gzip: () => (gzipped ??= gzipSync(json, { level: 6 })) };
}

export function sendAnswer(request: FastifyRequest, reply: FastifyReply, answer: Answer): FastifyReply {
  reply.header('vary', 'accept-encoding').type('application/json; charset=utf-8');
  // The compress plugin leaves a body that is already encoded alone.
  if (answer.json.length >= COMPRESS_FROM_BYTES && acceptsGzip(request.headers['accept-encoding'])) {
    return reply.header('content-encoding', 'gzip').send(answer.gzip());
  }
  return reply.send(answer.json);
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
