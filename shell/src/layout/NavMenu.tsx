import { useEffect, useRef, type RefObject } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { matchesRoute, routeHome, usePortal } from '@portal/kit';
import { routeWord } from '../remotes/routeWords';
import { useRegistry } from '../remotes/RegistryProvider';
import { preloadRemote } from '../remotes/federationLoader';
import { useShellT } from '../i18n/useShellT';

interface NavMenuProps {
  id: string;
  /** Folded menu (a phone) opened by its toggle; ignored where the menu is always shown. */
  open: boolean;
  toggleRef: RefObject<HTMLButtonElement | null>;
  onClose(returnFocus: boolean): void;
}

/** Which of a route's words the menu shows. */
const MENU_WORD = 'menu';

/** The menu comes from the registry: a remote declares its entries and the permission they need. */
export function NavMenu({ id, open, toggleRef, onClose }: NavMenuProps) {
  const t = useShellT();
  const { registry } = useRegistry();
  const permissions = usePortal((s) => s.permissions);
  const language = usePortal((s) => s.language);
  const navRef = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  const entries = (registry?.remotes ?? [])
    .filter((r) => r.enabled)
    .flatMap((remote) => remote.routes.filter((r) => r.menu && (!r.permission || permissions.includes(r.permission))).map((route) => ({ remote: remote.name, route, name: routeWord(route, MENU_WORD, language) })));

  // Opened: focus goes to the first entry; Escape, or a click outside, closes it again.
  useEffect(() => {
    if (!open) return;
    navRef.current?.querySelector<HTMLAnchorElement>('a')?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onClose(true);
    };
    const onPointer = (e: PointerEvent) => {
      const target = e.target as Node;
      if (!navRef.current?.contains(target) && !toggleRef.current?.contains(target)) onClose(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open, onClose, toggleRef]);

  return (
    <nav ref={navRef} id={id} className={open ? 'app-nav is-open' : 'app-nav'} aria-label={t('header.mainNav')}>
      <ul>
        {entries.map(({ remote, route, name }) => {
          const to = routeHome(route);
          // Active over the whole pattern, not only at `to`: MyShipments links to its sea tab and stays marked on the air tab.
          const active = matchesRoute(route.path, pathname);
          return (
            <li key={to}>
              <Link to={to} className={active ? 'nav-link is-active' : 'nav-link'} aria-current={active ? 'page' : undefined} onMouseEnter={() => preloadRemote(remote)} onFocus={() => preloadRemote(remote)}
                onClick={() => open && onClose(false)}
              >
                {name}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
