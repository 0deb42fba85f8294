import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Form, Formik, useField, useFormikContext, type FormikErrors, type FormikHelpers } from 'formik';
import type { AnyObjectSchema, ValidationError } from 'yup';
// Stateful pieces come through the package name: this subpath module is bundled into each remote
// that uses it and must share the one API client, store and toasts.
import { ApiError, ErrorState, LoadingState, dismissErrorToasts, handleError, notifyError, usePageMeta, type Breadcrumb } from '@portal/kit';
import type { FieldOption, ReferenceField } from '@portal/contracts/reference/declaration';
import { formValuesOf, type FormValues } from '@portal/contracts/reference/formValues';
import { FieldFrame, FormActions } from './FieldFrame';
import { referenceT, useReferenceT, useReferenceWord } from '../messages';

/**
 * The generic create/edit page: fields from a declaration, the shared yup schema checked in the
 * browser as the user goes, and the server's 422 shown at the fields it names. The caller saves
 * (onSubmit) and navigates; a rejected save with field errors stays on the page.
 */
export interface FormPageProps {
  title: string;
  breadcrumbs?: Breadcrumb[];
  fields: readonly ReferenceField[];
  schema: AnyObjectSchema;
  /** yup context, e.g. { mode: 'create' }. */
  context?: Record<string, unknown>;
  /** The record being edited; undefined for a new one; null while it loads. */
  record?: Record<string, unknown> | null;
  /** Choices of fields with an optionsSource, by field name; undefined while they load. */
  options?: Record<string, FieldOption[]>;
  loadError?: unknown;
  /** Loads the record again (after a load error, or to take up a version saved by someone else meanwhile). */
  onRetry?(): void;
  submitLabel?: string;
  /** Receives the values as the schema casts them. Throw the ApiError to show its field errors. */
  onSubmit(values: Record<string, unknown>): Promise<void>;
  onCancel?(): void;
  children?: ReactNode;
}

function yupErrors(err: ValidationError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const item of err.inner.length > 0 ? err.inner : [err]) {
    const path = (item.path ?? 'form').replace(/\[\d+\]$/, '');
    if (!out[path]) out[path] = item.errors[0];
  }
  return out;
}

export function FormPage(props: FormPageProps) {
  const t = useReferenceT();
  const { title, breadcrumbs, fields, schema, context, record, options, loadError, onRetry, submitLabel = t('form.save'), onSubmit, onCancel, children } = props;
  usePageMeta(title, breadcrumbs);
  const initialValues = useMemo(() => (record === null ? null : formValuesOf(fields, record)), [fields, record]);
  const [formError, setFormError] = useState<string | null>(null);
  // The save was refused because someone else saved the record since it was loaded (409 STALE_VERSION).
  const [stale, setStale] = useState(false);
  const needsOptions = fields.some((f) => f.optionsSource);

  if (loadError) return <ErrorState message={t('form.loadFailed', { title })} onRetry={onRetry} />;
  if (!initialValues || (needsOptions && !options)) return <LoadingState label={t('form.loading')} />;

  const validate = async (values: FormValues): Promise<FormikErrors<FormValues>> => {
    try {
      await schema.validate(values, { abortEarly: false, context });
      return {};
    } catch (err) {
      return yupErrors(err as ValidationError) as FormikErrors<FormValues>;
    }
  };

  const submit = async (values: FormValues, helpers: FormikHelpers<FormValues>) => {
    setFormError(null);
    setStale(false);
    let payload: Record<string, unknown> = values;
    try {
      payload = schema.cast(values, { context, stripUnknown: true }) as Record<string, unknown>;
    } catch {
      // validate() passed, so a cast problem is unexpected: send the raw values, the server decides.
    }
    try {
      await onSubmit(payload);
      // Saved: the errors of earlier attempts no longer hold.
      dismissErrorToasts();
    } catch (error) {
      if (error instanceof ApiError && error.isValidation) {
        const map = error.fieldErrorMap();
        const known = new Set(fields.map((f) => f.name));
        helpers.setErrors(Object.fromEntries(Object.entries(map).filter(([k]) => known.has(k))));
        const other = Object.entries(map).filter(([k]) => !known.has(k));
        setFormError(other.length > 0 ? other.map(([, m]) => m).join(' ') : null);
        notifyError(referenceT()('form.invalid'));
      } else {
        handleError(error, referenceT()('form.saveFailed'));
        setFormError(error instanceof ApiError && error.status < 500 && error.status > 0 ? error.message : null);
        setStale(error instanceof ApiError && error.code === 'STALE_VERSION');
      }
    }
  };

  return (
    <Formik<FormValues> initialValues={initialValues} validate={validate} onSubmit={submit} enableReinitialize>
      {({ isSubmitting }) => (
        <Form className="card stack form-page" noValidate aria-label={title}>
          {children}
          {formError && (
            <p className="field-error" role="alert">
              {formError}
            </p>
          )}
          {stale && onRetry && (
            <p>
              <button
                type="button"
                className="btn"
                onClick={() => {
                  setStale(false);
                  setFormError(null);
                  onRetry();
                }}
              >
                {t('form.loadSaved')}
              </button>
            </p>
          )}
          <FocusFirstError />
          <div className="form-grid">
            {fields.map((field) => (
              <FieldControl key={field.name} field={field} options={field.options ? [...field.options] : (options?.[field.name] ?? [])} />
            ))}
          </div>
          <FormActions busy={isSubmitting} onCancel={onCancel} submitLabel={isSubmitting ? t('form.saving') : submitLabel} />
        </Form>
      )}
    </Formik>
  );
}

