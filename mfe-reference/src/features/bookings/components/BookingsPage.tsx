import { useState } from 'react';
import { ApiError, EmptyState, ErrorState, LoadingState, notifyError, notifySuccess, useApiData, useFormat, usePageMeta } from '@portal/kit';
import type { Booking } from '@portal/contracts/bookings';
import { isBookingDecidable } from '@portal/contracts/rules/booking';
import { referenceCrumb } from '../../../entities/breadcrumbs';
import { useReferenceT } from '../../../messages';
import { confirmBooking, getBookings, rejectBooking } from '../api/bookingsApi';

/**
 * /reference/bookings: the forwarder's bookings, awaiting ones first. An awaiting booking is
 * confirmed with its planned days (changed here if need be) or rejected with a reason the
 * customer reads in the notification.
 */
export function BookingsPage() {
  const t = useReferenceT();
  usePageMeta(t('area.bookings'), [referenceCrumb(), { label: t('area.bookings') }]);
  const { data, loading, error, reload } = useApiData(getBookings, []);
  if (loading && !data) return <LoadingState label={t('bookings.loading')} />;
  if (error !== undefined && !data) return <ErrorState message={t('bookings.failed')} onRetry={reload} />;
  if (!data || data.length === 0) return <EmptyState>{t('bookings.empty')}</EmptyState>;
  return (
    <div className="stack">
      <p className="muted">{t('bookings.intro')}</p>
      <table className="table bookings-table">
        <thead>
          <tr>
            <th scope="col">{t('bookings.booking')}</th>
            <th scope="col">{t('bookings.organisation')}</th>
            <th scope="col">{t('bookings.route')}</th>
            <th scope="col">{t('bookings.cargoReady')}</th>
            <th scope="col">{t('bookings.references')}</th>
            <th scope="col">{t('bookings.status')}</th>
            <th scope="col">{t('bookings.decision')}</th>
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
  const t = useReferenceT();
  const { date } = useFormat();
  const day = (value: string | null) => (value ? date(value, t('formats.day')) : '');
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
      notifyError(err instanceof ApiError ? err.message : t('bookings.decisionFailed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <tr data-booking={b.booking_nr}>
      <th scope="row">
        {b.booking_nr}
        <div className="muted">
          {t('bookings.quote', { modality: b.modality, quote: b.quote_nr })}
        </div>
      </th>
      <td>
        {b.customer} – {b.customer_name}
        <div className="muted">{b.booked_by}</div>
      </td>
      <td>
        {b.departure_name} → {b.arrival_name}
      </td>
      <td className="nowrap">{day(b.cargo_ready_date)}</td>
      <td>
        {b.customer_references && <div>{t('bookings.ref', { ref: b.customer_references })}</div>}
        <div>
          {t('bookings.pickup')} {b.pickup_contact} {b.pickup_hours && `(${b.pickup_hours})`}
        </div>
        <div>
          {t('bookings.delivery')} {b.delivery_contact} {b.delivery_hours && `(${b.delivery_hours})`}
        </div>
        {b.notes && <div className="muted">{b.notes}</div>}
      </td>
      <td>
        <span className={b.status === 'Booked' ? 'badge' : b.status === 'Confirmed' ? 'badge badge-success' : 'badge badge-muted'}>{t(`bookings.statuses.${b.status}`, { defaultValue: b.status })}</span>
        {b.reject_reason && <div className="muted">{b.reject_reason}</div>}
      </td>
      <td>
        {isBookingDecidable(b.status) ? (
          <div className="stack booking-decision">
            <div className="row">
              <label>
                {t('bookings.etd')} <input className="input" type="date" value={etd} onChange={(e) => setEtd(e.target.value)} aria-label={t('bookings.etdOf', { booking: b.booking_nr })} />
              </label>
              <label>
                {t('bookings.eta')} <input className="input" type="date" value={eta} onChange={(e) => setEta(e.target.value)} aria-label={t('bookings.etaOf', { booking: b.booking_nr })} />
              </label>
              <button type="button" className="btn btn-sm btn-primary" disabled={busy} onClick={() => void decide(() => confirmBooking(b.booking_nr, { etd, eta }))}>
                {t('bookings.confirm')}
              </button>
            </div>
            <div className="row">
              <input className="input" value={reason} maxLength={500} placeholder={t('bookings.reason')} onChange={(e) => setReason(e.target.value)} aria-label={t('bookings.reasonOf', { booking: b.booking_nr })} />
              <button type="button" className="btn btn-sm" disabled={busy || !reason.trim()} onClick={() => void decide(() => rejectBooking(b.booking_nr, reason.trim()))}>
                {t('bookings.reject')}
              </button>
            </div>
          </div>
        ) : (
          <span className="muted">
            {day(b.etd)} → {day(b.eta)}
          </span>
        )}
      </td>
    </tr>
  );
}
