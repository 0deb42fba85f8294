import { Outlet } from 'react-router-dom';
import { Header } from './Header';
import { ImpersonationBanner } from './ImpersonationBanner';
import { NavMenu } from './NavMenu';
import { PageHeading } from './PageHeading';

export function Layout() {
  return (
    <div className="app">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <ImpersonationBanner />
      <Header />
      <NavMenu />
      <main id="main" className="app-main" tabIndex={-1}>
        <PageHeading />
        <Outlet />
      </main>
    </div>
  );
}
