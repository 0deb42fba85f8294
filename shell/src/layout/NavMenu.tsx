import { NavLink } from 'react-router-dom';
import { usePortal } from '@portal/shared';
import { useRegistry } from '../remotes/RegistryProvider';
import { preloadRemote } from '../remotes/federationLoader';

/** The menu comes from the registry: a remote declares its entries and the permission they need. */
export function NavMenu() {
  const { registry } = useRegistry();
  const permissions = usePortal((s) => s.permissions);
  const entries = (registry?.remotes ?? [])
    .filter((r) => r.enabled)
    .flatMap((remote) => remote.routes.filter((r) => r.menu && (!r.permission || permissions.includes(r.permission))).map((route) => ({ remote: remote.name, route })));

  return (
    <nav className="app-nav" aria-label="Main">
      <ul>
        {entries.map(({ remote, route }) => {
          const to = route.path.replace(/\/\*$/, '');
          return (
            <li key={to}>
              <NavLink to={to} className={({ isActive }) => (isActive ? 'nav-link is-active' : 'nav-link')} onMouseEnter={() => preloadRemote(remote)} onFocus={() => preloadRemote(remote)}>
                {route.menu}
              </NavLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
