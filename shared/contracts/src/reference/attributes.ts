import type { AnySchema, StringSchema } from 'yup';
import type { ColumnType, TableColumn } from '../table/contract';
import type { FieldOption, FieldType, OptionsSource, ReferenceField, RuleMaker } from './declaration';
import { choice, code, coordinate, countryCode, flag as flagRule, idList, optionalEmail, optionalId, optionalText, requiredId, requiredText } from './fields';
import { countryOptions } from './countries';

export type { RuleMaker };

/**
 * One attribute of a reference entity, stated once: its label, kind, limits and whether it is
 * required give the form field, the list column and the yup rule together (`defineEntity`
 * puts them in place). An attribute without a field is a column only (counts, dates the server
 * keeps); one without a column is on the form only.
 */
export interface Attribute {
  field?: Omit<ReferenceField, 'name'>;
  column?: Omit<TableColumn, 'field'>;
  /** Makes the rule the field's value must keep (with every field). */
  rule?: RuleMaker;
}

/** How the attribute shows in the list: `true` with its label as the header. */
export type ColumnOptions = true | { header?: string; type?: ColumnType; width?: number; hide?: boolean; options?: string[]; wrap?: boolean; showFrom?: number };

/** The least list width (px) of a column a phone leaves out for the names beside it. */
export const BEYOND_PHONE = 600;

/** What a form field may say beyond label, kind and limit. */
type FieldExtras = Pick<ReferenceField, 'placeholder' | 'help' | 'createOnly' | 'writeOnly' | 'step' | 'autoComplete' | 'upperCase' | 'defaultValue'>;

export interface AttributeOptions extends FieldExtras {
  required?: boolean;
  column?: ColumnOptions;
}

/** A string rule as the kind builds it, for an attribute to narrow (a pattern, a case). */
type StringRule = StringSchema<string | undefined>;

export interface TextOptions extends AttributeOptions {
  refine?: (rule: StringRule) => AnySchema;
}

const refined = (base: StringRule, refine: ((rule: StringRule) => AnySchema) | undefined): AnySchema => (refine ? refine(base) : base);

const withoutUndefined = <T extends object>(value: T): T => Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;

const columnOf = (label: string, type: ColumnType, options: ColumnOptions | undefined): Attribute['column'] => {
  if (!options) return undefined;
  const o = options === true ? {} : options;
  return withoutUndefined({ headerName: o.header ?? label, type: o.type ?? type, hide: o.hide, width: o.width, options: o.options, wrap: o.wrap, showFrom: o.showFrom });
};

/** The general form: every kind below is this with its field type, column type and rule. */
export function attribute(
  type: FieldType,
  label: string,
  columnType: ColumnType,
  rule: RuleMaker | undefined,
  { required, column, ...extras }: AttributeOptions & { maxLength?: number; options?: readonly FieldOption[]; optionsSource?: OptionsSource } = {},
): Attribute {
  return withoutUndefined({
    field: withoutUndefined({ label, type, required: required || undefined, ...extras }),
    column: columnOf(label, columnType, column),
    rule,
  });
}

/** Free text (or a textarea) of at most `max` characters; without `max` shown, never validated. */
export function text(label: string, max?: number, { refine, ...o }: TextOptions & { textarea?: boolean } = {}): Attribute {
  const { textarea, ...options } = o;
  const rule: RuleMaker | undefined = max === undefined ? undefined : (y) => refined((o.required ? requiredText(y, label, max) : optionalText(y, label, max)) as StringRule, refine);
  return attribute(textarea ? 'textarea' : 'text', label, 'text', rule, { ...options, maxLength: max });
}

/** A required upper-case code of letters, digits and dashes. */
export function codeText(label: string, max: number, { refine, ...o }: Omit<TextOptions, 'required' | 'upperCase'> = {}): Attribute {
  return attribute('text', label, 'text', (y) => refined(code(y, label, max) as StringRule, refine), { ...o, required: true, upperCase: true, maxLength: max });
}

export function email(label: string, max = 254, { refine, ...o }: TextOptions = {}): Attribute {
  const rule: RuleMaker = (y) => refined((o.required ? requiredText(y, label, max).email(`${label} must be a valid e-mail address.`) : optionalEmail(y, label)) as StringRule, refine);
  return attribute('email', label, 'text', rule, { ...o, maxLength: max });
}

/** One of fixed choices. */
export function select(label: string, options: readonly FieldOption[], o: AttributeOptions = {}): Attribute {
  const rule: RuleMaker = (y) =>
    choice(
      y,
      label,
      options.map((c) => c.value),
      Boolean(o.required),
    );
  return attribute('select', label, 'text', rule, { ...o, options });
}

/** One record from an options source, by id (its column holds the id). */
export function reference(label: string, optionsSource: OptionsSource, { rule, ...o }: AttributeOptions & { rule?: RuleMaker } = {}): Attribute {
  return attribute('select', label, 'number', rule ?? ((y) => (o.required ? requiredId(y, label) : optionalId(y, label))), { ...o, optionsSource });
}

/** Several records from an options source, by id. */
export function references(label: string, optionsSource: OptionsSource, { ruleLabel, ...o }: AttributeOptions & { ruleLabel?: string } = {}): Attribute {
  return attribute('multiselect', label, 'text', (y) => idList(y, ruleLabel ?? label), { ...o, optionsSource });
}

export function flag(label: string, o: AttributeOptions = {}): Attribute {
  return attribute('boolean', label, 'boolean', flagRule, o);
}

/** A latitude (limit 90) or longitude (180), optional. */
export function coordinateAttribute(label: string, limit: 90 | 180, { refine, ...o }: AttributeOptions & { refine?: (rule: ReturnType<typeof coordinate>) => AnySchema } = {}): Attribute {
  const rule: RuleMaker = (y) => {
    const base = coordinate(y, label, limit);
    return refine ? refine(base) : base;
  };
  return attribute('number', label, 'number', rule, { step: 'any', ...o });
}

/** A country by its ISO code, chosen by name; required. */
export function country({ refine, ...o }: Omit<TextOptions, 'required'> = {}): Attribute {
  const declared = attribute('select', 'Country', 'text', (y) => refined(countryCode(y) as StringRule, refine), { column: { width: 110, showFrom: BEYOND_PHONE }, ...o, required: true });
  // The names are made when a form or a record's page first reads them, not when the declarations
  // load: making them loads ICU's region names, 40 ms of a phone's first list.
  Object.defineProperty(declared.field as ReferenceField, 'options', { get: countryOptions, enumerable: true, configurable: true });
  return declared;
}

/** A field the show page lists and no generic form edits (documents come from their upload form). */
export const shown = (label: string, type: 'text' | 'number' | 'date', column?: ColumnOptions): Attribute =>
  attribute(type, label, type, undefined, { column });

/** A list column with no form field. */
export const column = (header: string, type: ColumnType, o: Omit<Exclude<ColumnOptions, true>, 'header' | 'type'> = {}): Attribute => ({
  column: columnOf(header, type, o),
});

/** The columns most entities share. */
export const ID_COLUMN = column('ID', 'number', { hide: true });
// Not on a phone: the records' names keep the room (a licence flag hidden there let it in beside a squeezed name).
export const UPDATED_COLUMN = column('Updated', 'date', { width: 130, showFrom: BEYOND_PHONE });
