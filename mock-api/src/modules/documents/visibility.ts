import type { Dialect } from '../../db/dialect';
import { inList } from '../../core/scope';
import type { Scope } from '../../core/types';
import type { SqlFragment } from '../../core/table';

/**
 * Who sees which document (alias `d` for documents), for the selected organisation or group:
 * - distribution Generic: every customer;
 * - Customer: that organisation;
 * - Customer group: the members of the group;
 * - a document with a quote number: the quote's organisation (and nothing else);
 * and only from its publication date up to and including its expiration date.
 * A scope without organisations (a user with nothing to select) sees nothing, Generic included.
 */

/** A document's columns that decide who sees it and when (the cases above). */
export interface DocumentAudience {
  quote_nr: string | null;
  distribution_type: string | null;
  customer_id: number | null;
  customer_group_id: number | null;
  publication_date: string;
  expiration_date: string | null;
}

/**
 * The calendar date (YYYY-MM-DD) at `now` in `timeZone`. Publication and expiration dates are
 * the forwarder's business days (config.businessTimeZone), not UTC ones: at 00:30 in Amsterdam
 * a document published "today" must show, though UTC still says yesterday.
 */
export function todayIso(now: Date, timeZone: string): string {
  // en-CA formats as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/** Today in the business time zone of the running API. */
export const businessToday = (config: { businessTimeZone: string }, now = new Date()): string => todayIso(now, config.businessTimeZone);

/**
 * When a document last changed as a customer sees it (its `updatedAt`, and the moment the changes
 * feed, `updatedSince` and the cursor go by): its last write, or the first moment of its
 * publication day in the business time zone when that is later and has come. A document uploaded
 * ahead of its publication date appears on that day, so that day is its change: a system syncing
 * with updatedSince would otherwise never see it. Needs seenChangeParams; alias `d`.
 */
export function seenChangeSql(dialect: Dialect): string {
  const publishedAt = dialect.zonedDayStart('d.publication_date', '@docZone');
  return `CASE WHEN d.publication_date <= @docToday AND ${publishedAt} > d.updated_at THEN ${publishedAt} ELSE d.updated_at END`;
}

export const seenChangeParams = (config: { businessTimeZone: string }, today: string) => ({ docToday: today, docZone: config.businessTimeZone });

const PUBLISHED = 'd.publication_date <= @docToday AND (d.expiration_date IS NULL OR d.expiration_date >= @docToday)';
const NOTHING: SqlFragment = { where: '1 = 0', params: {} };

/** `column IN (…scope ids…)`; every call names the same parameters, so fragments merge. */
const inScope = (column: string, scope: Scope) => inList(column, scope.customerIds, 'docScope');

/** The Documents tab: documents without a quote number that reach the scope. */
export function visibleGeneralDocuments(scope: Scope, today: string): SqlFragment {
  if (scope.customerIds.length === 0) return NOTHING;
  const own = inScope('d.customer_id', scope);
  const member = inScope('m.customer_id', scope);
  return {
    where: `${PUBLISHED} AND d.quote_nr IS NULL AND (
      d.distribution_type = 'Generic'
      OR (d.distribution_type = 'Customer' AND ${own.sql})
      OR (d.distribution_type = 'Customer group' AND EXISTS (
        SELECT 1 FROM customer_group_members m WHERE m.group_id = d.customer_group_id AND ${member.sql})))`,
    params: { ...own.params, docToday: today },
  };
}

/** The Quotations tab: documents of quotes that belong to the scope. */
export function visibleQuoteDocuments(scope: Scope, today: string): SqlFragment {
  if (scope.customerIds.length === 0) return NOTHING;
  const owner = inScope('vq.customer_id', scope);
  return {
    where: `${PUBLISHED} AND d.quote_nr IS NOT NULL AND EXISTS (SELECT 1 FROM quotes vq WHERE vq.quote_nr = d.quote_nr AND ${owner.sql})`,
    params: { ...owner.params, docToday: today },
  };
}
