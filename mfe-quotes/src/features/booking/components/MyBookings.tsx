import { useState } from 'react';
import { ApiError, notifyError, notifySuccess, useApiData } from '@portal/kit';
import { isBookingCancellable } from '@portal/contracts/rules/booking';
import { cancelBooking, getMyBookings } from '../api/myBookings';

/**
 * Under the open quotes: the selection's bookings with their status, each cancellable until the
 * forwarder has confirmed it. Nothing is shown before the first booking.
 */
export function MyBookings() {
  const { data, reload } = useApiData(getMyBookings, []);
  const [busy, setBusy] = useState<string | null>(null);
  if (!data || data.length === 0) return null;

  const cancel = async (bookingNr: string) => {
    setBusy(bookingNr);
    try {
      notifySuccess((await cancelBooking(bookingNr)).message);
      reload();
    } catch (err) {
      notifyError(err instanceof ApiError ? err.message : 'The booking could not be cancelled.');
    } finally {
      setBusy(null);
    }
  };

  return (
    <section className="card" aria-labelledby="my-bookings-title">
      <h2 id="my-bookings-title">My bookings</h2>
      {/* Six columns do not fit a phone: the table scrolls in its own box, not the page. */}
      <div className="my-bookings-scroll" role="region" aria-labelledby="my-bookings-title" tabIndex={0}>
        <table className="table">
          <thead>
            <tr>
              <th scope="col">Booking</th>
              <th scope="col">Quote</th>
              <th scope="col">Route</th>
              <th scope="col">Cargo ready</th>
              <th scope="col">Status</th>
              <th scope="col">
                <span className="sr-only">Actions</span>
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
                <td className="nowrap">{b.cargo_ready_date}</td>
                <td>
                  {b.status}
                  {b.reject_reason && <div className="muted">{b.reject_reason}</div>}
                </td>
                <td>
                  {isBookingCancellable(b.status) && (
                    <button
                      type="button"
                      className="btn btn-sm"
                      disabled={busy !== null}
                      onClick={() => void cancel(b.booking_nr)}
                      aria-label={`Cancel booking ${b.booking_nr}`}
                    >
                      Cancel booking
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
