import { CHANGES_PAGE_DEFAULT } from '@portal/contracts/changes';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db';
import { answerOf, sendAnswer } from './answerCache';
import { unprocessable } from './errors';

/**
 * Keyset pages of "what changed since" for the public lists (contracts/changes.ts): rows ordered by
 * (their updated_at, their id) and continued after the cursor's row, so a page is as fast at the
 * end as at the start and a row that changes while a client pages through moves to the end instead
 * of being skipped. updated_at is ISO text on both engines, so text order is time order.
 */
export interface ChangesInput {
  updatedSince?: string;
  cursor?: string;
  limit?: number;
}

type Key = string | number;

/** Where a page ends: the last row's change and id, as an opaque text. */
const cursorOf = (updatedAt: string, id: Key) => Buffer.from(JSON.stringify([updatedAt, id])).toString('base64url');

function readCursor(cursor: string, idType: 'text' | 'integer'): [string, Key] {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    const idOk = (v: unknown) => (idType === 'text' ? typeof v === 'string' : Number.isSafeInteger(v));
    if (Array.isArray(value) && value.length === 2 && typeof value[0] === 'string' && idOk(value[1])) return value as [string, Key];
  } catch {
    // Answered below, as any other cursor this API did not give.
  }
  throw unprocessable({ cursor: ['The cursor is not one this API gave.'] });
}

/** An updatedSince as the ISO text the tables store; a 422 naming it when it is no ISO 8601 moment. */
export function readSince(since: string): string {
  const at = Date.parse(since);
  if (Number.isNaN(at) || !/^\d{4}-\d{2}-\d{2}/.test(since)) throw unprocessable({ updatedSince: ['The updatedSince field must be an ISO 8601 moment.'] });
  return new Date(at).toISOString();
}

export interface ChangesQuery {
  /** `SELECT … FROM …` with the columns the caller maps; the page's WHERE and ORDER follow. */
  select: string;
  /** The scope and any other condition, with its parameters. */
  where: string;
  params: Record<string, unknown>;
  /** The change moment's column and the row's key (unique), e.g. `d.updated_at` and `d.id`. */
  updatedAt: string;
  id: string;
  idType: 'text' | 'integer';
}

/** One page of rows as stored, and the cursor of the next one; `keyOf` reads a row's (updatedAt, id). */
export async function changesPage<R>(
  db: Db,
  input: ChangesInput,
  query: ChangesQuery,
  keyOf: (row: R) => [string, Key],
): Promise<{ rows: R[]; next: string | null }> {
  const limit = input.limit ?? CHANGES_PAGE_DEFAULT;
  const params: Record<string, unknown> = { ...query.params, changesSince: input.updatedSince === undefined ? '' : readSince(input.updatedSince) };
  let after = '';
  if (input.cursor !== undefined) {
    [params.changesAfterAt, params.changesAfterId] = readCursor(input.cursor, query.idType);
    after = `AND (${query.updatedAt} > @changesAfterAt OR (${query.updatedAt} = @changesAfterAt AND ${query.id} > @changesAfterId))`;
  }
  const rows = await db.all<R>(
    `${query.select} WHERE (${query.where}) AND ${query.updatedAt} >= @changesSince ${after} ORDER BY ${query.updatedAt}, ${query.id} LIMIT ${limit + 1}`,
    params,
  );
  const page = rows.slice(0, limit);
  const last = page[page.length - 1];
  return { rows: page, next: rows.length > limit && last ? cursorOf(...keyOf(last)) : null };
}

/**
 * Sends a page with an ETag of its JSON: a client polling "since its last moment" sends it back as
 * If-None-Match and gets a 304 without a body while nothing changed.
 */
export function sendChanges(request: FastifyRequest, reply: FastifyReply, page: unknown): FastifyReply {
  return sendAnswer(request, reply, answerOf(JSON.stringify(page)));
}
