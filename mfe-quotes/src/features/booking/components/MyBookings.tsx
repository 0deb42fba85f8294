import { ApiError, useApiData, useFormat } from '@portal/kit';
import { isBookingCancellable } from '@portal/contracts/rules/booking';
import { RowButton, useRowAction } from '@portal/ui/RowAction';
import { TableHead } from '@portal/ui/TableHead';
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
  const { busyRow, run } = useRowAction(reload);
  if (!data || data.length === 0) return null;

  const cancel = (bookingNr: string) =>
    run(
      bookingNr,
      async () => (await cancelBooking(bookingNr)).message,
      (err) => (err instanceof ApiError ? err.message : t('bookings.cancelFailed')),
    );

  return (
    <section className="card" aria-labelledby="my-bookings-title">
      <h2 id="my-bookings-title">{t('bookings.title')}</h2>
      {/* Six columns do not fit a phone: the table scrolls in its own box, not the page. */}
      <div className="my-bookings-scroll" role="region" aria-labelledby="my-bookings-title" tabIndex={0}>
        <table className="table">
          <TableHead
            columns={[t('bookings.booking'), t('bookings.quote'), t('bookings.route'), t('bookings.cargoReady'), t('bookings.status')]}
            actions={t('bookings.actions')}
          />
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
                    <RowButton
                      text={t('bookings.cancel')}
                      label={t('bookings.cancelLabel', { nr: b.booking_nr })}
                      disabled={busyRow !== null}
                      onClick={() => void cancel(b.booking_nr)}
                    />
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