/** After a failed submit, move focus to the first field with an error (keyboard and screen readers). */
function FocusFirstError() {
  const { submitCount, isSubmitting, errors } = useFormikContext<FormValues>();
  const handled = useRef(0);
  const anchor = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    if (isSubmitting || submitCount === handled.current || Object.keys(errors).length === 0) return;
    handled.current = submitCount;
    const form = anchor.current?.closest('form');
    form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [submitCount, isSubmitting, errors]);
  return <span ref={anchor} hidden />;
}

function FieldControl({ field, options }: { field: ReferenceField; options: FieldOption[] }) {
  const t = useReferenceT();
  const word = useReferenceWord();
  const label = word(field.label);
  const hint = field.help && word(field.help);
  const [input, meta, helpers] = useField<string | boolean | string[]>(field.name);
  const { submitCount } = useFormikContext();
  const id = `field-${field.name}`;
  // Errors show from the first Save on ("punish late"): showing them on blur would move the
  // Save button under the pointer between mouse-down and mouse-up, and the click would be lost.
  const shown = submitCount > 0 && meta.error ? meta.error : null;
  const describedBy = [shown ? `${id}-error` : null, field.help ? `${id}-help` : null].filter(Boolean).join(' ') || undefined;
  const common = { id, name: field.name, 'aria-invalid': shown ? true : undefined, 'aria-describedby': describedBy, 'aria-required': field.required || undefined } as const;
  const frame = (control: ReactNode, { labelled = true, wide = false } = {}) => (
    <FieldFrame id={id} label={labelled ? label : undefined} required={field.required} wide={wide} hint={hint} error={shown}>
      {control}
    </FieldFrame>
  );

  if (field.type === 'boolean')
    return frame(
      <label className="checkbox" htmlFor={id}>
        <input {...common} type="checkbox" checked={Boolean(input.value)} onChange={(e) => helpers.setValue(e.target.checked)} onBlur={input.onBlur} />
        <span>{label}</span>
      </label>,
      { labelled: false, wide: true },
    );

  if (field.type === 'multiselect')
    return frame(
      <CheckboxList field={field} options={options} value={Array.isArray(input.value) ? input.value : []} onChange={(v) => helpers.setValue(v)} invalid={Boolean(shown)} describedBy={describedBy} />,
      { labelled: false, wide: true },
    );

  const text = typeof input.value === 'string' ? input.value : '';

  if (field.type === 'select')
    return frame(
      <select {...common} className="select" value={text} onChange={input.onChange} onBlur={input.onBlur}>
        <option value="">{field.required ? t('form.choose') : t('form.none')}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>,
    );

  if (field.type === 'textarea')
    return frame(<textarea {...common} className="textarea" rows={4} maxLength={field.maxLength} value={text} onChange={input.onChange} onBlur={input.onBlur} />, { wide: true });

  const type = field.type === 'number' ? 'number' : field.type === 'text' ? 'text' : field.type;
  return frame(
    <input
      {...common}
      className="input"
      type={type}
      step={field.type === 'number' ? (field.step ?? 'any') : undefined}
      maxLength={field.type === 'number' || field.type === 'date' ? undefined : field.maxLength}
      placeholder={field.placeholder}
      autoComplete={field.autoComplete}
      value={text}
      onChange={(e) => helpers.setValue(field.upperCase ? e.target.value.toUpperCase() : e.target.value)}
      onBlur={input.onBlur}
    />,
  );
}

const FILTER_FROM = 10;

/** A multi-select as a list of checkboxes, with a filter once the list gets long. */
function CheckboxList({ field, options, value, onChange, invalid, describedBy }: { field: ReferenceField; options: FieldOption[]; value: string[]; onChange(v: string[]): void; invalid: boolean; describedBy?: string }) {
  const t = useReferenceT();
  const label = useReferenceWord()(field.label);
  const [filter, setFilter] = useState('');
  const chosen = new Set(value);
  const needle = filter.trim().toLowerCase();
  const visible = needle ? options.filter((o) => o.label.toLowerCase().includes(needle)) : options;
  const toggle = (v: string, on: boolean) => onChange(on ? [...value, v] : value.filter((x) => x !== v));
  return (
    <fieldset className="checkbox-list" aria-describedby={describedBy} aria-invalid={invalid || undefined}>
      <legend>
        {label} <span className="muted">{t('form.chosen', { count: chosen.size })}</span>
      </legend>
      {options.length >= FILTER_FROM && (
        <input className="input" type="search" aria-label={t('form.filterOf', { what: label.toLowerCase() })} placeholder={t('form.filter')} value={filter} onChange={(e) => setFilter(e.target.value)} />
      )}
      <div className="checkbox-list-items">
        {visible.length === 0 && <span className="muted">{t('form.nothingToChoose')}</span>}
        {visible.map((o) => (
          <label key={o.value} className="checkbox">
            <input type="checkbox" name={field.name} value={o.value} checked={chosen.has(o.value)} onChange={(e) => toggle(o.value, e.target.checked)} />
            <span>{o.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
