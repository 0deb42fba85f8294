import { NavLink } from 'react-router-dom';
import { useQuotesT } from '../../../messages';

/**
 * Between the organisation's open quotes and My Sandbox (the user's own requests): the sandbox
 * is otherwise linked from nowhere. Links, not tabs: each list has its own address.
 */
const tabClass = ({ isActive }: { isActive: boolean }) => (isActive ? 'tab is-active' : 'tab');

export function QuoteListsNav() {
  const t = useQuotesT();
  return (
    <nav className="tabs quote-lists-nav" aria-label={t('list.nav')}>
      <NavLink to="/quotes" end className={tabClass}>
        {t('list.allOpen')}
      </NavLink>
      <NavLink to="/sandbox" className={tabClass}>
        {t('list.sandbox')}
      </NavLink>
    </nav>
  );
}
