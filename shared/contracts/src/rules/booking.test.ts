import { BOOKING_MESSAGES, bookingRefusal, isBookingCancellable } from './booking';
import { emptyBookingForm, validateBookingForm } from './bookingForm';

describe('booking rules', () => {
  const offered = { quote_status: 'Offered', valid_until: '2030-06-20', booked: false };
  it('books an offered quote within its validity only, and only once', () => {
    expect(bookingRefusal(offered, '2030-06-01')).toBeNull();
    expect(bookingRefusal(offered, '2030-06-21')).toBe(BOOKING_MESSAGES.expired);
    expect(bookingRefusal({ ...offered, booked: true }, '2030-06-01')).toBe(BOOKING_MESSAGES.alreadyBooked);
    expect(bookingRefusal({ ...offered, quote_status: 'Cancelled' }, '2030-06-01')).toBe(BOOKING_MESSAGES.cancelled);
    expect(bookingRefusal({ ...offered, quote_status: 'Requested', valid_until: null }, '2030-06-01')).toBe(BOOKING_MESSAGES.notOffered);
  });
  it('wants the cargo ready between today and the last valid day, and both contacts', () => {
    const context = { today: '2030-06-01', validUntil: '2030-06-20' };
    const filled = { ...emptyBookingForm('2030-06-01'), pickupContact: 'Anna', deliveryContact: 'Li' };
    expect(validateBookingForm(filled, context)).toEqual({});
    expect(validateBookingForm({ ...filled, cargoReadyDate: '2030-05-31' }, context)).toEqual({ cargoReadyDate: BOOKING_MESSAGES.readyInPast });
    expect(validateBookingForm({ ...filled, cargoReadyDate: '2030-06-21' }, context)).toEqual({ cargoReadyDate: BOOKING_MESSAGES.readyAfterValidity });
    expect(Object.keys(validateBookingForm({ ...filled, pickupContact: ' ' }, context))).toEqual(['pickupContact']);
  });
  it('is cancellable by the customer until the forwarder decides', () => {
    expect(isBookingCancellable('Booked')).toBe(true);
    expect(['Confirmed', 'Rejected', 'Cancelled'].some(isBookingCancellable)).toBe(false);
  });
});
