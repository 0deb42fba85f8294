import { useFormikContext } from 'formik';
import { PACKAGE_TYPES_LONG, PACKAGE_TYPES_SHORT, QUOTE_LIMITS, isShown, volumeRequired, type QuoteField, type QuoteFormValues } from '@portal/contracts/rules/quoteForm';
import { useFormat } from '@portal/kit';
import { useChoiceLabel, useQuotesT } from '../../../messages';
import { CheckboxField, describedBy, fieldId, FieldError, TextField } from './fields';
import { QuickChoice } from './QuickChoice';

const LINES: { type: QuoteField; count: QuoteField }[] = [
  { type: 'packageType', count: 'packageCount' },
  { type: 'packageType2', count: 'packageCount2' },
  { type: 'packageType3', count: 'packageCount3' },
];
/** A full trailer's loading meters (13.6 m of floor). */
const FULL_TRAILER_LDM = 13.6;
const ANSWERS = ['yes', 'no'] as const;

/** Up to three package lines (the next opens once a type is chosen), then weights and handling. */
export function PackagesSection() {
  const { values, errors, touched, setFieldValue, setFieldTouched } = useFormikContext<QuoteFormValues>();
  const error = (name: QuoteField) => (touched[name] ? (errors[name] as string | undefined) : undefined);
  const t = useQuotesT();
  const choice = useChoiceLabel();
  const { number } = useFormat();
  const [palletExchange, loadingMeters, tailgate] = (['palletExchange', 'loadingMeters', 'tailgate'] as const).map((field) => isShown(field, values));

  return (
    <section className="card stack" aria-labelledby="quote-packages-title">
      <h2 id="quote-packages-title">{t('form.packages')}</h2>
      {LINES.filter((line) => isShown(line.type, values)).map((line, index) => (
        <div key={line.type} className="package-line">
          <QuickChoice
            name={line.type}
            label={index === 0 ? t('form.packageType') : t('form.packageTypeLine', { line: index + 1 })}
            labelOf={choice}
            required={index === 0}
            value={values[line.type] as string}
            quick={PACKAGE_TYPES_SHORT}
            others={PACKAGE_TYPES_LONG}
            onChange={(v) => {
              void setFieldValue(line.type, v);
              void setFieldTouched(line.type, true, false);
            }}
            error={error(line.type)}
          />
          <TextField name={line.count} label={index === 0 ? t('form.packageCount') : t('form.packageCountLine', { line: index + 1 })} required={Boolean(values[line.type])} inputMode="numeric" maxLength={6} />
          {index > 0 && values[line.type] && (
            <button type="button" className="btn btn-sm btn-ghost package-remove" onClick={() => { void setFieldValue(line.type, ''); void setFieldValue(line.count, ''); }}>
              {t('form.removeLine', { line: index + 1 })}
            </button>
          )}
        </div>
      ))}
      {palletExchange && <CheckboxField name="palletExchange" label={t('form.palletExchange')} />}
      <div className="form-grid">
        <TextField name="weight" label={t('form.weight')} unit={t('units.kg')} required inputMode="decimal" maxLength={12} />
        <TextField name="volume" label={t('form.volume')} unit={t('units.cbm')} required={volumeRequired(values)} inputMode="decimal" maxLength={10} />
        {loadingMeters && (
          <TextField
            name="loadingMeters"
            label={t('form.loadingMeters')}
            unit={t('units.ldm')}
            inputMode="decimal"
            maxLength={6}
            hint={t('form.loadingMetersHint', { full: number(FULL_TRAILER_LDM, { maximumFractionDigits: 1 }), max: number(QUOTE_LIMITS.loadingMeters) })}
          />
        )}
        <TextField name="temperature" label={t('form.temperature')} unit={t('units.celsius')} inputMode="decimal" maxLength={6} hint={t('form.temperatureHint')} />
      </div>
      {tailgate && <TailgateField error={error('tailgate')} />}
    </section>
  );
}

function TailgateField({ error }: { error?: string }) {
  const { values, setFieldValue, setFieldTouched } = useFormikContext<QuoteFormValues>();
  const t = useQuotesT();
  return (
    <fieldset className="field choice-group" aria-describedby={describedBy('tailgate', error)}>
      <legend className="label required">{t('form.tailgate')}</legend>
      <div className="row">
        {ANSWERS.map((answer) => (
          <label key={answer} className="checkbox">
            <input
              type="radio"
              name="tailgate"
              id={answer === 'yes' ? fieldId('tailgate') : undefined}
              value={answer}
              checked={values.tailgate === answer}
              onChange={() => {
                void setFieldValue('tailgate', answer);
                void setFieldTouched('tailgate', true, false);
              }}
            />
            {answer === 'yes' ? t('form.yes') : t('form.no')}
          </label>
        ))}
      </div>
      <FieldError name="tailgate" error={error} />
    </fieldset>
  );
}
