import { call } from '@portal/kit';
import { bookingsContract, type Booking } from '@portal/contracts/bookings';

/** The forwarder's side of bookings: every booking, and the decision on one. */
export async function getBookings(signal?: AbortSignal): Promise<Booking[]> {
  return (await call(bookingsContract.adminList, { signal })).bookings;
}

export function confirmBooking(bookingNr: string, dates: { etd: string; eta: string }): Promise<{ message: string; booking: Booking }> {
  return call(bookingsContract.confirm, { params: { booking_nr: bookingNr }, body: dates });
}

export function rejectBooking(bookingNr: string, reason: string): Promise<{ message: string; booking: Booking }> {
  return call(bookingsContract.reject, { params: { booking_nr: bookingNr }, body: { reason } });
}
