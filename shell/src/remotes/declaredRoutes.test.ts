import { findRemoteForPath, matchesRoute, routeHome, type RemoteRegistry } from '@portal/kit';
import remotesConfig from '../../remotes.config.json';
import { DECLARED_ROUTES } from './declaredRoutes';

/** The registry the shell host serves, built the way host/src/serve-app.ts builds it. */
const registry: RemoteRegistry = {
  remotes: remotesConfig.remotes.map((r) => ({ name: r.name, manifest: `http://${r.name}/mf-manifest.json`, enabled: true, routes: [...(DECLARED_ROUTES[r.name] ?? [])] })),
};
const everyRoute = registry.remotes.flatMap((remote) => remote.routes.map((route) => ({ remote: remote.name, route })));

test('every deployed remote declares its routes, and every declaration belongs to a deployed remote', () => {
  expect(Object.keys(DECLARED_ROUTES).sort()).toEqual(remotesConfig.remotes.map((r) => r.name).sort());
  for (const remote of registry.remotes) expect(remote.routes.length).toBeGreaterThan(0);
});

test('each route has a title, an absolute path and opens at an address its own remote owns', () => {
  for (const { remote, route } of everyRoute) {
    expect(route.title.trim()).not.toBe('');
    expect(route.path).toMatch(/^\/[A-Za-z]/);
    expect(findRemoteForPath(registry, routeHome(route))?.remote.name).toBe(remote);
  }
});

test('no two routes claim the same address', () => {
  for (const a of everyRoute) {
    for (const b of everyRoute) {
      if (a !== b) expect(matchesRoute(b.route.path, routeHome(a.route))).toBe(false);
    }
  }
});

test('the menu lists the main pages in the remotes order, the reference area only with its permission', () => {
  const menu = everyRoute.filter(({ route }) => route.menu).map(({ route }) => route.menu);
  expect(menu).toEqual(['MyDashboard', 'MyShipments', 'Quotes', 'My Documents', 'My networks', 'Contact Us', 'My tracker', 'MyKPI', 'My TMS', 'Reference data']);
  expect(everyRoute.filter(({ route }) => route.permission).map(({ route }) => [route.menu, route.permission])).toEqual([['Reference data', 'reference.index']]);
});

test('early reads are same-origin API GET paths', () => {
  for (const { route } of everyRoute) for (const url of route.earlyFetch ?? []) expect(url).toMatch(/^\/api\/[a-z]/);
});
