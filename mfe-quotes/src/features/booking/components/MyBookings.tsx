import { useState } from 'react';
import { ApiError, notifyError, notifySuccess, useApiData, useFormat } from '@portal/kit';
import { isBookingCancellable } from '@portal/contracts/rules/booking';
import { useQuotesT } from '../../../messages';
import { cancelBooking, getMyBookings } from '../api/myBookings';

/**
 * Under the open quotes: the selection's bookings with their status, each cancellable until the
 * forwarder has confirmed it. Nothing is shown before the first booking.
 */
export function MyBookings() {
  const t = useQuotesT();
  const { date } = useFormat();
  const { data, reload } = useApiData(getMyBookings, []);
  const [busy, setBusy] = useState<string | null>(null);
  if (!data || data.length === 0) return null;

  const cancel = async (bookingNr: string) => {
    setBusy(bookingNr);
    try {
      notifySuccess((await cancelBooking(bookingNr)).message);
      reload();
    } catch (err) {
      notifyError(err instanceof ApiError ? err.message : t('bookings.cancelFailed'));
    } finally {
      setBusy(null);
    }
  };

  return (
    <section className="card" aria-labelledby="my-bookings-title">
      <h2 id="my-bookings-title">{t('bookings.title')}</h2>
      {/* Six columns do not fit a phone: the table scrolls in its own box, not the page. */}
      <div className="my-bookings-scroll" role="region" aria-labelledby="my-bookings-title" tabIndex={0}>
        <table className="table">
          <thead>
            <tr>
              <th scope="col">{t('bookings.booking')}</th>
              <th scope="col">{t('bookings.quote')}</th>
              <th scope="col">{t('bookings.route')}</th>
              <th scope="col">{t('bookings.cargoReady')}</th>
              <th scope="col">{t('bookings.status')}</th>
              <th scope="col">
                <span className="sr-only">{t('bookings.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {data.map((b) => (
              <tr key={b.booking_nr} data-booking={b.booking_nr}>
                <th scope="row">{b.booking_nr}</th>
                <td>{b.quote_nr}</td>
                <td>
                  {b.departure_name} → {b.arrival_name}
                </td>
                <td className="nowrap">{date(b.cargo_ready_date, t('formats.day'))}</td>
                <td>
                  {t(`bookingStatus.${b.status}`, { defaultValue: b.status })}
                  {b.reject_reason && <div className="muted">{b.reject_reason}</div>}
                </td>
                <td>
                  {isBookingCancellable(b.status) && (
                    <button
                      type="button"
                      className="btn btn-sm"
                      disabled={busy !== null}
                      onClick={() => void cancel(b.booking_nr)}
                      aria-label={t('bookings.cancelLabel', { nr: b.booking_nr })}
                    >
                      {t('bookings.cancel')}
                    </button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
