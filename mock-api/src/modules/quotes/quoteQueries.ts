import type { Quote, QuoteChange } from '@portal/contracts/quotes';
import { SERVER_DEPARTURE_SLACK_DAYS, type QuoteRequestPayload } from '@portal/contracts/rules/quoteForm';
import type { Db } from '../../db';
import { nowIso, PG_COUNTER_SQL } from '../../db';
import { constraintKind } from '../../db/dialect';
import { AUDIT_INSERT_SQL, type AuditEntry } from '../../core/audit';
import { changesPage, type ChangesInput } from '../../core/changes';
import { inList } from '../../core/scope';

/**
 * The quotes table, always through the caller's scope (the selected organisation, or the
 * group's members): nobody lists, downloads or cancels another customer's quote.
 *
 * Open = Requested, In progress or Offered. Expired (derived, never stored): an offer past its
 * last valid day, or a request still unanswered after its expected departure. can_download: an
 * offer exists (Offered or Accepted).
 */
const OPEN_STATUSES = ['Requested', 'In progress', 'Offered'] as const;
const CANCELLABLE_STATUSES = ['Requested', 'In progress'] as const;
const LIST_LIMIT = 500;

// A request departs "in the past" by the store route's own measure (one day of slack, see
// SERVER_DEPARTURE_SLACK_DAYS): a request the API just accepted is never listed as expired.
const EXPIRED_SQL = `CASE WHEN (q.valid_until IS NOT NULL AND q.valid_until < @today)
  OR (q.quote_status IN ('Requested', 'In progress') AND q.expected_departure < @departedBefore) THEN 1 ELSE 0 END`;
const CAN_DOWNLOAD_SQL = `CASE WHEN q.quote_status IN ('Offered', 'Accepted') THEN 1 ELSE 0 END`;

const LIST_COLUMNS = `q.id, q.quote_nr, q.modality, q.inco_terms, q.inco_terms_location, q.expected_departure, q.quote_status,
  ${EXPIRED_SQL} AS expired, ${CAN_DOWNLOAD_SQL} AS can_download,
  c.code AS customer, c.name AS customer_name, g.code AS customergroup, q.requestor_email, q.created_at,
  q.origin_city, q.origin_country, q.origin_port, q.destination_city, q.destination_country, q.destination_port,
  q.goods_description, q.shipment_type, q.valid_until,
  op.name AS origin_port_name, dp.name AS destination_port_name,
  (SELECT u.country_name FROM unlocodes u WHERE u.country = q.origin_country LIMIT 1) AS origin_country_name,
  (SELECT u.country_name FROM unlocodes u WHERE u.country = q.destination_country LIMIT 1) AS destination_country_name,
  q.updated_at AS "updatedAt"`;

// The ports by their UN/LOCODE (unique): their own names for the lists.
const FROM = `FROM quotes q
  JOIN customers c ON c.id = q.customer_id
  LEFT JOIN customer_groups g ON g.id = q.customer_group_id
  LEFT JOIN unlocodes op ON op.unlocode = q.origin_port
  LEFT JOIN unlocodes dp ON dp.unlocode = q.destination_port`;

export interface QuoteRow extends Quote {
  id: number;
  customer_name: string;
  origin_port: string | null;
  destination_port: string | null;
  shipment_type: string | null;
  valid_until: string | null;
}

type RawRow = Omit<QuoteRow, 'expired' | 'can_download'> & { expired: number; can_download: number };
const toQuote = ({ expired, can_download, ...rest }: RawRow): QuoteRow => ({ ...rest, expired: expired === 1, can_download: can_download === 1 });

/** The first departure day that is not yet past, with the store route's slack. */
function departedBefore(today: string): string {
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - SERVER_DEPARTURE_SLACK_DAYS);
  return date.toISOString().slice(0, 10);
}

