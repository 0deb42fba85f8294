import { call } from '@portal/kit';
import { bookingsContract, type Booking } from '@portal/contracts/bookings';
import type { BookingFormValues } from '@portal/contracts/rules/bookingForm';

/** Books the offer; the API answers the same booking to the same request sent twice. */
export function bookQuote(quoteNr: string, values: BookingFormValues): Promise<{ message: string; booking: Booking }> {
  return call(bookingsContract.book, { params: { quote_nr: quoteNr }, body: values });
}
