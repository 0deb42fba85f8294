import type { Booking } from '@portal/contracts/bookings';
import type { BookingFormValues } from '@portal/contracts/rules/bookingForm';
import type { Modality } from '@portal/contracts/wire';
import type { Db } from '../../db';
import { nowIso } from '../../db';
import { constraintKind } from '../../db/dialect';
import { changesPage, type ChangesInput } from '../../core/changes';
import { inList } from '../../core/scope';
import { placeOf, plannedDays } from './places';
import { issueTransportNumbers, randomDraw, type Draw } from './transportNumbers';

/**
 * The bookings table and the shipment each booking makes. The booking number is the shipment's
 * id: BKG plus the quote number's year and sequence (Q26-000128 → BKG26-000128), so it never
 * meets the feed's SEA/AIR/ROA/MUL ids and a quote can only ever make one.
 */
const bookingNrOf = (quoteNr: string): string => `BKG${quoteNr.replace(/^Q/, '')}`;

const BOOKING_SQL = `SELECT b.id, b.booking_nr, q.quote_nr, c.code AS customer, c.name AS customer_name, q.modality, b.status, b.cargo_ready_date,
  b.customer_references, b.pickup_contact, b.pickup_hours, b.delivery_contact, b.delivery_hours, b.notes,
  COALESCE(s.etd, b.cargo_ready_date) AS etd, COALESCE(s.eta, b.cargo_ready_date) AS eta,
  COALESCE(s.departure_name, '') AS departure_name, COALESCE(s.arrival_name, '') AS arrival_name,
  b.reject_reason, b.booked_by_email AS booked_by, b.booked_at, b.decided_at, b.updated_at AS "updatedAt", b.customer_id, b.request_fingerprint
  FROM bookings b JOIN quotes q ON q.id = b.quote_id JOIN customers c ON c.id = b.customer_id
  LEFT JOIN shipments s ON s.shipmentid = b.booking_nr`;

export interface BookingRow extends Booking {
  id: number;
  customer_id: number;
  request_fingerprint: string;
}

export const publicBooking = ({ id: _id, customer_id: _c, request_fingerprint: _f, ...booking }: BookingRow): Booking => booking;

export async function bookingOfQuote(db: Db, quoteId: number): Promise<BookingRow | undefined> {
  return db.get<BookingRow>(`${BOOKING_SQL} WHERE b.quote_id = @quoteId`, { quoteId });
}

/** One booking; with customerIds, only when it belongs to one of them. */
export async function findBooking(db: Db, bookingNr: string, customerIds?: number[]): Promise<BookingRow | undefined> {
  const scope = customerIds ? inList('b.customer_id', customerIds) : { sql: '1 = 1', params: {} };
  return db.get<BookingRow>(`${BOOKING_SQL} WHERE b.booking_nr = @bookingNr AND ${scope.sql}`, { ...scope.params, bookingNr });
}

/**
 * The organisations' bookings (every booking without customerIds), awaiting ones first, newest
 * first; with updatedSince (ISO text) only those changed at or after it.
 */
export async function listBookings(db: Db, customerIds?: number[], updatedSince?: string): Promise<BookingRow[]> {
  const scope = customerIds ? inList('b.customer_id', customerIds) : { sql: '1 = 1', params: {} };
  const since = updatedSince === undefined ? '' : 'AND b.updated_at >= @updatedSince';
  return db.all<BookingRow>(
    `${BOOKING_SQL} WHERE ${scope.sql} ${since} ORDER BY CASE WHEN b.status = 'Booked' THEN 0 ELSE 1 END, b.booked_at DESC, b.id DESC LIMIT 500`,
    { ...scope.params, ...(updatedSince === undefined ? {} : { updatedSince }) },
  );
}

/** The organisations' bookings changed at or after updatedSince (core/changes.ts: a keyset on (updated_at, id)). */
export async function bookingChanges(db: Db, customerIds: number[], input: ChangesInput): Promise<{ bookings: Booking[]; next: string | null }> {
  const scope = inList('b.customer_id', customerIds);
  const { rows, next } = await changesPage<BookingRow>(
    db,
    input,
    { select: BOOKING_SQL, where: scope.sql, params: scope.params, updatedAt: 'b.updated_at', id: 'b.id', idType: 'integer' },
    (row) => [row.updatedAt, row.id],
  );
  return { bookings: rows.map(publicBooking), next };
}

