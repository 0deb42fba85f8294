import { Integer, Null, Object as Obj, Optional, String as Str, Union } from '@sinclair/typebox';

/**
 * Incremental sync of a public list (docs/public-api.md, "Keep your own copy"): every row changed
 * at or after `updatedSince`, oldest change first, a page at a time; `next` is the opaque cursor of
 * the page after, null on the last. The same query and answer shape for every list: shipments,
 * documents, quotes, notifications and bookings.
 */
export const CHANGES_PAGE_DEFAULT = 100;
export const CHANGES_PAGE_MAX = 500;

/**
 * `updatedSince` as every public list that takes it reads it: only the rows whose `updatedAt` is
 * at or after that moment (the changes feeds, the tables' pages, the lists of quotes, bookings,
 * notifications and shipments under way).
 */
export const updatedSinceField = (what: string) =>
  Optional(Str({ maxLength: 40, description: `An ISO 8601 moment (inclusive): only the ${what} whose updatedAt is at or after it; left out: every one`, examples: ['2026-11-24T06:00:00.000Z'] }));

export function changesQuery(what: string) {
  return Obj({
    updatedSince: updatedSinceField(`${what}s`),
    cursor: Optional(Str({ maxLength: 200, description: 'The `next` of the page before (with the same updatedSince)' })),
    limit: Optional(Integer({ minimum: 1, maximum: CHANGES_PAGE_MAX, description: `Rows per page (${CHANGES_PAGE_DEFAULT} unless given)` })),
  });
}

/** The answer's `next`. */
export const nextCursor = Union([Str(), Null()], { description: 'The cursor of the next page; null on the last' });

/** The `updatedAt` every changed row carries; `moves` says what counts as a change where that is not plain. */
export const updatedAtField = (what: string, moves?: string) =>
  Str({ format: 'date-time', description: `When this ${what} last changed${moves ? ` (${moves})` : ''}; send the last one you stored as updatedSince next time` });

/**
 * A document becomes visible on its publication date however long before it was uploaded, so
 * that day is a change (mock-api documents/visibility.ts, seenChangeSql).
 */
export const DOCUMENT_CHANGE = 'its last write, or the start of its publication day in the business time zone when that is later';
