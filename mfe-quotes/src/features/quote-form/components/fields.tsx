import type { ReactNode } from 'react';
import { FastField, getIn, type FieldProps, type FormikProps } from 'formik';
import type { QuoteField, QuoteFormValues } from '@portal/contracts/rules/quoteForm';
import { useQuotesT, useRuleMessage } from '../../../messages';

/**
 * The form's inputs. Each is a formik FastField that re-renders only when its own value, error,
 * touched state or label changes: typing in one field does not re-render the other forty.
 */
export const fieldId = (name: QuoteField | string) => `quote-${name}`;
export const errorId = (name: QuoteField | string) => `quote-${name}-error`;

interface FastProps {
  required?: boolean;
  label?: string;
  options?: readonly string[];
  formik: FormikProps<QuoteFormValues>;
}

function onlyWhenOwnStateChanges(name: string) {
  return (next: FastProps, prev: FastProps) =>
    next.required !== prev.required ||
    next.label !== prev.label ||
    next.options !== prev.options ||
    next.formik.isSubmitting !== prev.formik.isSubmitting ||
    getIn(next.formik.values, name) !== getIn(prev.formik.values, name) ||
    getIn(next.formik.errors, name) !== getIn(prev.formik.errors, name) ||
    getIn(next.formik.touched, name) !== getIn(prev.formik.touched, name);
}

/** A field's error: the shared rule's English message (or the API's, already in the language) in the active language. */
export function FieldError({ name, error }: { name: string; error?: string | false }) {
  const rule = useRuleMessage();
  if (!error) return null;
  return (
    <p id={errorId(name)} className="field-error">
      {rule(error)}
    </p>
  );
}

/** The error to show: after the field was left, or after a submit (which touches every field). */
const shownError = (meta: FieldProps['meta']): string | undefined => (meta.touched && meta.error ? meta.error : undefined);

export const describedBy = (name: string, error?: string, hint?: ReactNode) => [error ? errorId(name) : null, hint ? `${fieldId(name)}-hint` : null].filter(Boolean).join(' ') || undefined;

interface TextFieldProps {
  name: QuoteField;
  label: string;
  required?: boolean;
  hint?: ReactNode;
  /** Shown after the input: 'kg', 'cbm', '°C' (in the language's words). */
  unit?: string;
  type?: 'text' | 'date';
  inputMode?: 'text' | 'decimal' | 'numeric';
  multiline?: boolean;
  rows?: number;
  maxLength?: number;
  min?: string;
  placeholder?: string;
  autoComplete?: string;
}

export function TextField({ name, label, required, hint, unit, type = 'text', inputMode, multiline, rows = 3, maxLength, min, placeholder, autoComplete = 'off' }: TextFieldProps) {
  return (
    <FastField name={name} required={required} label={label} shouldUpdate={onlyWhenOwnStateChanges(name)}>
      {({ field, meta }: FieldProps<string>) => {
        const error = shownError(meta);
        const common = {
          ...field,
          id: fieldId(name),
          'aria-invalid': error ? true : undefined,
          'aria-required': required || undefined,
          'aria-describedby': describedBy(name, error, hint),
          maxLength,
        };
        return (
          <div className="field">
            <label htmlFor={fieldId(name)} className={required ? 'required' : undefined}>
              {label}
            </label>
            {multiline ? (
              <textarea {...common} className="textarea" rows={rows} />
            ) : (
              <div className={unit ? 'input-unit' : undefined}>
                <input {...common} className="input" type={type} inputMode={inputMode} min={min} placeholder={placeholder} autoComplete={autoComplete} />
                {unit && <span aria-hidden="true">{unit}</span>}
              </div>
            )}
            {hint && (
              <p id={`${fieldId(name)}-hint`} className="field-hint muted">
                {hint}
              </p>
            )}
            <FieldError name={name} error={error} />
          </div>
        );
      }}
    </FastField>
  );
}

interface SelectFieldProps {
  name: QuoteField;
  label: string;
  options: readonly string[];
  required?: boolean;
  placeholder?: string;
  /** An option's words; the value itself is what is sent. */
  labelOf?: (value: string) => string;
}

export function SelectField({ name, label, options, required, placeholder, labelOf }: SelectFieldProps) {
  const t = useQuotesT();
  return (
    <FastField name={name} required={required} label={label} options={options} shouldUpdate={onlyWhenOwnStateChanges(name)}>
      {({ field, meta }: FieldProps<string>) => {
        const error = shownError(meta);
        return (
          <div className="field">
            <label htmlFor={fieldId(name)} className={required ? 'required' : undefined}>
              {label}
            </label>
            <select {...field} id={fieldId(name)} className="select" aria-invalid={error ? true : undefined} aria-required={required || undefined} aria-describedby={describedBy(name, error)}>
              <option value="">{placeholder ?? t('form.choose')}</option>
              {options.map((o) => (
                <option key={o} value={o}>
                  {labelOf ? labelOf(o) : o}
                </option>
              ))}
            </select>
            <FieldError name={name} error={error} />
          </div>
        );
      }}
    </FastField>
  );
}

export function CheckboxField({ name, label }: { name: QuoteField; label: string }) {
  return (
    <FastField name={name} type="checkbox" label={label} shouldUpdate={onlyWhenOwnStateChanges(name)}>
      {({ field, meta }: FieldProps<boolean>) => {
        const error = shownError(meta);
        return (
          <div className="field">
            <label className="checkbox" htmlFor={fieldId(name)}>
              <input name={field.name} onChange={field.onChange} onBlur={field.onBlur} id={fieldId(name)} type="checkbox" checked={Boolean(field.value)} aria-describedby={describedBy(name, error)} />
              {label}
            </label>
            <FieldError name={name} error={error} />
          </div>
        );
      }}
    </FastField>
  );
}
