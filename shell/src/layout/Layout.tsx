import { useCallback, useEffect, useRef, useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { Header } from './Header';
import { ImpersonationBanner } from './ImpersonationBanner';
import { NavMenu } from './NavMenu';
import { PageHeading } from './PageHeading';
import { useShellT } from '../i18n/useShellT';

const MENU_ID = 'main-menu';

export function Layout() {
  // On a phone the menu folds behind the header's Menu button (shell.css decides the width).
  const [menuOpen, setMenuOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();
  const t = useShellT();
  useEffect(() => setMenuOpen(false), [pathname]);
  const closeMenu = useCallback((returnFocus: boolean) => {
    setMenuOpen(false);
    if (returnFocus) toggleRef.current?.focus();
  }, []);

  return (
    <div className="app">
      <a className="skip-link" href="#main">
        {t('header.skip')}
      </a>
      <ImpersonationBanner />
      <div className="app-chrome">
        <Header menu={{ open: menuOpen, controls: MENU_ID, toggleRef, onToggle: () => setMenuOpen((open) => !open) }} />
        <NavMenu id={MENU_ID} open={menuOpen} toggleRef={toggleRef} onClose={closeMenu} />
      </div>
      <main id="main" className="app-main" tabIndex={-1}>
        <PageHeading />
        <Outlet />
      </main>
    </div>
  );
}
