import type { Modality } from '@portal/contracts/wire';
import { QUOTE_MODALITIES } from '@portal/contracts/rules/quoteForm';
import { useQuotesT } from '../../../messages';
import { errorId, fieldId, FieldError } from './fields';

interface Props {
  value: Modality | '';
  onChoose(modality: Modality): void;
  error?: string;
}

/** Spec §4: choosing a mode clears the rest of the form; choosing it again deselects it. */
export function ModalityPicker({ value, onChoose, error }: Props) {
  const t = useQuotesT();
  return (
    <fieldset className="field choice-group" aria-describedby={error ? errorId('modality') : undefined}>
      <legend className="label required">{t('form.mode')}</legend>
      <div className="row">
        {QUOTE_MODALITIES.map((m) => (
          <button key={m} type="button" id={m === QUOTE_MODALITIES[0] ? fieldId('modality') : undefined} className="btn modality-button" aria-pressed={value === m} onClick={() => onChoose(m)}>
            <span className={`modality modality-${m.toLowerCase()}`} aria-hidden="true">
              {t(`modeShort.${m}`)}
            </span>
            {t(`mode.${m}`)}
          </button>
        ))}
      </div>
      <p className="field-hint muted">{t('form.modeHint')}</p>
      <FieldError name="modality" error={error} />
    </fieldset>
  );
}
