/**
 * THE rules of booking an offer, checked by the quote list and booking form (mfe-quotes) and the
 * API (modules/bookings) alike: which quotes can be booked, and until when the customer may
 * cancel. What the form needs is bookingForm.ts (yup, so the lists do not load it).
 */

export const BOOKING_STATUSES = ['Booked', 'Confirmed', 'Rejected', 'Cancelled'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

export const BOOKING_LIMITS = { references: 200, contact: 120, hours: 80, notes: 1000, reason: 500 } as const;

export const BOOKING_MESSAGES = {
  notOffered: 'Only an offered quote can be booked.',
  expired: 'The offer has expired; please request a new quote.',
  cancelled: 'The quote was cancelled and cannot be booked.',
  alreadyBooked: 'This quote has already been booked.',
  readyInPast: 'The cargo ready date cannot be in the past.',
  readyAfterValidity: "The cargo ready date must be within the offer's validity.",
  notCancellable: 'The booking can no longer be cancelled: it has been decided.',
  notDecidable: 'Only a booking awaiting confirmation can be confirmed or rejected.',
} as const;

/** What the booking rules need of a quote. */
export interface BookableQuote {
  quote_status: string;
  valid_until: string | null;
  /** Whether a booking (of any status) exists for it: a quote is booked once. */
  booked: boolean;
}

/** Why this quote cannot be booked today (YYYY-MM-DD), or null when it can. */
export function bookingRefusal(quote: BookableQuote, today: string): string | null {
  if (quote.booked || quote.quote_status === 'Accepted') return BOOKING_MESSAGES.alreadyBooked;
  if (quote.quote_status === 'Cancelled' || quote.quote_status === 'Declined') return BOOKING_MESSAGES.cancelled;
  if (quote.quote_status !== 'Offered' || !quote.valid_until) return BOOKING_MESSAGES.notOffered;
  if (quote.valid_until < today) return BOOKING_MESSAGES.expired;
  return null;
}

export const canBook = (quote: BookableQuote, today: string): boolean => bookingRefusal(quote, today) === null;

/** The customer may cancel until the forwarder has confirmed (or rejected) it. */
export const isBookingCancellable = (status: string): boolean => status === 'Booked';
/** The forwarder decides once. */
export const isBookingDecidable = (status: string): boolean => status === 'Booked';
