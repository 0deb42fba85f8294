import { call } from '@portal/kit';
import { bookingsContract, type Booking } from '@portal/contracts/bookings';

/** The selection's bookings, and cancelling one not yet confirmed. */
export async function getMyBookings(signal?: AbortSignal): Promise<Booking[]> {
  return (await call(bookingsContract.list, { signal })).bookings;
}

export function cancelBooking(bookingNr: string): Promise<{ message: string; booking: Booking }> {
  return call(bookingsContract.cancel, { params: { booking_nr: bookingNr } });
}
