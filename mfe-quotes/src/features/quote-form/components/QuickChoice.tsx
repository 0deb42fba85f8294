import { useId, useState } from 'react';
import { fieldId, errorId } from './fields';

interface Props {
  name: string;
  label: string;
  value: string;
  quick: readonly string[];
  others: readonly string[];
  onChange(value: string): void;
  required?: boolean;
  error?: string;
}

/**
 * The short list as quick buttons and "Other" opening the long list (decisions.md: container and
 * package types; no entry of either list is lost).
 */
export function QuickChoice({ name, label, value, quick, others, onChange, required, error }: Props) {
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
            {option}
          </button>
        ))}
        <button type="button" className="btn btn-sm" aria-pressed={showOthers} aria-expanded={showOthers} onClick={() => setOtherOpen(true)}>
          Other…
        </button>
      </div>
      {showOthers && (
        <select className="select" aria-label={`${label}: other`} value={inOthers ? value : ''} onChange={(e) => onChange(e.target.value)} aria-invalid={error ? true : undefined} aria-describedby={describedBy}>
          <option value="">Choose…</option>
          {others.map((o) => (
            <option key={o} value={o}>
              {o}
            </option>
          ))}
        </select>
      )}
      {error && (
        <p id={errorId(name)} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}
