import { useRef, type ChangeEvent } from 'react';
import { useReferenceT } from '../../messages';

/**
 * A date typed as Y-m-d text (the portal's format, whatever the browser's locale shows in a
 * native date field), with a calendar button that opens the browser's own picker. Bad text is
 * left to the form's rules, which say what is wrong.
 */
export interface YmdInputProps {
  id: string;
  name: string;
  label: string;
  value: string;
  disabled?: boolean;
  onChange(e: ChangeEvent<HTMLInputElement>): void;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}

const HIDDEN_PICKER = { position: 'absolute', opacity: 0, width: 1, height: 1, pointerEvents: 'none', right: 0, bottom: 0 } as const;

export function YmdInput({ label, ...input }: YmdInputProps) {
  const t = useReferenceT();
  const picker = useRef<HTMLInputElement>(null);
  const openPicker = () => {
    try {
      picker.current?.showPicker();
    } catch {
      picker.current?.focus();
    }
  };
  return (
    <div style={{ display: 'flex', gap: 4, position: 'relative' }}>
      <input className="input" inputMode="numeric" placeholder={t('upload.dateHint')} maxLength={10} autoComplete="off" {...input} />
      <button type="button" className="btn btn-ghost" onClick={openPicker} disabled={input.disabled} aria-label={t('upload.calendarOf', { label })}>
        <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2">
          <rect x="3" y="5" width="18" height="16" rx="2" />
          <path d="M3 10h18M8 3v4M16 3v4" />
        </svg>
      </button>
      <input
        ref={picker}
        type="date"
        tabIndex={-1}
        aria-hidden="true"
        style={HIDDEN_PICKER}
        value={/^\d{4}-\d{2}-\d{2}$/.test(input.value) ? input.value : ''}
        onChange={input.onChange}
      />
    </div>
  );
}
