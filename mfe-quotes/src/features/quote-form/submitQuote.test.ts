import { ApiError } from '@portal/kit';
import { QUOTE_FIELD_ORDER } from '@portal/contracts/rules/quoteForm';
import { serverFieldErrors, touchAll } from './submitQuote';

describe("the API's answer to a submitted request, as the form's errors", () => {
  test('a 422 becomes the form fields’ messages, under the form’s own names', () => {
    const error = new ApiError('The given data was invalid.', 422, { inco_terms: ['Choose an incoterm.'], goods_value: ['Goods value must be a number.'] });
    expect(serverFieldErrors(error)).toEqual({ incoterm: 'Choose an incoterm.', goodsValue: 'Goods value must be a number.' });
  });

  test('a 422 naming no field of the form is no field error (the caller shows the message)', () => {
    expect(serverFieldErrors(new ApiError('Invalid', 422, { something_else: ['x'] }))).toBeNull();
    expect(serverFieldErrors(new ApiError('Invalid', 422))).toBeNull();
  });

  test('any other failure is not a field error', () => {
    expect(serverFieldErrors(new ApiError('Forbidden', 403, { inco_terms: ['x'] }))).toBeNull();
    expect(serverFieldErrors(new ApiError('Network', 0))).toBeNull();
    expect(serverFieldErrors(new Error('boom'))).toBeNull();
    expect(serverFieldErrors(undefined)).toBeNull();
  });
});

test('touching all marks every field of the form, so that each error shows', () => {
  const touched = touchAll();
  expect(Object.keys(touched).sort()).toEqual([...QUOTE_FIELD_ORDER].sort());
  expect(Object.values(touched).every((t) => t === true)).toBe(true);
});
