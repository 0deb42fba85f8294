import { keyOfModality } from '@portal/contracts/modes';
import type { NotificationEvent } from '../notifications/events';
import type { BookingRow } from './store';

/**
 * The forwarder's decision, told to the booking's organisation through the notification
 * machinery (bell, e-mail by preference, webhooks `booking.confirmed` / `booking.rejected`).
 * A confirmed booking points at its shipment; a rejected one has none left, so at the quote.
 * Stored in the decision's own transaction (storeEvents), announced once it committed.
 */
export function confirmedEvent(booking: BookingRow, planned: { etd: string; eta: string }): NotificationEvent {
  return {
    type: 'booking.confirmed',
    subject: { kind: 'shipment', id: booking.booking_nr, mode: keyOfModality(booking.modality) },
    customerIds: [booking.customer_id],
    title: `Booking ${booking.booking_nr} confirmed`,
    body: `Your booking of quote ${booking.quote_nr} is confirmed: planned departure ${planned.etd}, arrival ${planned.eta}.`,
    data: { bookingNr: booking.booking_nr, quoteNr: booking.quote_nr, etd: planned.etd, eta: planned.eta },
    dedupKey: `booking:${booking.booking_nr}:confirmed`,
  };
}

export function rejectedEvent(booking: BookingRow, reason: string): NotificationEvent {
  return {
    type: 'booking.rejected',
    subject: { kind: 'quote', id: booking.quote_nr },
    customerIds: [booking.customer_id],
    title: `Booking ${booking.booking_nr} rejected`,
    body: `Your booking of quote ${booking.quote_nr} was rejected: ${reason}`,
    data: { bookingNr: booking.booking_nr, quoteNr: booking.quote_nr, reason },
    dedupKey: `booking:${booking.booking_nr}:rejected`,
  };
}
