import { NavLink } from 'react-router-dom';

/**
 * Between the organisation's open quotes and My Sandbox (the user's own requests): the sandbox
 * is otherwise linked from nowhere. Links, not tabs: each list has its own address.
 */
const tabClass = ({ isActive }: { isActive: boolean }) => (isActive ? 'tab is-active' : 'tab');

export function QuoteListsNav() {
  return (
    <nav className="tabs quote-lists-nav" aria-label="Quote lists">
      <NavLink to="/quotes" end className={tabClass}>
        All open quotes
      </NavLink>
      <NavLink to="/sandbox" className={tabClass}>
        My Sandbox
      </NavLink>
    </nav>
  );
}
