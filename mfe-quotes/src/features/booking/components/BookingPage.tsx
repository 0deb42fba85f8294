import { useMemo, useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router-dom';
import { ApiError, ErrorState, LoadingState, notifyError, notifySuccess, routeHome, useApiData, useFormat, usePageMeta } from '@portal/kit';
import { BOOKING_LIMITS, bookingRefusal } from '@portal/contracts/rules/booking';
import { emptyBookingForm, validateBookingForm, type BookingFormValues } from '@portal/contracts/rules/bookingForm';
import { localToday } from '@portal/contracts/dates/days';
import { getQuotes } from '../../../quotes/api/getQuotes';
import { destinationOf, incotermText, originOf } from '../../../quotes/quoteDisplay';
import { routes } from '../../../routes';
import { useQuotesT, useRuleMessage } from '../../../messages';
import { bookQuote } from '../api/bookQuote';

type Field = keyof BookingFormValues;

/** Each field's label is `book.fields.<name>`, its hint `book.fields.<name>Hint`. */
const FIELDS: { name: Field; required?: boolean; type?: 'date' | 'textarea'; max: number; hint?: boolean }[] = [
  { name: 'cargoReadyDate', required: true, type: 'date', max: 10 },
  { name: 'customerReferences', max: BOOKING_LIMITS.references, hint: true },
  { name: 'pickupContact', required: true, max: BOOKING_LIMITS.contact, hint: true },
  { name: 'pickupHours', max: BOOKING_LIMITS.hours },
  { name: 'deliveryContact', required: true, max: BOOKING_LIMITS.contact, hint: true },
  { name: 'deliveryHours', max: BOOKING_LIMITS.hours },
  { name: 'notes', type: 'textarea', max: BOOKING_LIMITS.notes },
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
  const t = useQuotesT();
  const rule = useRuleMessage();
  const { date } = useFormat();
  usePageMeta(t('book.title', { nr: quoteNr }), [{ label: t('routes./quotes/*.title', { defaultValue: routes.quotes.title }), to: routeHome(routes.quotes) }, { label: t('book.title', { nr: quoteNr }) }]);
  const { data, loading, error, reload } = useApiData(getQuotes, []);
  const quote = useMemo(() => data?.find((q) => q.quote_nr === quoteNr), [data, quoteNr]);
  const today = localToday();
  const [values, setValues] = useState<BookingFormValues>(() => emptyBookingForm(today));
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [sending, setSending] = useState(false);

  if (loading && !data) return <LoadingState label={t('book.loading')} />;
  if (error !== undefined && !data) return <ErrorState message={t('book.loadFailed')} onRetry={reload} />;
  const refusal = quote ? bookingRefusal({ quote_status: quote.quote_status, valid_until: quote.valid_until ?? null, booked: false }, today) : t('book.noOffer');
  if (!quote || refusal) {
    return (
      <section className="card booking-page">
        <p role="alert">{rule(refusal ?? '')}</p>
        <Link to="/quotes">{t('book.backToQuotes')}</Link>
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
      notifyError(err instanceof ApiError ? err.message : t('book.failed'));
      setSending(false);
    }
  };

  return (
    <form className="card booking-page" onSubmit={submit} noValidate aria-label={t('book.heading', { nr: quote.quote_nr })}>
      <h2>{t('book.heading', { nr: quote.quote_nr })}</h2>
      <dl className="booking-terms">
        <dt>{t('book.route')}</dt>
        <dd>
          {originOf(quote, t)} → {destinationOf(quote, t)}
        </dd>
        <dt>{t('book.mode')}</dt>
        <dd>{t(`mode.${quote.modality}`)}</dd>
        <dt>{t('book.incoterm')}</dt>
        <dd>{incotermText(quote)}</dd>
        <dt>{t('book.goods')}</dt>
        <dd>{quote.goods_description}</dd>
        <dt>{t('book.validUntil')}</dt>
        <dd>{date(validUntil, t('formats.day'))}</dd>
      </dl>
      <p className="muted">{t('book.terms')}</p>
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
              {t(`book.fields.${f.name}`)}
            </label>
            {f.type === 'textarea' ? (
              <textarea {...common} className="textarea" rows={3} />
            ) : (
              <input {...common} className="input" type={f.type ?? 'text'} min={f.type === 'date' ? today : undefined} max={f.type === 'date' ? validUntil : undefined} />
            )}
            {f.hint && <p className="field-hint muted">{t(`book.fields.${f.name}Hint`)}</p>}
            {errors[f.name] && (
              <p id={`${id}-error`} className="field-error">
                {rule(errors[f.name]!)}
              </p>
            )}
          </div>
        );
      })}
      <div className="row">
        <button type="submit" className="btn btn-primary" disabled={sending}>
          {sending ? t('book.sending') : t('book.confirm')}
        </button>
        <Link className="btn" to="/quotes">
          {t('book.back')}
        </Link>
      </div>
    </form>
  );
}
