import type { FastifyInstance, FastifyRequest } from 'fastify';
import { bookingsContract } from '@portal/contracts/bookings';
import { BOOKING_MESSAGES, bookingRefusal, isBookingCancellable, isBookingDecidable } from '@portal/contracts/rules/booking';
import { bookingFormSchema } from '@portal/contracts/rules/bookingForm';
import { localToday } from '@portal/contracts/rules/quoteForm';
import { answerOf, sendAnswer } from '../../core/answerCache';
import { readSince, sendChanges } from '../../core/changes';
import { registerEndpoint, type EndpointRequest } from '../../core/contract';
import { audit } from '../../core/audit';
import { languageOf, translate } from '../../core/i18n';
import { conflict, notFound, unprocessable } from '../../core/errors';
import { inList } from '../../core/scope';
import { validateWith } from '../../core/validate';
import { announceRecorded, storeEvents } from '../notifications/events';
import { confirmedEvent, rejectedEvent } from './notify';
import {
  BOOKED_QUOTE_COLUMNS,
  bookingChanges,
  bookingOfQuote,
  confirmBooking,
  endBooking,
  findBooking,
  insertBooking,
  listBookings,
  publicBooking,
  type BookedQuote,
  type BookingRow,
} from './store';

/**
 * The bookings slice (contract: shared/contracts/src/bookings.ts, rules: rules/booking.ts). A
 * customer books an offered quote of the selection: one transaction writes the booking, its
 * shipment (status Booked) and the quote accepted, so the same quote is never booked twice; the
 * same request sent again answers the booking it made. The forwarder confirms or rejects; the
 * customer may cancel until then. Every step is audited.
 */
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const isDate = (v: string) => ISO_DATE.test(v) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v);

