import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useShellT } from '../i18n/useShellT';
import { isGroupCode } from '@portal/contracts/rules/customerGroups';
import { notifyError, selectCustomer, usePortal } from '@portal/kit';
import type { CustomerOption } from '@portal/contracts/portal';

/**
 * The header's organisation/group selector: a searchable combobox whose list scrolls at 60vh.
 * Values starting with 00 are customer groups.
 */
/** The button's open-the-list mark, a glyph, hidden from screen readers. */
const CARET = '▾';

export function CustomerSelector() {
  const t = useShellT();
  const options = usePortal((s) => s.options);
  const selection = usePortal((s) => s.selection);
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const [busy, setBusy] = useState(false);
  const listId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);

  const filtered = useMemo(() => {
    const q = query.trim().toLowerCase();
    return q ? options.filter((o) => o.label.toLowerCase().includes(q) || o.value.toLowerCase().includes(q)) : options;
  }, [options, query]);

  useEffect(() => {
    if (!open) return;
    const onDocClick = (e: MouseEvent) => !rootRef.current?.contains(e.target as Node) && setOpen(false);
    document.addEventListener('mousedown', onDocClick);
    inputRef.current?.focus();
    return () => document.removeEventListener('mousedown', onDocClick);
  }, [open]);

  useEffect(() => setActive(0), [query]);

  const choose = async (option: CustomerOption) => {
    setOpen(false);
    setQuery('');
    if (option.value === selection?.value) return;
    setBusy(true);
    try {
      await selectCustomer(option.value);
    } catch (error) {
      // The spec's one message for a failed selection, whatever the cause; the cause goes to the console.
      console.error('[shell] selecting', option.value, 'failed', error);
      notifyError(t('auth.sessionError'));
    } finally {
      setBusy(false);
    }
  };

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'ArrowDown') {
      e.preventDefault();
      setActive((a) => Math.min(a + 1, filtered.length - 1));
    } else if (e.key === 'ArrowUp') {
      e.preventDefault();
      setActive((a) => Math.max(a - 1, 0));
    } else if (e.key === 'Enter') {
      e.preventDefault();
      if (filtered[active]) void choose(filtered[active]);
    } else if (e.key === 'Escape') {
      setOpen(false);
    }
  };

  if (options.length === 0) return null;

  return (
    <div className="customer-selector" ref={rootRef}>
      <button
        type="button"
        className="selector-button"
        aria-haspopup="listbox"
        aria-expanded={open}
        onClick={() => setOpen((o) => !o)}
        disabled={busy}
      >
        <span className="selector-kind">{selection?.isGroup ? t('host.group') : t('host.organisation')}</span>
        <span className="selector-label">{busy ? t('selector.switching') : (selection?.label ?? t('selector.choose'))}</span>
        <span className="sr-only">{t('selector.change')}</span>
        <span aria-hidden="true">{CARET}</span>
      </button>
      {open && (
        <div className="selector-popover">
          <input
            ref={inputRef}
            className="input"
            role="combobox"
            aria-expanded="true"
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={filtered[active] ? `${listId}-${filtered[active].value}` : undefined}
            aria-label={t('selector.search')}
            placeholder={t('selector.searchPlaceholder')}
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            onKeyDown={onKeyDown}
          />
          <ul id={listId} role="listbox" className="selector-list" aria-label={t('selector.list')}>
            {filtered.length === 0 && <li className="muted selector-empty">{t('selector.noMatch')}</li>}
            {filtered.map((option, i) => (
              <li
                key={option.value}
                id={`${listId}-${option.value}`}
                role="option"
                aria-selected={option.value === selection?.value}
                className={i === active ? 'selector-option is-active' : 'selector-option'}
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => void choose(option)}
                onMouseEnter={() => setActive(i)}
              >
                {isGroupCode(option.value) && <span className="badge">{t('host.group')}</span>} {option.label}
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