export interface BookedQuote {
  id: number;
  quote_nr: string;
  customer_id: number;
  modality: Modality;
  inco_terms: string;
  goods_description: string;
  shipment_type: string | null;
  origin_country: string;
  origin_city: string | null;
  origin_port: string | null;
  destination_country: string;
  destination_city: string | null;
  destination_port: string | null;
  package_count: number | null;
  weight: number | string | null;
  volume: number | string | null;
}

export const BOOKED_QUOTE_COLUMNS = `q.id, q.quote_nr, q.customer_id, q.modality, q.inco_terms, q.goods_description, q.shipment_type,
  q.origin_country, q.origin_city, q.origin_port, q.destination_country, q.destination_city, q.destination_port, q.package_count, q.weight, q.volume`;

/** Inside the caller's transaction: the booking, its shipment (status Booked) and the quote accepted. */
export async function insertBooking(
  db: Db,
  quote: BookedQuote,
  values: BookingFormValues,
  by: { userId: number; email: string; fingerprint: string },
): Promise<string> {
  const at = nowIso();
  const bookingNr = bookingNrOf(quote.quote_nr);
  await db.run(
    `INSERT INTO bookings (booking_nr, quote_id, customer_id, cargo_ready_date, customer_references, pickup_contact, pickup_hours, delivery_contact, delivery_hours, notes,
       request_fingerprint, booked_by, booked_by_email, booked_at, updated_at)
     VALUES (@bookingNr, @quoteId, @customerId, @cargoReadyDate, @customerReferences, @pickupContact, @pickupHours, @deliveryContact, @deliveryHours, @notes,
       @fingerprint, @userId, @email, @at, @at)`,
    { ...values, bookingNr, quoteId: quote.id, customerId: quote.customer_id, fingerprint: by.fingerprint, userId: by.userId, email: by.email, at },
  );
  const from = await placeOf(db, { country: quote.origin_country, city: quote.origin_city, port: quote.origin_port });
  const to = await placeOf(db, { country: quote.destination_country, city: quote.destination_city, port: quote.destination_port });
  const { etd, eta } = plannedDays(quote.modality, values.cargoReadyDate, from, to);
  const ports = quote.modality !== 'ROA';
  await db.run(
    `INSERT INTO shipments (shipmentid, customer_id, modality, type, incoterm, goods, order_ref,
       departure, departure_name, departure_city, departure_country, departure_lat, departure_long, loadport, etd,
       arrival, arrival_name, arrival_city, arrival_country, arrival_lat, arrival_long, dischargeport, eta,
       cargo, pieces, weight_kg, volume_m3, booked_at, created_at, updated_at)
     VALUES (@bookingNr, @customerId, @modality, @type, @incoterm, @goods, @orderRef,
       @fromCode, @fromName, @fromCity, @fromCountry, @fromLat, @fromLong, @loadport, @etd,
       @toCode, @toName, @toCity, @toCountry, @toLat, @toLong, @dischargeport, @eta,
       @cargo, @pieces, @weight, @volume, @at, @at, @at)`,
    {
      bookingNr,
      customerId: quote.customer_id,
      modality: quote.modality,
      type: (quote.shipment_type ?? 'Booking').slice(0, 20),
      incoterm: quote.inco_terms,
      goods: quote.goods_description.slice(0, 200),
      orderRef: (values.customerReferences || quote.quote_nr).slice(0, 40),
      fromCode: from.code,
      fromName: from.name.slice(0, 120),
      fromCity: from.city.slice(0, 100),
      fromCountry: from.country.slice(0, 100),
      fromLat: from.lat,
      fromLong: from.long,
      loadport: ports ? from.name.slice(0, 120) : null,
      etd,
      toCode: to.code,
      toName: to.name.slice(0, 120),
      toCity: to.city.slice(0, 100),
      toCountry: to.country.slice(0, 100),
      toLat: to.lat,
      toLong: to.long,
      dischargeport: ports ? to.name.slice(0, 120) : null,
      eta,
      cargo: (quote.shipment_type ?? '').slice(0, 80),
      pieces: quote.package_count ?? 0,
      weight: Math.round(Number(quote.weight ?? 0)),
      volume: Number(quote.volume ?? 0),
      at,
    },
  );
  await db.run("UPDATE quotes SET quote_status = 'Accepted', updated_at = @at, updated_by = @userId WHERE id = @id AND quote_status = 'Offered'", {
    at,
    userId: by.userId,
    id: quote.id,
  });
  return bookingNr;
}