export async function bookingsRoutes(app: FastifyInstance): Promise<void> {
  // The customer's words in the request's language; the booking's fields stay as stored.
  const answer = async (request: FastifyRequest, nr: string, message: string) => ({
    message: translate(message, languageOf(request)),
    booking: publicBooking((await findBooking(app.db, nr))!),
  });

  registerEndpoint(app, bookingsContract.book, async (request: EndpointRequest<typeof bookingsContract.book>) => {
    const scope = inList('q.customer_id', (await request.getScope()).customerIds);
    const today = localToday();
    const user = request.user!;
    const outcome = await app.db.tx(async () => {
      const quote = await app.db.get<BookedQuote & { quote_status: string; valid_until: string | null }>(
        `SELECT ${BOOKED_QUOTE_COLUMNS}, q.quote_status, q.valid_until FROM quotes q WHERE ${scope.sql} AND q.quote_nr = @nr`,
        { ...scope.params, nr: request.params.quote_nr },
      );
      if (!quote) throw notFound();
      const existing = await bookingOfQuote(app.db, quote.id);
      const values = () => validateWith(bookingFormSchema, request.body, { today, validUntil: quote.valid_until ?? today });
      if (existing) {
        // A double submission (the same user, the same values) answers what the first one made.
        const again = existing.status === 'Booked' && existing.request_fingerprint === fingerprint(user.id, safeValues(values));
        if (again) return { nr: existing.booking_nr, again: true };
        throw conflict(existing.status === 'Cancelled' ? BOOKING_MESSAGES.cancelled : BOOKING_MESSAGES.alreadyBooked);
      }
      const refusal = bookingRefusal({ ...quote, booked: false }, today);
      if (refusal) throw conflict(refusal);
      const valid = values();
      const nr = await insertBooking(app.db, quote, valid, { userId: user.id, email: user.email, fingerprint: fingerprint(user.id, valid) });
      await audit(app.db, request, 'bookings.book', 'booking', nr, { quoteNr: quote.quote_nr, cargoReadyDate: valid.cargoReadyDate });
      return { nr, again: false };
    });
    return answer(
      request,
      outcome.nr,
      outcome.again ? `Booking ${outcome.nr} was already received.` : `Thank you! Your booking ${outcome.nr} has been received; we will confirm it shortly.`,
    );
  });

  // Sent with an ETag of its JSON: a client polling it gets a 304 while nothing changed.
  registerEndpoint(app, bookingsContract.list, async (request, reply) => {
    const { updatedSince } = request.query ?? {};
    const rows = await listBookings(app.db, (await request.getScope()).customerIds, updatedSince === undefined ? undefined : readSince(updatedSince));
    return sendAnswer(request, reply, answerOf(JSON.stringify({ bookings: rows.map(publicBooking) })));
  });

  registerEndpoint(app, bookingsContract.changes, async (request, reply) =>
    sendChanges(request, reply, await bookingChanges(app.db, (await request.getScope()).customerIds, request.query ?? {})),
  );

  registerEndpoint(app, bookingsContract.cancel, async (request) => {
    const booking = await findBooking(app.db, request.params.booking_nr, (await request.getScope()).customerIds);
    if (!booking) throw notFound();
    const ended =
      isBookingCancellable(booking.status) &&
      (await app.db.tx(async () => {
        if (!(await endBooking(app.db, booking, { status: 'Cancelled', userId: request.user!.id }))) return false;
        await audit(app.db, request, 'bookings.cancel', 'booking', booking.booking_nr, { quoteNr: booking.quote_nr });
        return true;
      }));
    if (!ended) throw conflict(BOOKING_MESSAGES.notCancellable);
    return answer(request, booking.booking_nr, `Your booking ${booking.booking_nr} has been cancelled.`);
  });

  registerEndpoint(app, bookingsContract.adminList, async () => ({ bookings: (await listBookings(app.db)).map(publicBooking) }));

  registerEndpoint(app, bookingsContract.confirm, async (request) => {
    const booking = await decidable(request.params.booking_nr);
    const etd = request.body.etd ?? booking.etd;
    const eta = request.body.eta ?? booking.eta;
    const errors: Record<string, string[]> = {};
    if (!isDate(etd)) errors.etd = ['The planned departure must be a date (YYYY-MM-DD).'];
    if (!isDate(eta)) errors.eta = ['The planned arrival must be a date (YYYY-MM-DD).'];
    else if (isDate(etd) && eta < etd) errors.eta = ['The planned arrival cannot be before the departure.'];
    if (Object.keys(errors).length > 0) throw unprocessable(errors);
    // The decision, its audit line and the customer's notification commit together.
    const recorded = await app.db.tx(async () => {
      if (!(await confirmBooking(app.db, booking, { userId: request.user!.id, etd, eta }))) return null;
      await audit(app.db, request, 'bookings.confirm', 'booking', booking.booking_nr, { etd, eta, changed: etd !== booking.etd || eta !== booking.eta });
      return storeEvents(app.db, [confirmedEvent(booking, { etd, eta })]);
    });
    if (!recorded) throw conflict(BOOKING_MESSAGES.notDecidable);
    await announceRecorded(app.db, recorded);
    return answer(request, booking.booking_nr, `Booking ${booking.booking_nr} is confirmed.`);
  });

  registerEndpoint(app, bookingsContract.reject, async (request) => {
    const booking = await decidable(request.params.booking_nr);
    const reason = request.body.reason.trim();
    if (!reason) throw unprocessable({ reason: ['Give the customer a reason.'] });
    const recorded = await app.db.tx(async () => {
      if (!(await endBooking(app.db, booking, { status: 'Rejected', userId: request.user!.id, reason }))) return null;
      await audit(app.db, request, 'bookings.reject', 'booking', booking.booking_nr, { reason });
      return storeEvents(app.db, [rejectedEvent(booking, reason)]);
    });
    if (!recorded) throw conflict(BOOKING_MESSAGES.notDecidable);
    await announceRecorded(app.db, recorded);
    return answer(request, booking.booking_nr, `Booking ${booking.booking_nr} is rejected.`);
  });

  async function decidable(nr: string): Promise<BookingRow> {
    const booking = await findBooking(app.db, nr);
    if (!booking) throw notFound();
    if (!isBookingDecidable(booking.status)) throw conflict(BOOKING_MESSAGES.notDecidable);
    return booking;
  }
}

function fingerprint(userId: number, values: unknown): string {
  return JSON.stringify([userId, values]);
}

/** The values when they validate, else null (an invalid repeat is no repeat: it gets the 409). */
function safeValues<T>(values: () => T): T | null {
  try {
    return values();
  } catch {
    return null;
  }
}
