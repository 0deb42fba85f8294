import { useMemo, useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router-dom';
import { ApiError, ErrorState, LoadingState, notifyError, notifySuccess, routeHome, useApiData, usePageMeta } from '@portal/kit';
import { BOOKING_LIMITS, bookingRefusal } from '@portal/contracts/rules/booking';
import { emptyBookingForm, validateBookingForm, type BookingFormValues } from '@portal/contracts/rules/bookingForm';
import { localToday } from '@portal/contracts/dates/days';
import { getQuotes } from '../../../quotes/api/getQuotes';
import { destinationOf, incotermText, originOf } from '../../../quotes/quoteDisplay';
import { routes } from '../../../routes';
import { bookQuote } from '../api/bookQuote';

type Field = keyof BookingFormValues;

const FIELDS: { name: Field; label: string; required?: boolean; type?: 'date' | 'textarea'; max: number; hint?: string }[] = [
  { name: 'cargoReadyDate', label: 'Cargo ready date', required: true, type: 'date', max: 10 },
  { name: 'customerReferences', label: 'Your references', max: BOOKING_LIMITS.references, hint: 'PO numbers or other references, separated by commas' },
  { name: 'pickupContact', label: 'Pickup contact', required: true, max: BOOKING_LIMITS.contact, hint: 'Name and phone' },
  { name: 'pickupHours', label: 'Pickup opening hours', max: BOOKING_LIMITS.hours },
  { name: 'deliveryContact', label: 'Delivery contact', required: true, max: BOOKING_LIMITS.contact, hint: 'Name and phone' },
  { name: 'deliveryHours', label: 'Delivery opening hours', max: BOOKING_LIMITS.hours },
  { name: 'notes', label: 'Notes', type: 'textarea', max: BOOKING_LIMITS.notes },
];

/** Into the shipment's page, another remote's: the shell's router follows popstate. */
function goTo(path: string) {
  window.history.pushState(null, '', path);
  window.dispatchEvent(new PopStateEvent('popstate'));
}

/**
 * /quotes/:quoteNr/book: the customer confirms the offer's terms and adds what a booking needs.
 * One rule set (@portal/contracts/rules/booking) checks here and on the API; the button is held
 * while sending, and the API books a repeated request once anyway.
 */
export function BookingPage() {
  const { quoteNr = '' } = useParams();
  usePageMeta(`Book ${quoteNr}`, [{ label: routes.quotes.title, to: routeHome(routes.quotes) }, { label: `Book ${quoteNr}` }]);
  const { data, loading, error, reload } = useApiData(getQuotes, []);
  const quote = useMemo(() => data?.find((q) => q.quote_nr === quoteNr), [data, quoteNr]);
  const today = localToday();
  const [values, setValues] = useState<BookingFormValues>(() => emptyBookingForm(today));
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [sending, setSending] = useState(false);

  if (loading && !data) return <LoadingState label="Loading the offer…" />;
  if (error !== undefined && !data) return <ErrorState message="The offer could not be loaded." onRetry={reload} />;
  const refusal = quote ? bookingRefusal({ quote_status: quote.quote_status, valid_until: quote.valid_until ?? null, booked: false }, today) : 'There is no open offer with this number.';
  if (!quote || refusal) {
    return (
      <section className="card booking-page">
        <p role="alert">{refusal}</p>
        <Link to="/quotes">Back to the quotes</Link>
      </section>
    );
  }
  const validUntil = quote.valid_until ?? today;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    const found = validateBookingForm(values, { today, validUntil });
    setErrors(found);
    if (Object.keys(found).length > 0) {
      document.getElementById(`booking-${Object.keys(found)[0]}`)?.focus();
      return;
    }
    setSending(true);
    try {
      const { message, booking } = await bookQuote(quote.quote_nr, values);
      notifySuccess(message);
      goTo(`/myshipments/${booking.modality.toLowerCase()}/${encodeURIComponent(booking.booking_nr)}`);
    } catch (err) {
      if (err instanceof ApiError && err.errors) setErrors(Object.fromEntries(Object.entries(err.errors).map(([k, v]) => [k, v[0]])));
      notifyError(err instanceof ApiError ? err.message : 'The booking could not be sent.');
      setSending(false);
    }
  };

  return (
    <form className="card booking-page" onSubmit={submit} noValidate aria-label={`Book quote ${quote.quote_nr}`}>
      <h2>Book quote {quote.quote_nr}</h2>
      <dl className="booking-terms">
        <dt>Route</dt>
        <dd>
          {originOf(quote)} → {destinationOf(quote)}
        </dd>
        <dt>Mode</dt>
        <dd>{quote.modality}</dd>
        <dt>Incoterm</dt>
        <dd>{incotermText(quote)}</dd>
        <dt>Goods</dt>
        <dd>{quote.goods_description}</dd>
        <dt>Offer valid until</dt>
        <dd>{validUntil}</dd>
      </dl>
      <p className="muted">By booking you accept the offer&rsquo;s terms and prices as in the offer PDF.</p>
      {FIELDS.map((f) => {
        const id = `booking-${f.name}`;
        const common = {
          id,
          name: f.name,
          value: values[f.name],
          maxLength: f.max,
          'aria-invalid': errors[f.name] ? true : undefined,
          'aria-describedby': errors[f.name] ? `${id}-error` : undefined,
          onChange: (e: { target: { value: string } }) => setValues((v) => ({ ...v, [f.name]: e.target.value })),
        };
        return (
          <div className="field" key={f.name}>
            <label htmlFor={id} className={f.required ? 'required' : undefined}>
              {f.label}
            </label>
            {f.type === 'textarea' ? (
              <textarea {...common} className="textarea" rows={3} />
            ) : (
              <input {...common} className="input" type={f.type ?? 'text'} min={f.type === 'date' ? today : undefined} max={f.type === 'date' ? validUntil : undefined} />
            )}
            {f.hint && <p className="field-hint muted">{f.hint}</p>}
            {errors[f.name] && (
              <p id={`${id}-error`} className="field-error">
                {errors[f.name]}
              </p>
            )}
          </div>
        );
      })}
      <div className="row">
        <button type="submit" className="btn btn-primary" disabled={sending}>
          {sending ? 'Booking…' : 'Confirm booking'}
        </button>
        <Link className="btn" to="/quotes">
          Back
        </Link>
      </div>
    </form>
  );
}
