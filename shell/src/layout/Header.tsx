import { Link } from 'react-router-dom';
import { CustomerSelector } from './CustomerSelector';
import { NotificationBell } from '../notifications/NotificationBell';
import { MenuToggle, type MenuToggleProps } from './MenuToggle';
import { UserMenu } from './UserMenu';
import { SearchButton } from '../search/SearchButton';

export function Header({ menu }: { menu: MenuToggleProps }) {
  return (
    <header className="app-header">
      <Link to="/shipments" className="brand">
        <span className="brand-mark" aria-hidden="true">
          M
        </span>
        <span className="brand-name">Meridian Freight</span>
        <span className="sr-only"> customer portal, home</span>
      </Link>
      <CustomerSelector />
      <span className="spacer" />
      <SearchButton />
      <MenuToggle {...menu} />
      <NotificationBell />
      <UserMenu />
    </header>
  );
}