export interface ListOptions {
  today: string;
  /** Only the quotes this user requested (the sandbox). */
  requestorUserId?: number;
  /** Only the quotes changed at or after this ISO moment. */
  updatedSince?: string;
}

export async function listOpenQuotes(db: Db, customerIds: number[], options: ListOptions): Promise<QuoteRow[]> {
  const scope = inList('q.customer_id', customerIds);
  const statuses = inList('q.quote_status', [...OPEN_STATUSES], 'status');
  const mine = options.requestorUserId === undefined ? '' : 'AND q.requestor_user_id = @userId';
  const since = options.updatedSince === undefined ? '' : 'AND q.updated_at >= @updatedSince';
  return (
    await db.all<RawRow>(
      `SELECT ${LIST_COLUMNS} ${FROM} WHERE ${scope.sql} AND ${statuses.sql} ${mine} ${since} ORDER BY q.created_at DESC, q.id DESC LIMIT ${LIST_LIMIT}`,
      {
        ...scope.params,
        ...statuses.params,
        today: options.today,
        departedBefore: departedBefore(options.today),
        userId: options.requestorUserId,
        updatedSince: options.updatedSince,
      },
    )
  ).map(toQuote);
}

/**
 * The quotes in scope (any status) changed at or after updatedSince, a keyset page on (updated_at,
 * id) (core/changes.ts). Every write to a quote sets updated_at: the request, the offer, cancel,
 * a booking and its end.
 */
export async function quoteChanges(db: Db, customerIds: number[], input: ChangesInput, today: string): Promise<{ quotes: QuoteChange[]; next: string | null }> {
  const scope = inList('q.customer_id', customerIds);
  const { rows, next } = await changesPage<RawRow>(
    db,
    input,
    {
      select: `SELECT ${LIST_COLUMNS} ${FROM}`,
      where: scope.sql,
      params: { ...scope.params, today, departedBefore: departedBefore(today) },
      updatedAt: 'q.updated_at',
      id: 'q.id',
      idType: 'integer',
    },
    (row) => [row.updatedAt, row.id],
  );
  return { quotes: rows.map((row) => publicQuote(toQuote(row))), next };
}

/** What a list sends: the spec's Quote fields plus route ports and validity; no internal id. */
export function publicQuote({ id: _id, ...quote }: QuoteRow): Quote {
  return quote;
}

/** One quote in scope, any status; undefined when it does not exist or is not the caller's. */
export async function findQuote(db: Db, customerIds: number[], quoteNr: string, today: string): Promise<QuoteRow | undefined> {
  const scope = inList('q.customer_id', customerIds);
  const row = await db.get<RawRow>(`SELECT ${LIST_COLUMNS} ${FROM} WHERE ${scope.sql} AND q.quote_nr = @quoteNr`, {
    ...scope.params,
    quoteNr,
    today,
    departedBefore: departedBefore(today),
  });
  return row && toQuote(row);
}

/** The full record for the offer PDF. */
export async function quoteDetails(db: Db, quoteId: number): Promise<Record<string, unknown> | undefined> {
  return db.get(
    `SELECT q.*, c.name AS customer_name, c.address AS customer_address, c.postal_code AS customer_postal_code, c.city AS customer_city, c.country AS customer_country
    FROM quotes q JOIN customers c ON c.id = q.customer_id WHERE q.id = @quoteId`,
    { quoteId },
  );
}

export interface PriceLine {
  description: string;
  basis: string;
  amount: number;
  currency: string;
}

export async function priceLines(db: Db, quoteId: number): Promise<PriceLine[]> {
  return db.all<PriceLine>('SELECT description, basis, amount, currency FROM quote_price_lines WHERE quote_id = @quoteId ORDER BY position', { quoteId });
}

export function isCancellable(quote: QuoteRow): boolean {
  return !quote.expired && !quote.can_download && (CANCELLABLE_STATUSES as readonly string[]).includes(quote.quote_status);
}

