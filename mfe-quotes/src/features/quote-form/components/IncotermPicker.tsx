import type { Modality } from '@portal/contracts/wire';
import { INCOTERM_BUTTONS, OTHER_INCOTERMS } from '@portal/contracts/rules/quoteForm';
import { useQuotesT } from '../../../messages';
import { errorId, fieldId, FieldError } from './fields';

interface Props {
  modality: Modality;
  value: string;
  onChoose(incoterm: string): void;
  error?: string;
}

/** decisions.md: EXW, FCA, (FOB for sea and air), DAP as buttons; the modality's others in "Other". */
export function IncotermPicker({ modality, value, onChoose, error }: Props) {
  const others = OTHER_INCOTERMS[modality];
  const t = useQuotesT();
  return (
    <fieldset className="field choice-group" aria-describedby={error ? errorId('incoterm') : undefined}>
      <legend className="label required">{t('form.incoterm')}</legend>
      <div className="row">
        {INCOTERM_BUTTONS[modality].map((term, i) => (
          <button key={term} type="button" id={i === 0 ? fieldId('incoterm') : undefined} className="btn btn-sm" aria-pressed={value === term} onClick={() => onChoose(term)}>
            {term}
          </button>
        ))}
        <select className={others.includes(value) ? 'select incoterm-other is-chosen' : 'select incoterm-other'} aria-label={t('form.otherIncoterm')} value={others.includes(value) ? value : ''} onChange={(e) => e.target.value && onChoose(e.target.value)}>
          <option value="">{t('form.other')}</option>
          {others.map((term) => (
            <option key={term} value={term}>
              {term}
            </option>
          ))}
        </select>
      </div>
      <p className="field-hint muted">{t('form.incotermHint')}</p>
      <FieldError name="incoterm" error={error} />
    </fieldset>
  );
}
