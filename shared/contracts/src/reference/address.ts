import { BEYOND_PHONE, country, email, text } from './attributes';

/**
 * What customers and companies both hold: a postal address and the ways to reach them. Each
 * entity spreads these among its own attributes in its own order.
 */
export const addressAttributes = {
  address: text('Address', 200),
  postal_code: text('Postal code', 20),
  city: text('City', 100, { column: { wrap: true, showFrom: BEYOND_PHONE } }),
  country: country(),
};

export const phoneAttribute = text('Phone', 40, { refine: (s) => s.matches(/^[0-9+() .-]*$/, 'A phone number holds digits, spaces and + ( ) . -') });

export const emailAttribute = email('E-mail');

export const vatNumberAttribute = text('VAT number', 40, {
  // From a laptop's width on: on a tablet the organisation's name took its room (a fourth line).
  column: { width: 210, showFrom: 1100 },
  refine: (s) => s.uppercase().matches(/^([A-Z0-9][A-Z0-9 .-]*)?$/, 'A VAT number holds letters and digits.'),
});

/** An organisation's name: required, the widest column. */
export const organisationName = text('Name', 200, { required: true, column: { width: 240, wrap: true } });
