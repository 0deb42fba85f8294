import { safeNext } from './safeNext';

const origin = 'http://localhost:8080';

test.each([
  ['/quotes/create', '/quotes/create'],
  ['/myshipments/air?sort=eta:asc#top', '/myshipments/air?sort=eta:asc#top'],
  ['/documents?tab=quotes', '/documents?tab=quotes'],
  // An encoded tab stays a path on this portal (a not-found page), never another site.
  ['/%09/evil.example', '/%09/evil.example'],
])('keeps the portal path %s', (next, expected) => {
  expect(safeNext(next, origin)).toBe(expected);
});

test.each([
  [null],
  [''],
  ['shipments'],
  ['https://evil.example/'],
  ['//evil.example/'],
  ['/\\evil.example/'],
  ['/\tevil.example/'],
  ['/login?next=/x'],
  ['javascript:alert(1)'],
])('refuses %p and goes to the dashboard', (next) => {
  expect(safeNext(next, origin)).toBe('/shipments');
});