/** An offer still open but past its last valid day: neither downloadable nor cancellable. */
export function isExpiredOffer(quote: QuoteRow): boolean {
  return quote.expired && quote.quote_status === 'Offered';
}

export async function cancelQuote(db: Db, quoteId: number, userId: number): Promise<boolean> {
  const at = nowIso();
  const statuses = inList('quote_status', [...CANCELLABLE_STATUSES], 'status');
  // The status guard in the UPDATE itself: two cancels racing cannot both succeed.
  return (
    (
      await db.run(
        `UPDATE quotes SET quote_status = 'Cancelled', cancelled_at = @at, updated_at = @at, updated_by = @userId WHERE id = @quoteId AND ${statuses.sql}`,
        { ...statuses.params, at, userId, quoteId },
      )
    ).changes === 1
  );
}

export interface NewQuote {
  payload: QuoteRequestPayload;
  customerId: number;
  customerGroupId: number | null;
  userId: number | null;
  email: string;
  status?: string;
  createdAt?: string;
  quoteNr?: string;
}

const PAYLOAD_COLUMNS = [
  'modality',
  'inco_terms',
  'inco_terms_location',
  'goods_description',
  'expected_departure',
  'origin_country',
  'origin_city',
  'origin_zipcode',
  'origin_port',
  'destination_country',
  'destination_city',
  'destination_zipcode',
  'destination_port',
  'shipment_type',
  'container_type',
  'vehicle_type',
  'package_type',
  'package_count',
  'package_type_2',
  'package_count_2',
  'package_type_3',
  'package_count_3',
  'pallet_exchange',
  'weight',
  'volume',
  'loading_meters',
  'temperature',
  'tailgate',
  'customs_handling',
  'extra_goods_insurance',
  'dangerous_goods',
  'dangerous_goods_class',
  'goods_value',
  'special_instructions',
] as const satisfies readonly (keyof QuoteRequestPayload)[];

const INSERT_SQL = `INSERT INTO quotes (quote_nr, customer_id, customer_group_id, requestor_user_id, requestor_email, quote_status, ${PAYLOAD_COLUMNS.join(', ')}, created_at, created_by, updated_at, updated_by)
  VALUES (@quote_nr, @customer_id, @customer_group_id, @requestor_user_id, @requestor_email, @quote_status, ${PAYLOAD_COLUMNS.map((c) => `@${c}`).join(', ')}, @created_at, @requestor_user_id, @created_at, @requestor_user_id)
  RETURNING id`;

/**
 * PostgreSQL: the quote, its audit line and the move of the shared counter in one statement that
 * commits alone: one round trip and one flush of the log for the whole request's write, where a
 * transaction of the same takes four (BEGIN, each insert, the counter with COMMIT), each holding
 * the transaction open. SQLite has no data-modifying CTE: there the inserts run in a transaction,
 * whose round trips are calls inside the process.
 */
const INSERT_WITH_AUDIT_POSTGRES = `WITH quote AS (${INSERT_SQL}),
  audit AS (${AUDIT_INSERT_SQL}),
  counter AS (${PG_COUNTER_SQL.records})
  SELECT id FROM quote`;

const yearPrefix = (date: Date): string => `Q${String(date.getFullYear() % 100).padStart(2, '0')}-`;

// A new quote changes answers (lists, the dashboard), never a session, user or scope.
const RECORDS = { changes: 'records' } as const;
// No cached answer depends on the counters: moving one drops no cache.
const BOOKKEEPING = { bookkeeping: true } as const;
const COUNTER = { ...BOOKKEEPING, relaxedDurability: true } as const;

/**
 * Q<yy>-<6 digits>, counting per year: the year's row of quote_number_counters (migration 023)
 * moved by one in one statement, so two requests at once never get the same number. Its commit
 * does not wait for the disk (RunOptions.relaxedDurability), so the row is held only while the
 * statement runs, not through a flush of the log per number: the quote that takes the number
 * commits after it, durably, which flushes the log up to and including this increment, so a
 * crash can only lose increments whose quotes were never stored. A number is spent even when its
 * quote then fails to be stored: a gap in the year's numbers, never a number twice; the spec
 * asks unique numbers, not gapless ones.
 */
