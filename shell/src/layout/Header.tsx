import { Link } from 'react-router-dom';
import { CustomerSelector } from './CustomerSelector';
import { NotificationBell } from '../notifications/NotificationBell';
import { MenuToggle, type MenuToggleProps } from './MenuToggle';
import { UserMenu } from './UserMenu';
import { LanguageMenu } from './LanguageMenu';
import { useShellT } from '../i18n/useShellT';
import { SearchButton } from '../search/SearchButton';

export function Header({ menu }: { menu: MenuToggleProps }) {
  const t = useShellT();
  return (
    <header className="app-header">
      <Link to="/shipments" className="brand">
        <span className="brand-mark" aria-hidden="true" />
        <span className="brand-name">{t('header.brand')}</span>
        <span className="sr-only">{t('header.home')}</span>
      </Link>
      <CustomerSelector />
      <span className="spacer" />
      <SearchButton />
      <LanguageMenu id="header-language" />
      <MenuToggle {...menu} />
      <NotificationBell />
      <UserMenu />
    </header>
  );
}
