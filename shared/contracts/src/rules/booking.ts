/**
 * THE rules of booking an offer, checked by the booking form (mfe-quotes) and the API
 * (modules/bookings) alike: which quotes can be booked, what the booking form needs, and until
 * when the customer may cancel. The form validates with bookingFormSchema; the API validates the
 * posted body with the same schema and the same context (`today`, `validUntil`).
 */
import { object, string, type InferType } from 'yup';

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

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const isRealDate = (text: string) => ISO_DATE.test(text) && !Number.isNaN(Date.parse(`${text}T00:00:00Z`)) && new Date(`${text}T00:00:00Z`).toISOString().startsWith(text);
const optionalText = (max: number) => string().trim().max(max, `At most ${max} characters.`).default('');

/**
 * The booking form's values. Context: `today` and `validUntil` (the offer's last valid day), both
 * YYYY-MM-DD: the cargo must be ready between them.
 */
export const bookingFormSchema = object({
  cargoReadyDate: string()
    .required('The cargo ready date is required.')
    .test('date', 'The cargo ready date must be a date (YYYY-MM-DD).', (v) => !v || isRealDate(v))
    .test('not-past', BOOKING_MESSAGES.readyInPast, function (v) {
      const today = this.options.context?.today as string | undefined;
      return !v || !today || !isRealDate(v) || v >= today;
    })
    .test('within-validity', BOOKING_MESSAGES.readyAfterValidity, function (v) {
      const validUntil = this.options.context?.validUntil as string | undefined;
      return !v || !validUntil || !isRealDate(v) || v <= validUntil;
    }),
  customerReferences: optionalText(BOOKING_LIMITS.references),
  pickupContact: string().trim().required('The pickup contact is required.').max(BOOKING_LIMITS.contact, `At most ${BOOKING_LIMITS.contact} characters.`),
  pickupHours: optionalText(BOOKING_LIMITS.hours),
  deliveryContact: string().trim().required('The delivery contact is required.').max(BOOKING_LIMITS.contact, `At most ${BOOKING_LIMITS.contact} characters.`),
  deliveryHours: optionalText(BOOKING_LIMITS.hours),
  notes: optionalText(BOOKING_LIMITS.notes),
});

export type BookingFormValues = InferType<typeof bookingFormSchema>;

export const emptyBookingForm = (today: string): BookingFormValues => ({
  cargoReadyDate: today,
  customerReferences: '',
  pickupContact: '',
  pickupHours: '',
  deliveryContact: '',
  deliveryHours: '',
  notes: '',
});
