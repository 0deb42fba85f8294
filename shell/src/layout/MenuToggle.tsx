import type { RefObject } from 'react';
import { useShellT } from '../i18n/useShellT';

export interface MenuToggleProps {
  open: boolean;
  /** Id of the menu it shows and hides. */
  controls: string;
  toggleRef: RefObject<HTMLButtonElement | null>;
  onToggle(): void;
}

/** The one button for the main menu on a phone or a tablet (hidden by CSS where the menu has room on one line). */
export function MenuToggle({ open, controls, toggleRef, onToggle }: MenuToggleProps) {
  const t = useShellT();
  return (
    <button ref={toggleRef} type="button" className="btn btn-sm btn-ghost header-btn menu-toggle" aria-expanded={open} aria-controls={controls} onClick={onToggle}>
      <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round">
        {open ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
      </svg>
      <span className="menu-toggle-label">{t('header.menu')}</span>
    </button>
  );
}
