import type { ReferenceField } from './declaration';

/**
 * Record ↔ form values. Inputs hold strings ('' for nothing), checkboxes booleans and
 * multi-selects string arrays; the shared yup schema casts them back on both sides.
 */
export type FormValues = Record<string, string | boolean | string[]>;

export function formValuesOf(fields: readonly ReferenceField[], record?: Record<string, unknown> | null): FormValues {
  const values: FormValues = {};
  for (const field of fields) {
    const raw = record ? record[field.name] : undefined;
    const fallback = record ? undefined : field.defaultValue;
    switch (field.type) {
      case 'boolean':
        values[field.name] = raw === undefined || raw === null ? Boolean(fallback ?? false) : Boolean(raw);
        break;
      case 'multiselect':
        values[field.name] = Array.isArray(raw) ? raw.map(String) : [];
        break;
      case 'password':
        values[field.name] = '';
        break;
      case 'date':
        values[field.name] = typeof raw === 'string' ? raw.slice(0, 10) : String(fallback ?? '');
        break;
      default:
        values[field.name] = raw === undefined || raw === null ? String(fallback ?? '') : String(raw);
    }
  }
  return values;
}

/** The fields a form shows: create-only ones are left off the edit form. */
export const formFields = (fields: readonly ReferenceField[], mode: 'create' | 'edit'): ReferenceField[] =>
  fields.filter((f) => mode === 'create' || !f.createOnly);

/** The text a show page gives a value. */
export function displayValue(field: ReferenceField, value: unknown, optionLabels?: ReadonlyMap<string, string>): string {
  if (value === null || value === undefined || value === '') return '—';
  if (field.type === 'boolean') return value ? 'Yes' : 'No';
  if (field.type === 'date') return String(value).slice(0, 10);
  const labels = optionLabels ?? new Map((field.options ?? []).map((o) => [o.value, o.label]));
  if (field.type === 'multiselect') {
    const list = Array.isArray(value) ? value : [];
    return list.length === 0 ? '—' : list.map((v) => labels.get(String(v)) ?? String(v)).join(', ');
  }
  if (field.type === 'select') return labels.get(String(value)) ?? String(value);
  return String(value);
}
