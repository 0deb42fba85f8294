import { QuotesPage } from './features/quote-list/components/QuotesPage';
import { MyBookings } from './features/booking/components/MyBookings';

/** /quotes: the quote lists, and under them the bookings made from their offers. */
export function QuotesHomeRoute() {
  return (
    <>
      <QuotesPage />
      <MyBookings />
    </>
  );
}
