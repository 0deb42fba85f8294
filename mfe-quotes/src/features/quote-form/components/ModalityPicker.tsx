import type { Modality } from '@portal/contracts/wire';
import { MODALITY_LABELS, QUOTE_MODALITIES } from '@portal/contracts/rules/quoteForm';
import { errorId, fieldId } from './fields';

interface Props {
  value: Modality | '';
  onChoose(modality: Modality): void;
  error?: string;
}

/** Spec §4: choosing a mode clears the rest of the form; choosing it again deselects it. */
export function ModalityPicker({ value, onChoose, error }: Props) {
  return (
    <fieldset className="field choice-group" aria-describedby={error ? errorId('modality') : undefined}>
      <legend className="label required">Transport mode</legend>
      <div className="row">
        {QUOTE_MODALITIES.map((m) => (
          <button key={m} type="button" id={m === QUOTE_MODALITIES[0] ? fieldId('modality') : undefined} className="btn modality-button" aria-pressed={value === m} onClick={() => onChoose(m)}>
            <span className={`modality modality-${m.toLowerCase()}`} aria-hidden="true">
              {m}
            </span>
            {MODALITY_LABELS[m]}
          </button>
        ))}
      </div>
      <p className="field-hint muted">Changing the transport mode starts the request afresh.</p>
      {error && (
        <p id={errorId('modality')} className="field-error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
