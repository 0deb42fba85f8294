import { useId, useState } from 'react';
import { useQuotesT } from '../../../messages';
import { fieldId, errorId, FieldError } from './fields';

interface Props {
  name: string;
  label: string;
  value: string;
  quick: readonly string[];
  others: readonly string[];
  onChange(value: string): void;
  /** An option's words; the value itself is what is sent. */
  labelOf(value: string): string;
  required?: boolean;
  error?: string;
}

/**
 * The short list as quick buttons and "Other" opening the long list (decisions.md: container and
 * package types; no entry of either list is lost).
 */
export function QuickChoice({ name, label, value, quick, others, onChange, labelOf, required, error }: Props) {
  const t = useQuotesT();
  const inOthers = others.includes(value);
  const [otherOpen, setOtherOpen] = useState(inOthers);
  const labelId = useId();
  const showOthers = otherOpen || inOthers;
  const describedBy = error ? errorId(name) : undefined;

  return (
    <div className="field quick-choice">
      <span id={labelId} className={required ? 'label required' : 'label'}>
        {label}
      </span>
      <div className="row quick-choice-buttons" role="group" aria-labelledby={labelId} aria-describedby={describedBy}>
        {quick.map((option) => (
          <button key={option} type="button" className="btn btn-sm" id={option === quick[0] ? fieldId(name) : undefined} aria-pressed={value === option} onClick={() => { setOtherOpen(false); onChange(option); }}>
            {labelOf(option)}
          </button>
        ))}
        <button type="button" className="btn btn-sm" aria-pressed={showOthers} aria-expanded={showOthers} onClick={() => setOtherOpen(true)}>
          {t('form.other')}
        </button>
      </div>
      {showOthers && (
        <select className="select" aria-label={t('form.otherOf', { label })} value={inOthers ? value : ''} onChange={(e) => onChange(e.target.value)} aria-invalid={error ? true : undefined} aria-describedby={describedBy}>
          <option value="">{t('form.choose')}</option>
          {others.map((o) => (
            <option key={o} value={o}>
              {labelOf(o)}
            </option>
          ))}
        </select>
      )}
      <FieldError name={name} error={error} />
    </div>
  );
}
