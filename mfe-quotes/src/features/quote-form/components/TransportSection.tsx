import { useFormikContext } from 'formik';
import type { Modality } from '@portal/contracts/wire';
import { chooseIncoterm, chooseModality, FIELDS_BELOW_INCOTERM, localToday, type QuoteFormValues } from '@portal/contracts/rules/quoteForm';
import { useQuotesT } from '../../../messages';
import { TextField } from './fields';
import { IncotermPicker } from './IncotermPicker';
import { ModalityPicker } from './ModalityPicker';
import { OrganisationField } from './OrganisationField';

/** A copy of a per-field map without the given fields. */
function without<T extends object>(map: T, fields: readonly string[]): T {
  const copy = { ...map } as Record<string, unknown>;
  for (const field of fields) delete copy[field];
  return copy as T;
}

/** Who, how and when: organisation (groups only), transport mode, incoterm, its place, departure. */
export function TransportSection({ isGroup }: { isGroup: boolean }) {
  const { values, errors, touched, submitCount, setValues, setErrors, setTouched, setFormikState } = useFormikContext<QuoteFormValues>();
  const t = useQuotesT();
  const shown = (name: 'modality' | 'incoterm') => (touched[name] || submitCount > 0 ? errors[name] : undefined);

  const onModality = (m: Modality) => {
    // Spec §4: all other fields and their errors go.
    void setValues(chooseModality(values, m), false);
    setErrors({});
    void setTouched({}, false);
  };
  const onIncoterm = (term: string) => {
    const next = chooseIncoterm(values, term);
    if (next === values) return;
    // Spec §4: the fields below go, and with them their errors and touched state (an emptied
    // field must not greet the customer with "required"). One state update, from the latest state.
    setFormikState((state) => ({
      ...state,
      values: next,
      errors: without(state.errors, ['incoterm', ...FIELDS_BELOW_INCOTERM]),
      touched: without(state.touched, FIELDS_BELOW_INCOTERM),
    }));
  };

  return (
    <section className="card stack" aria-labelledby="quote-transport-title">
      <h2 id="quote-transport-title">{t('form.transport')}</h2>
      {isGroup && <OrganisationField />}
      <ModalityPicker value={values.modality} onChoose={onModality} error={shown('modality')} />
      {values.modality && <IncotermPicker modality={values.modality} value={values.incoterm} onChoose={onIncoterm} error={shown('incoterm')} />}
      {values.modality && values.incoterm && (
        <div className="form-grid">
          <TextField name="incotermLocation" label={t('form.incotermLocation')} required maxLength={100} hint={t('form.incotermLocationHint')} />
          <TextField
            name="departureDate"
            label={t('form.departureDate')}
            required
            inputMode="numeric"
            maxLength={10}
            placeholder={t('form.departureDatePlaceholder')}
            hint={t('form.departureDateHint', { today: localToday() })}
          />
        </div>
      )}
    </section>
  );
}
