import { useFormikContext } from 'formik';
import { PACKAGE_TYPES_LONG, PACKAGE_TYPES_SHORT, QUOTE_LIMITS, isShown, volumeRequired, type QuoteField, type QuoteFormValues } from '@portal/contracts/rules/quoteForm';
import { describedBy, errorId, fieldId, TextField } from './fields';
import { QuickChoice } from './QuickChoice';
import { CheckboxField } from './fields';

const LINES: { type: QuoteField; count: QuoteField; title: string }[] = [
  { type: 'packageType', count: 'packageCount', title: 'Package type' },
  { type: 'packageType2', count: 'packageCount2', title: 'Package type (line 2)' },
  { type: 'packageType3', count: 'packageCount3', title: 'Package type (line 3)' },
];

/** Up to three package lines (the next opens once a type is chosen), then weights and handling. */
export function PackagesSection() {
  const { values, errors, touched, setFieldValue, setFieldTouched } = useFormikContext<QuoteFormValues>();
  const error = (name: QuoteField) => (touched[name] ? (errors[name] as string | undefined) : undefined);

  return (
    <section className="card stack" aria-labelledby="quote-packages-title">
      <h2 id="quote-packages-title">Packages and measurements</h2>
      {LINES.filter((line) => isShown(line.type, values)).map((line, index) => (
        <div key={line.type} className="package-line">
          <QuickChoice
            name={line.type}
            label={line.title}
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
          <TextField name={line.count} label={index === 0 ? 'Package count' : `Package count (line ${index + 1})`} required={Boolean(values[line.type])} inputMode="numeric" maxLength={6} />
          {index > 0 && values[line.type] && (
            <button type="button" className="btn btn-sm btn-ghost package-remove" onClick={() => { void setFieldValue(line.type, ''); void setFieldValue(line.count, ''); }}>
              Remove line {index + 1}
            </button>
          )}
        </div>
      ))}
      {isShown('palletExchange', values) && <CheckboxField name="palletExchange" label="Pallet exchange" />}
      <div className="form-grid">
        <TextField name="weight" label="Weight" unit="kg" required inputMode="decimal" maxLength={12} />
        <TextField name="volume" label="Volume" unit="cbm" required={volumeRequired(values)} inputMode="decimal" maxLength={10} />
        {isShown('loadingMeters', values) && <TextField name="loadingMeters" label="Loading meters" unit="ldm" inputMode="decimal" maxLength={6} hint={`A full trailer is 13.6 ldm (at most ${QUOTE_LIMITS.loadingMeters}).`} />}
        <TextField name="temperature" label="Temperature" unit="°C" inputMode="decimal" maxLength={6} hint="Only for temperature-controlled goods." />
      </div>
      {isShown('tailgate', values) && <TailgateField error={error('tailgate')} />}
    </section>
  );
}

function TailgateField({ error }: { error?: string }) {
  const { values, setFieldValue, setFieldTouched } = useFormikContext<QuoteFormValues>();
  return (
    <fieldset className="field choice-group" aria-describedby={describedBy('tailgate', error)}>
      <legend className="label required">Tailgate needed</legend>
      <div className="row">
        {(['yes', 'no'] as const).map((answer) => (
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
            {answer === 'yes' ? 'Yes' : 'No'}
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId('tailgate')} className="field-error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
