/**
 * THE booking form's rules (yup): the form validates with bookingFormSchema, and the API validates
 * the posted body with the same schema and the same context (`today`, `validUntil`: the cargo must
 * be ready between them).
 */
import { object, string, type InferType, type ValidationError } from 'yup';
import { BOOKING_LIMITS, BOOKING_MESSAGES } from './booking';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const isRealDate = (text: string) => ISO_DATE.test(text) && !Number.isNaN(Date.parse(`${text}T00:00:00Z`)) && new Date(`${text}T00:00:00Z`).toISOString().startsWith(text);
const optionalText = (max: number) => string().trim().max(max, `At most ${max} characters.`).default('');

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

/** The form's check: each field's first message, none when the values may be sent. */
export function validateBookingForm(values: BookingFormValues, context: { today: string; validUntil: string }): Partial<Record<keyof BookingFormValues, string>> {
  try {
    bookingFormSchema.validateSync(values, { abortEarly: false, context });
    return {};
  } catch (error) {
    if ((error as ValidationError).name !== 'ValidationError') throw error;
    const out: Partial<Record<keyof BookingFormValues, string>> = {};
    for (const inner of (error as ValidationError).inner) {
      const field = inner.path as keyof BookingFormValues | undefined;
      if (field && !out[field]) out[field] = inner.message;
    }
    return out;
  }
}

export const emptyBookingForm = (today: string): BookingFormValues => ({
  cargoReadyDate: today,
  customerReferences: '',
  pickupContact: '',
  pickupHours: '',
  deliveryContact: '',
  deliveryHours: '',
  notes: '',
});
