import { lazy, Suspense, useRef, useState } from 'react';
import { useShellT } from '../i18n/useShellT';

/** The panel (input, results, their reads) is a chunk of its own: the shell's first load carries this button only. */
const loadPanel = () => import(/* webpackChunkName: "header-search" */ './SearchPanel');
const SearchPanel = lazy(loadPanel);

/**
 * The header's one search: a button that opens the search box under the header. Pointing at it
 * or focusing it fetches the panel's chunk, so it is there by the click.
 */
export function SearchButton() {
  const t = useShellT();
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };
  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className="btn btn-sm btn-ghost header-btn search-toggle"
        aria-expanded={open}
        aria-controls={open ? 'header-search' : undefined}
        onPointerEnter={() => void loadPanel()}
        onFocus={() => void loadPanel()}
        onClick={() => (open ? close(false) : setOpen(true))}
      >
        <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round">
          <circle cx="11" cy="11" r="6.5" />
          <path d="M16 16l4.5 4.5" />
        </svg>
        <span className="search-toggle-label">{t('search.button')}</span>
      </button>
      {open && (
        <Suspense fallback={null}>
          <SearchPanel id="header-search" onClose={close} toggle={buttonRef} />
        </Suspense>
      )}
    </>
  );
}
