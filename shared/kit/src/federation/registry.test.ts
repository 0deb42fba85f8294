import { findRemoteForPath, matchesRoute, type RemoteRegistry } from './registry';

test.each([
  ['/quotes/*', '/quotes', true],
  ['/quotes/*', '/quotes/', true],
  ['/quotes/*', '/quotes/create', true],
  ['/quotes/*', '/quotesx', false],
  ['/sandbox', '/sandbox', true],
  ['/sandbox', '/sandbox/', true],
  ['/sandbox', '/sandbox/1', false],
  ['/networks', '/network', false],
])('%s matches %s: %s', (pattern, path, expected) => {
  expect(matchesRoute(pattern, path)).toBe(expected);
});

const registry: RemoteRegistry = {
  remotes: [
    { name: 'dashboard', manifest: 'http://a/mf-manifest.json', enabled: true, routes: [{ path: '/shipments', title: 'MyDashboard' }, { path: '/myshipments/*', title: 'MyShipments' }] },
    { name: 'quotes', manifest: 'http://b/mf-manifest.json', enabled: true, routes: [{ path: '/quotes/*', title: 'Quotes' }, { path: '/sandbox', title: 'My Sandbox' }] },
  ],
};

test('finds the remote and route that own a path, and nothing for an unknown one', () => {
  expect(findRemoteForPath(registry, '/myshipments/air')).toMatchObject({ remote: { name: 'dashboard' }, route: { title: 'MyShipments' } });
  expect(findRemoteForPath(registry, '/sandbox')).toMatchObject({ remote: { name: 'quotes' }, route: { title: 'My Sandbox' } });
  expect(findRemoteForPath(registry, '/nowhere')).toBeNull();
});