export async function nextQuoteNumber(db: Db, now = new Date()): Promise<string> {
  const prefix = yearPrefix(now);
  const row = await db.get<{ last_nr: number }>(
    `INSERT INTO quote_number_counters (year_prefix, last_nr) VALUES (@prefix, 1)
     ON CONFLICT (year_prefix) DO UPDATE SET last_nr = quote_number_counters.last_nr + 1
     RETURNING last_nr`,
    { prefix },
    COUNTER,
  );
  return `${prefix}${String(row!.last_nr).padStart(6, '0')}`;
}

/**
 * Moves the year's counter up to the highest number stored, never down: after quotes were stored
 * without it (an instance of the version before migration 023 during a rolling upgrade, a copy of
 * older data loaded in), the next number is free again.
 */
async function catchUpQuoteNumbers(db: Db, prefix: string): Promise<void> {
  const highest = `(SELECT MAX(CAST(SUBSTR(quote_nr, 5) AS BIGINT)) FROM quotes WHERE quote_nr >= @from AND quote_nr < @to AND LENGTH(quote_nr) = 10)`;
  await db.run(
    `UPDATE quote_number_counters SET last_nr = ${highest} WHERE year_prefix = @prefix AND last_nr < ${highest}`,
    { prefix, from: prefix, to: `${prefix}\uffff` },
    BOOKKEEPING,
  );
}

/**
 * Inserts a request with the next number (or quote.quoteNr); returns its id and number. The number
 * is taken first, alone (nextQuoteNumber: its row is held only while that statement runs); then
 * the row with its audit line (`audit`, given the number), committed together: the request
 * commits durably once. A number found taken already (catchUpQuoteNumbers) is followed by one
 * more try.
 */
export async function insertQuote(db: Db, quote: NewQuote, audit?: (quoteNr: string) => AuditEntry): Promise<{ id: number; quoteNr: string }> {
  const values = Object.fromEntries(PAYLOAD_COLUMNS.map((c) => [c, quote.payload[c]]));
  const createdAt = quote.createdAt ?? nowIso();
  const store = async (quoteNr: string): Promise<number> => {
    const row = {
      ...values,
      quote_nr: quoteNr,
      customer_id: quote.customerId,
      customer_group_id: quote.customerGroupId,
      requestor_user_id: quote.userId,
      requestor_email: quote.email,
      quote_status: quote.status ?? 'Requested',
      created_at: createdAt,
    };
    const line = audit?.(quoteNr);
    if (line && db.dialect.engine === 'postgres' && !db.inTransaction)
      return (await db.get<{ id: number }>(INSERT_WITH_AUDIT_POSTGRES, { ...row, ...line }, { ...RECORDS, movesOwnCounter: true }))!.id;
    return db.tx(async () => {
      const { id } = (await db.get<{ id: number }>(INSERT_SQL, row, RECORDS))!;
      // Bookkeeping: no answer reads audit_log (core/audit.ts).
      if (line) await db.run(AUDIT_INSERT_SQL, { ...line }, { bookkeeping: true });
      return id;
    });
  };
  for (let attempt = 1; ; attempt++) {
    const quoteNr = quote.quoteNr ?? (await nextQuoteNumber(db));
    try {
      return { id: await store(quoteNr), quoteNr };
    } catch (err) {
      // Inside a caller's transaction a failed statement ends it on PostgreSQL: no second try there.
      if (quote.quoteNr || attempt > 1 || db.inTransaction || constraintKind(err) !== 'unique') throw err;
      await catchUpQuoteNumbers(db, quoteNr.slice(0, 4));
    }
  }
}