/**
 * Ends a booking awaiting the forwarder (cancelled by the customer, rejected by the forwarder):
 * its shipment goes, and its quote with it. The status guard in the UPDATE: two decisions racing
 * cannot both succeed. Returns whether this call ended it.
 */
export async function endBooking(
  db: Db,
  booking: BookingRow,
  end: { status: 'Cancelled' | 'Rejected'; userId: number; reason?: string },
): Promise<boolean> {
  const at = nowIso();
  const { changes } = await db.run(
    `UPDATE bookings SET status = @status, reject_reason = @reason, decided_by = @userId, decided_at = @at, cancelled_at = @cancelledAt, updated_at = @at
      WHERE id = @id AND status = 'Booked'`,
    { status: end.status, reason: end.reason ?? null, userId: end.userId, at, cancelledAt: end.status === 'Cancelled' ? at : null, id: booking.id },
  );
  if (changes !== 1) return false;
  await db.run('DELETE FROM shipments WHERE shipmentid = @nr AND booked_at IS NOT NULL', { nr: booking.booking_nr });
  await db.run('UPDATE quotes SET quote_status = @status, cancelled_at = @cancelledAt, updated_at = @at, updated_by = @userId WHERE quote_nr = @nr', {
    status: end.status === 'Cancelled' ? 'Cancelled' : 'Declined',
    cancelledAt: end.status === 'Cancelled' ? at : null,
    at,
    userId: end.userId,
    nr: booking.quote_nr,
  });
  return true;
}

/**
 * How often a confirmation draws its transport numbers before it gives up. A draw meets a number
 * already issued with a chance of bookings / 500 000 at worst (a container), so a second draw is
 * already rare and the fifth failing means something else is wrong: it fails with the error.
 */
const ISSUE_ATTEMPTS = 5;

/**
 * The forwarder confirms: the booking is Confirmed, its shipment's planned days are the ones given
 * and it gets the numbers of its transport documents (container, bill of lading, air waybill or
 * CMR, by mode), by which the customer can find it. A number another shipment has already is
 * refused by its unique index: the numbers are drawn again, in a savepoint so the refused write
 * leaves the caller's transaction usable (PostgreSQL aborts a transaction on an error otherwise).
 */
export async function confirmBooking(db: Db, booking: BookingRow, by: { userId: number; etd: string; eta: string }, draw: Draw = randomDraw): Promise<boolean> {
  const at = nowIso();
  const { changes } = await db.run("UPDATE bookings SET status = 'Confirmed', decided_by = @userId, decided_at = @at, updated_at = @at WHERE id = @id AND status = 'Booked'", {
    userId: by.userId,
    at,
    id: booking.id,
  });
  if (changes !== 1) return false;
  for (let attempt = 1; ; attempt++) {
    const numbers = issueTransportNumbers(booking.modality, new Date(at), draw);
    try {
      await db.tx(() =>
        db.run(
          `UPDATE shipments SET etd = @etd, eta = @eta, container_number = @container_number, bill_of_lading = @bill_of_lading, air_waybill = @air_waybill,
             cmr_number = @cmr_number, updated_at = @at WHERE shipmentid = @nr AND booked_at IS NOT NULL`,
          { etd: by.etd, eta: by.eta, ...numbers, at, nr: booking.booking_nr },
        ),
      );
      return true;
    } catch (err) {
      if (constraintKind(err) !== 'unique' || attempt >= ISSUE_ATTEMPTS) throw err;
    }
  }
}
