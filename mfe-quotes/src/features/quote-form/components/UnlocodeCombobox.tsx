import { useEffect, useRef, useState } from 'react';
import { useCombobox } from 'downshift';
import { ApiError, notifyError, tFor } from '@portal/kit';
import { QUOTES_NS, useQuotesT } from '../../../messages';
import { useDebouncedSearch } from '../hooks/useDebouncedSearch';
import { describedBy, FieldError } from './fields';

export interface ComboboxProps<Item> {
  id: string;
  label: string;
  value: string;
  onChange(value: string): void;
  onBlur?(): void;
  search(query: string, signal: AbortSignal): Promise<Item[]>;
  toValue(item: Item): string;
  toLabel(item: Item): string;
  /** A second, muted text per option (the UN/LOCODE). */
  toDetail?(item: Item): string;
  /** The label of a value set from outside (a restored draft). */
  resolve?(value: string, signal: AbortSignal): Promise<string | null>;
  /** The typed text is the value (a city may be missing from UN/LOCODE); else only a pick counts. */
  freeText?: boolean;
  /**
   * Whether typed text names this item exactly ("france", "FR"): confirmed with Enter or Tab (or
   * on leaving the field) it is picked as if chosen from the list; text that names nothing is
   * flagged at once with `unmatchedMessage`.
   */
  exactMatch?(item: Item, text: string): boolean;
  unmatchedMessage?(text: string): string;
  /** [LOAD_COUNTRIES] etc.: shown when a search fails. */
  errorTag: string;
  required?: boolean;
  disabled?: boolean;
  hint?: string;
  error?: string;
  placeholder?: string;
}

/**
 * A search-as-you-type field over UN/LOCODE (downshift's WAI-ARIA combobox: arrow keys, Enter,
 * Escape, screen-reader announcements). Searches 250 ms after the last keystroke.
 */
export function UnlocodeCombobox<Item>(props: ComboboxProps<Item>) {
  const t = useQuotesT();
  const { id, label, value, onChange, search, toValue, toLabel, toDetail, resolve, freeText, exactMatch, unmatchedMessage, errorTag, required, disabled, hint, error, placeholder } = props;
  const [inputValue, setInputValue] = useState(value);
  const typed = useRef(value);
  typed.current = inputValue;
  // The text last confirmed that names nothing in the list (flagged until it changes).
  const [unmatched, setUnmatched] = useState<string | null>(null);
  // The picked option, controlled: left to itself downshift would reset the text on re-renders.
  const [selected, setSelected] = useState<Item | null>(null);
  // For a picked code the mount counts as a change from outside, so its label gets resolved.
  const committed = useRef(freeText ? value : '');

  const commit = (next: string) => {
    committed.current = next;
    onChange(next);
  };

  // A value changed from outside (cleared by a country change, restored from a draft).
  useEffect(() => {
    if (value === committed.current) return;
    committed.current = value;
    setSelected(null);
    setInputValue(value);
    if (!value || freeText || !resolve) return;
    const controller = new AbortController();
    resolve(value, controller.signal).then((found) => found && !controller.signal.aborted && setInputValue(found), () => undefined);
    return () => controller.abort();
  }, [value, freeText, resolve]);

  const [open, setOpen] = useState(false);
  const onError = (err: unknown) => {
    if (err instanceof ApiError && err.status === 401) return;
    notifyError(tFor(QUOTES_NS)('form.searchFailed', { tag: errorTag }));
  };
  const { items, loading } = useDebouncedSearch(search, inputValue, open && !disabled, onError);

  const combobox = useCombobox<Item>({
    items,
    inputId: id,
    inputValue,
    itemToString: (item) => (item ? toLabel(item) : ''),
    itemToKey: (item) => (item ? toValue(item) : null),
    selectedItem: selected,
    onIsOpenChange: ({ isOpen }) => setOpen(Boolean(isOpen)),
    onInputValueChange: ({ inputValue: text, type, selectedItem }) => {
      // Dropping the pick as the user types over it (below) must not wipe what is being typed.
      if (type === useCombobox.stateChangeTypes.ControlledPropUpdatedSelectedItem && !selectedItem) return;
      setInputValue(text ?? '');
      setUnmatched(null);
      if (type !== useCombobox.stateChangeTypes.InputChange) return;
      if (freeText) commit(text ?? '');
      else if (committed.current) {
        setSelected(null);
        commit(''); // the text no longer names the picked place
      }
    },
    onSelectedItemChange: ({ selectedItem }) => {
      if (!selectedItem) return;
      setSelected(selectedItem);
      commit(toValue(selectedItem));
      setInputValue(toLabel(selectedItem));
    },
  });
  const { isOpen, highlightedIndex, getLabelProps, getInputProps, getMenuProps, getItemProps, openMenu, selectItem } = combobox;

  /** Typed text not picked from the list: take the item it names exactly, else flag it. */
  const confirmTyped = async () => {
    const text = typed.current.trim();
    if (freeText || !exactMatch || !text || committed.current) return;
    const names = (item: Item) => exactMatch(item, text) || toLabel(item).toLowerCase() === text.toLowerCase();
    let found = items.find(names);
    if (!found) {
      try {
        found = (await search(text, new AbortController().signal)).find(names);
      } catch (err) {
        onError(err);
        return;
      }
    }
    if (typed.current.trim() !== text || committed.current) return; // typed on or picked meanwhile
    if (found) selectItem(found);
    else setUnmatched(text);
  };
  const shownError = unmatched !== null && unmatchedMessage ? unmatchedMessage(unmatched) : error;
  const listed = isOpen && items.length > 0;
  const status = isOpen && !loading && items.length === 0 && inputValue ? t('form.noMatches') : loading ? t('form.searching') : '';

  return (
    <div className="field combobox">
      <label {...getLabelProps()} className={required ? 'required' : undefined}>
        {label}
      </label>
      <input
        {...getInputProps({
          onFocus: () => !disabled && !isOpen && openMenu(),
          onBlur: () => {
            // A highlighted option is picked by downshift itself on Tab.
            if (!(isOpen && highlightedIndex >= 0)) void confirmTyped();
            props.onBlur?.();
          },
          onKeyDown: (event) => {
            if (event.key !== 'Enter' || (isOpen && highlightedIndex >= 0) || freeText || !exactMatch || committed.current || !typed.current.trim()) return;
            // Enter on typed text confirms it here instead of submitting the whole form.
            event.preventDefault();
            (event.nativeEvent as KeyboardEvent & { preventDownshiftDefault?: boolean }).preventDownshiftDefault = true;
            void confirmTyped();
          },
          disabled,
        })}
        className="input"
        placeholder={placeholder}
        aria-invalid={shownError ? true : undefined}
        aria-required={required || undefined}
        aria-describedby={describedBy(id.replace(/^quote-/, ''), shownError, hint)}
        autoComplete="off"
      />
      <ul {...getMenuProps()} className="combobox-menu" hidden={!listed}>
        {listed &&
          items.map((item, index) => (
            <li key={toValue(item) + index} className={highlightedIndex === index ? 'is-highlighted' : undefined} {...getItemProps({ item, index })}>
              <span>{toLabel(item)}</span>
              {toDetail && <span className="muted combobox-detail">{toDetail(item)}</span>}
            </li>
          ))}
      </ul>
      <span className="combobox-status muted" aria-live="polite">
        {status}
      </span>
      {hint && (
        <p id={`${id}-hint`} className="field-hint muted">
          {hint}
        </p>
      )}
      <FieldError name={id.replace(/^quote-/, '')} error={shownError} />
    </div>
  );
}
