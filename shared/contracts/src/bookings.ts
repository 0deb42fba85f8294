import { Array as List, Null, Object as Obj, Optional, String as Str, Union, type Static } from '@sinclair/typebox';
import { changesQuery, nextCursor, updatedAtField, updatedSinceField } from './changes';
import { defineContract } from './endpoint';
import { BOOKING_LIMITS as L, BOOKING_STATUSES } from './rules/booking';
import { oneOf, strict } from './schemas';
import { modalitySchema } from './shipments.schemas';

/**
 * The bookings slice's contract: a customer books an offered quote (it becomes a shipment in status
 * Booked), lists and cancels its bookings; the forwarder (administrators) lists every booking and
 * confirms (optionally moving the planned dates) or rejects it with a reason.
 * The rules both sides check are rules/booking.ts.
 */
const TAG = 'Bookings';
const QUOTE_NR = Obj({ quote_nr: Str({ pattern: '^[A-Za-z0-9-]{1,20}$', examples: ['Q26-000128'] }) }, { required: ['quote_nr'] });
const BOOKING_NR = Obj({ booking_nr: Str({ pattern: '^[A-Za-z0-9-]{1,20}$', examples: ['BKG26-000128'] }) }, { required: ['booking_nr'] });
const date = (description: string) => Str({ maxLength: 10, description });
const nullableText = Union([Str(), Null()]);

export const bookingSchema = Obj(
  {
    booking_nr: Str({ description: 'Also the shipment id of the booked shipment', examples: ['BKG26-000128'] }),
    quote_nr: Str(),
    customer: Str({ description: "The organisation's code" }),
    customer_name: Str(),
    modality: modalitySchema,
    status: oneOf(BOOKING_STATUSES),
    cargo_ready_date: Str({ format: 'date' }),
    customer_references: Str(),
    pickup_contact: Str(),
    pickup_hours: Str(),
    delivery_contact: Str(),
    delivery_hours: Str(),
    notes: Str(),
    etd: Str({ format: 'date' }),
    eta: Str({ format: 'date' }),
    departure_name: Str(),
    arrival_name: Str(),
    reject_reason: nullableText,
    booked_by: Str(),
    booked_at: Str(),
    decided_at: nullableText,
    updatedAt: updatedAtField('booking'),
  },
  { ...strict, title: 'Booking' },
);

const bookingAnswer = Obj({ message: Str(), booking: bookingSchema }, { ...strict, title: 'BookingAnswer' });
const bookingList = Obj({ bookings: List(bookingSchema) }, { ...strict, title: 'BookingList' });

export const bookingsContract = defineContract({
  /** Books an offered, unexpired quote of the selection; the same request again answers the same booking. */
  book: {
    method: 'POST',
    path: '/api/quotes/:quote_nr/booking',
    params: QUOTE_NR,
    permission: 'quotes.book',
    public: 'write',
    summary: 'Book an offered quote',
    tag: TAG,
    body: Obj(
      {
        cargoReadyDate: date('YYYY-MM-DD, from today to the offer’s last valid day'),
        customerReferences: Optional(Str({ maxLength: L.references, description: 'PO numbers and other references' })),
        pickupContact: Str({ maxLength: L.contact }),
        pickupHours: Optional(Str({ maxLength: L.hours })),
        deliveryContact: Str({ maxLength: L.contact }),
        deliveryHours: Optional(Str({ maxLength: L.hours })),
        notes: Optional(Str({ maxLength: L.notes })),
      },
      { ...strict, required: ['cargoReadyDate', 'pickupContact', 'deliveryContact'], title: 'BookingRequest' },
    ),
    response: bookingAnswer,
  },
  /** The selection's bookings, newest first. */
  list: {
    method: 'GET',
    path: '/api/bookings',
    permission: 'quotes.book',
    public: 'read',
    summary: 'Bookings of the organisations in scope',
    tag: TAG,
    query: Obj({ updatedSince: updatedSinceField('bookings') }),
    response: bookingList,
    revalidates: true,
  },
  /** The scope's bookings changed at or after updatedSince, oldest change first (contracts/changes.ts). */
  changes: {
    method: 'GET',
    path: '/api/bookings/changes',
    permission: 'quotes.book',
    public: 'read',
    summary: 'Bookings changed since a moment, oldest change first; follow next until it is null',
    tag: TAG,
    query: changesQuery('booking'),
    response: Obj({ bookings: List(bookingSchema), next: nextCursor }, strict),
    revalidates: true,
  },
  cancel: {
    method: 'POST',
    path: '/api/bookings/:booking_nr/cancel',
    params: BOOKING_NR,
    permission: 'quotes.book',
    public: 'write',
    summary: 'Cancel a booking not yet confirmed',
    tag: TAG,
    response: bookingAnswer,
  },
  /** The forwarder's list: every booking, awaiting ones first. */
  adminList: {
    method: 'GET',
    path: '/api/reference/bookings',
    permission: 'bookings.manage',
    summary: 'Every booking, for the forwarder',
    tag: TAG,
    response: bookingList,
  },
  confirm: {
    method: 'POST',
    path: '/api/reference/bookings/:booking_nr/confirm',
    params: BOOKING_NR,
    permission: 'bookings.manage',
    summary: 'Confirm a booking, optionally with changed planned dates',
    tag: TAG,
    body: Obj({ etd: Optional(date('YYYY-MM-DD, the planned departure')), eta: Optional(date('YYYY-MM-DD, the planned arrival')) }, strict),
    response: bookingAnswer,
  },
  reject: {
    method: 'POST',
    path: '/api/reference/bookings/:booking_nr/reject',
    params: BOOKING_NR,
    permission: 'bookings.manage',
    summary: 'Reject a booking with a reason',
    tag: TAG,
    body: Obj({ reason: Str({ minLength: 1, maxLength: L.reason }) }, { ...strict, required: ['reason'] }),
    response: bookingAnswer,
  },
});

export type Booking = Static<typeof bookingSchema>;
