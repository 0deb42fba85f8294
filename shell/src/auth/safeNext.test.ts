import { DECLARED_ROUTES } from '../remotes/declaredRoutes';
import { isServedPath, safeNext as safeNextIn, servedRoots } from './safeNext';

const origin = 'http://localhost:8080';
// The registry as the host serves it with every remote's declared routes.
const roots = servedRoots({ remotes: Object.entries(DECLARED_ROUTES).map(([name, routes]) => ({ name, manifest: '', enabled: true, routes: [...routes] })) });
const safeNext = (next: string | null, at: string) => safeNextIn(next, roots, at);

test.each([
  ['/quotes/create', '/quotes/create'],
  ['/myshipments/air?sort=eta:asc#top', '/myshipments/air?sort=eta:asc#top'],
  ['/documents?tab=quotes', '/documents?tab=quotes'],
  ['/portal/profile', '/portal/profile'],
  ['/shipments', '/shipments'],
  ['/reference/customers/12', '/reference/customers/12'],
  // A dot segment inside the portal resolves to another page of the portal.
  ['/quotes/../documents', '/documents'],
  ['/myshipments/sea/SEA%20123', '/myshipments/sea/SEA%20123'],
])('keeps the portal path %s', (next, expected) => {
  expect(safeNext(next, origin)).toBe(expected);
});

/** Addresses an attacker would put in ?next= (and some a careless link would). */
const TRICKY = [
  null,
  '',
  'shipments',
  '//x',
  '//evil.example/',
  '/\\x',
  '/\\evil.example/',
  '\\\\evil.example',
  '/..//x',
  '/..//evil.example/x',
  '/%2e%2e//x',
  '/%2E%2E//evil.example',
  '/.%2e//x',
  '%2f%2fx',
  '/%2f%2fx',
  '/%2F%2Fevil.example',
  '/%5cevil.example',
  '/%09/evil.example',
  '/\tevil.example/',
  '/\t/evil.example/',
  '/\n/evil.example',
  '/shipments\r\n/x',
  'javascript:alert(1)',
  '/javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'https://x',
  'https://evil.example/shipments',
  'http://localhost:8080.evil.example/shipments',
  'http://localhost:8081/shipments',
  '/login?next=/x',
  '/login',
  '/api/logout',
  '/stand-in/tracker',
  '/no-such-page',
  '/%',
  '/%zz',
  `/shipments/${'a'.repeat(5000)}`,
  `/${'/'.repeat(3000)}evil.example`,
];

const label = (t: string | null) => JSON.stringify(t && t.length > 60 ? `${t.slice(0, 40)}… (${t.length} characters)` : t);
test.each(TRICKY.map((t) => [label(t), t]))('refuses %s and goes to the dashboard', (_label, next) => {
  expect(safeNext(next, origin)).toBe('/shipments');
});

test('every address it accepts stays on the portal when the browser follows it', () => {
  for (const next of TRICKY) {
    const target = new URL(safeNext(next, origin), origin);
    expect(target.origin).toBe(origin);
    expect(isServedPath(target.pathname, roots)).toBe(true);
  }
});

test("a page a remote's deploy added is a served path from then on; before, it is not", () => {
  expect(safeNextIn('/quote-help', roots, origin)).toBe('/shipments');
  const withPage = servedRoots({ remotes: [{ name: 'quotes', manifest: '', enabled: true, routes: [{ path: '/quote-help', title: 'Quote help' }] }] });
  expect(safeNextIn('/quote-help', withPage, origin)).toBe('/quote-help');
  // Without a registry, only the shell's own pages.
  expect(safeNextIn('/portal', servedRoots(null), origin)).toBe('/portal');
  expect(safeNextIn('/quotes', servedRoots(null), origin)).toBe('/shipments');
});
