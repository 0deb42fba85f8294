import { useEffect, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { useNavigate } from 'react-router-dom';
import { call } from '@portal/kit';
import { SEARCH_LIMITS, searchContract } from '@portal/contracts/search';
import { searchOptions, type SearchOption } from './searchTargets';
import './search.css';
import { useShellT } from '../i18n/useShellT';

const DEBOUNCE_MS = 250;
const LIST_ID = 'header-search-results';

type State = { kind: 'idle' } | { kind: 'loading' } | { kind: 'done'; q: string; options: SearchOption[] } | { kind: 'failed' };

/**
 * The search box (an ARIA combobox with a grouped listbox): results as you type, arrows to move,
 * Enter opens the chosen result, or the one whose reference is exactly what was typed.
 */
export default function SearchPanel({ id, onClose, toggle }: { id: string; onClose(returnFocus: boolean): void; toggle: RefObject<HTMLButtonElement | null> }) {
  const navigate = useNavigate();
  const t = useShellT();
  const [q, setQ] = useState('');
  const [state, setState] = useState<State>({ kind: 'idle' });
  const [active, setActive] = useState(-1);
  const panelRef = useRef<HTMLDivElement>(null);
  const words = q.trim();

  useEffect(() => {
    if (words.length < SEARCH_LIMITS.minLength) {
      setState({ kind: 'idle' });
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      setState({ kind: 'loading' });
      call(searchContract.search, { query: { q: words }, signal: controller.signal }).then(
        (results) => {
          setState({ kind: 'done', q: words, options: searchOptions(results, words) });
          setActive(-1);
        },
        () => !controller.signal.aborted && setState({ kind: 'failed' }),
      );
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [words]);

  // A click outside the panel and its button closes it.
  useEffect(() => {
    const outside = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!panelRef.current?.contains(target) && !toggle.current?.contains(target)) onClose(false);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [onClose, toggle]);

  const options = state.kind === 'done' ? state.options : [];
  const open = (option: SearchOption) => {
    onClose(false);
    navigate(option.to);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (options.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => (i + step + options.length) % options.length);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const chosen = options[active] ?? (state.kind === 'done' && state.q === words ? options.find((o) => o.exact) : undefined);
      if (chosen) open(chosen);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      onClose(true);
    }
  };

  const expanded = options.length > 0;
  const groups = (['Shipments', 'Quotes', 'Documents'] as const).map((group) => ({ group, items: options.filter((o) => o.group === group) })).filter((g) => g.items.length > 0);
  return (
    <div className="header-search" id={id} ref={panelRef} role="search">
      <input
        type="text"
        className="input header-search-input"
        role="combobox"
        aria-label={t('search.label')}
        aria-expanded={expanded}
        aria-controls={LIST_ID}
        aria-autocomplete="list"
        aria-activedescendant={active >= 0 && options[active] ? options[active].id : undefined}
        placeholder={t('search.placeholder')}
        maxLength={SEARCH_LIMITS.maxLength}
        autoComplete="off"
        spellCheck={false}
        autoFocus
        value={q}
        onChange={(event) => setQ(event.target.value)}
        onKeyDown={onKeyDown}
      />
      <ul id={LIST_ID} role="listbox" aria-label={t('search.results')} className="header-search-results" hidden={!expanded}>
        {groups.map(({ group, items }) => (
          <li key={group} role="presentation">
            <ul role="group" aria-label={t(`search.group.${group}`)}>
              <li role="presentation" className="header-search-group" aria-hidden="true">
                {t(`search.group.${group}`)}
              </li>
              {items.map((option) => (
                <li
                  key={option.id}
                  id={option.id}
                  role="option"
                  aria-selected={options[active]?.id === option.id}
                  className="header-search-option"
                  onPointerDown={(event) => event.preventDefault()}
                  onClick={() => open(option)}
                >
                  <span className="header-search-label">{option.order ? t('search.withOrder', { id: option.label, order: option.order }) : option.label}</span>
                  <span className="header-search-detail">{option.detail}</span>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
      <p className="header-search-status" role="status">
        {words.length > 0 && words.length < SEARCH_LIMITS.minLength && t('search.tooShort', { count: SEARCH_LIMITS.minLength })}
        {state.kind === 'loading' && t('search.searching')}
        {state.kind === 'failed' && t('search.failed')}
        {state.kind === 'done' && (options.length === 0 ? t('search.nothing', { q: state.q }) : t('search.found', { count: options.length }))}
      </p>
    </div>
  );
}
