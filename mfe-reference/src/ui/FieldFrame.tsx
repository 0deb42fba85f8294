import type { ReactNode } from 'react';
import { useReferenceT } from '../messages';

/**
 * One form field's frame, as every form of this remote draws it: the label, the control, a hint,
 * the first error. The ids follow the control's `id`: the label points at it, the hint is
 * `${id}-help`, the error `${id}-error`; the control's aria-describedby names them (the caller
 * says which: the upload form names only the error).
 *
 *   <FieldFrame id={id} label="Name" required error={shown}><input id={id} … /></FieldFrame>
 *
 * Without `label` the control labels itself (a checkbox's own label, a fieldset's legend, the
 * upload form's file row).
 */
export interface FieldFrameProps {
  id: string;
  label?: ReactNode;
  required?: boolean;
  /** Across the whole form grid (a textarea, a checkbox list). */
  wide?: boolean;
  hint?: ReactNode;
  error?: string | null;
  children: ReactNode;
}

export function FieldFrame({ id, label, required, wide, hint, error, children }: FieldFrameProps) {
  return (
    <div className={wide ? 'field field-wide' : 'field'}>
      {label !== undefined && (
        <label htmlFor={id} className={required ? 'required' : undefined}>
          {label}
        </label>
      )}
      {children}
      {hint && (
        <span id={`${id}-help`} className="muted field-help">
          {hint}
        </span>
      )}
      {error && (
        <span id={`${id}-error`} className="field-error">
          {error}
        </span>
      )}
    </div>
  );
}

/** Cancel (when the page offers it) and the submit button, both off while the form is busy. */
export function FormActions({ busy, onCancel, submitLabel }: { busy: boolean; onCancel?(): void; submitLabel: ReactNode }) {
  const t = useReferenceT();
  return (
    <div className="form-actions">
      {onCancel && (
        <button type="button" className="btn" onClick={onCancel} disabled={busy}>
          {t('form.cancel')}
        </button>
      )}
      <button type="submit" className="btn btn-primary" disabled={busy}>
        {submitLabel}
      </button>
    </div>
  );
}
