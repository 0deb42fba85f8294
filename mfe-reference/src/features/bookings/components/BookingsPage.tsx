import { useState } from 'react';
import { ApiError, EmptyState, ErrorState, LoadingState, notifyError, notifySuccess, useApiData, usePageMeta } from '@portal/kit';
import type { Booking } from '@portal/contracts/bookings';
import { isBookingDecidable } from '@portal/contracts/rules/booking';
import { routes } from '../../../routes';
import { confirmBooking, getBookings, rejectBooking } from '../api/bookingsApi';

/**
 * /reference/bookings: the forwarder's bookings, awaiting ones first. An awaiting booking is
 * confirmed with its planned days (changed here if need be) or rejected with a reason the
 * customer reads in the notification.
 */
export function BookingsPage() {
  usePageMeta('Bookings', [{ label: routes.reference.title, to: '/reference' }, { label: 'Bookings' }]);
  const { data, loading, error, reload } = useApiData(getBookings, []);
  if (loading && !data) return <LoadingState label="Loading bookings…" />;
  if (error !== undefined && !data) return <ErrorState message="The bookings could not be loaded." onRetry={reload} />;
  if (!data || data.length === 0) return <EmptyState>No bookings yet</EmptyState>;
  return (
    <div className="stack">
      <p className="muted">Bookings customers made from their offers. Confirm them (with the planned days) or reject them with a reason; the customer is notified.</p>
      <table className="table bookings-table">
        <thead>
          <tr>
            <th scope="col">Booking</th>
            <th scope="col">Organisation</th>
            <th scope="col">Route</th>
            <th scope="col">Cargo ready</th>
            <th scope="col">References and contacts</th>
            <th scope="col">Status</th>
            <th scope="col">Decision</th>
          </tr>
        </thead>
        <tbody>
          {data.map((b) => (
            <BookingRow key={b.booking_nr} booking={b} onDecided={reload} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

function BookingRow({ booking: b, onDecided }: { booking: Booking; onDecided(): void }) {
  const [etd, setEtd] = useState(b.etd);
  const [eta, setEta] = useState(b.eta);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);

  const decide = async (action: () => Promise<{ message: string }>) => {
    setBusy(true);
    try {
      notifySuccess((await action()).message);
      onDecided();
    } catch (err) {
      notifyError(err instanceof ApiError ? err.message : 'The decision could not be saved.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <tr data-booking={b.booking_nr}>
      <th scope="row">
        {b.booking_nr}
        <div className="muted">
          {b.modality} · quote {b.quote_nr}
        </div>
      </th>
      <td>
        {b.customer} – {b.customer_name}
        <div className="muted">{b.booked_by}</div>
      </td>
      <td>
        {b.departure_name} → {b.arrival_name}
      </td>
      <td className="nowrap">{b.cargo_ready_date}</td>
      <td>
        {b.customer_references && <div>Ref. {b.customer_references}</div>}
        <div>
          Pickup: {b.pickup_contact} {b.pickup_hours && `(${b.pickup_hours})`}
        </div>
        <div>
          Delivery: {b.delivery_contact} {b.delivery_hours && `(${b.delivery_hours})`}
        </div>
        {b.notes && <div className="muted">{b.notes}</div>}
      </td>
      <td>
        <span className={b.status === 'Booked' ? 'badge' : b.status === 'Confirmed' ? 'badge badge-success' : 'badge badge-muted'}>{b.status}</span>
        {b.reject_reason && <div className="muted">{b.reject_reason}</div>}
      </td>
      <td>
        {isBookingDecidable(b.status) ? (
          <div className="stack booking-decision">
            <div className="row">
              <label>
                ETD <input className="input" type="date" value={etd} onChange={(e) => setEtd(e.target.value)} aria-label={`Planned departure of ${b.booking_nr}`} />
              </label>
              <label>
                ETA <input className="input" type="date" value={eta} onChange={(e) => setEta(e.target.value)} aria-label={`Planned arrival of ${b.booking_nr}`} />
              </label>
              <button type="button" className="btn btn-sm btn-primary" disabled={busy} onClick={() => void decide(() => confirmBooking(b.booking_nr, { etd, eta }))}>
                Confirm
              </button>
            </div>
            <div className="row">
              <input className="input" value={reason} maxLength={500} placeholder="Reason for the customer" onChange={(e) => setReason(e.target.value)} aria-label={`Reason to reject ${b.booking_nr}`} />
              <button type="button" className="btn btn-sm" disabled={busy || !reason.trim()} onClick={() => void decide(() => rejectBooking(b.booking_nr, reason.trim()))}>
                Reject
              </button>
            </div>
          </div>
        ) : (
          <span className="muted">
            {b.etd} → {b.eta}
          </span>
        )}
      </td>
    </tr>
  );
}
