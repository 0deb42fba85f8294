import { lazyPageOf } from './lazyPages';

test('an address opens the chunk of its page; a list is in the remote’s first chunk', () => {
  expect(lazyPageOf('/reference')).toBe('home');
  expect(lazyPageOf('/reference/')).toBe('home');
  expect(lazyPageOf('/reference/unlocode')).toBeUndefined();
  expect(lazyPageOf('/reference/unlocode/')).toBeUndefined();
  expect(lazyPageOf('/reference/unlocode/create')).toBe('form');
  expect(lazyPageOf('/reference/customers/12/edit')).toBe('form');
  expect(lazyPageOf('/reference/customers/12')).toBe('show');
  expect(lazyPageOf('/reference/documents/create')).toBe('upload');
  expect(lazyPageOf('/reference/documents/7/edit')).toBe('upload');
  expect(lazyPageOf('/reference/documents/7')).toBe('show');
  expect(lazyPageOf('/reference/userCustomerGroup/group/3')).toBe('groupUsers');
  expect(lazyPageOf('/reference/userCustomerGroup/3')).toBe('show');
  expect(lazyPageOf('/reference/bookings')).toBe('bookings');
  expect(lazyPageOf('/portal')).toBeUndefined();
  expect(lazyPageOf('/shipments')).toBeUndefined();
});
