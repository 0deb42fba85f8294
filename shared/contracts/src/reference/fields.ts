import type { Yup } from './declaration';
import { isCountryCode } from './countries';

/**
 * Small yup builders with the portal's wording, shared by every declaration. Form inputs give
 * strings ('' for nothing); these casts turn them into what the database stores. Each takes the
 * yup module from whoever makes the schema (schema.ts): the declarations never load yup, so an
 * entity's list does not.
 */
const emptyToNull = (value: unknown, original: unknown) => (original === '' || original === null || original === undefined ? null : value);
const emptyToUndefined = (value: unknown, original: unknown) => (original === '' || original === null ? undefined : value);

export const requiredText = ({ string }: Yup, label: string, max: number) =>
  string()
    .trim()
    .required(`${label} is required.`)
    .max(max, `${label} may be at most ${max} characters.`);

export const optionalText = ({ string }: Yup, label: string, max: number) =>
  string()
    .trim()
    .max(max, `${label} may be at most ${max} characters.`)
    .transform((v) => v ?? '')
    .default('');

export const optionalEmail = (yup: Yup, label: string) => optionalText(yup, label, 254).email(`${label} must be a valid e-mail address.`);

/** Upper-case code: letters, digits and dashes. */
export const code = (yup: Yup, label: string, max: number) =>
  requiredText(yup, label, max)
    .uppercase()
    .matches(/^[A-Z0-9][A-Z0-9-]*$/, `${label} may hold only letters, digits and dashes.`);

export const countryCode = ({ string }: Yup, label = 'Country') =>
  string()
    .trim()
    .uppercase()
    .required(`${label} is required.`)
    .test('country', `Choose a ${label.toLowerCase()} from the list.`, (v) => !v || isCountryCode(v));

export const flag = ({ boolean }: Yup) => boolean().transform((v, o) => (o === '' || o === null || o === undefined ? false : v)).default(false);

/** A required choice among ids from an options source ('12' from a select becomes 12). */
export const requiredId = ({ number }: Yup, label: string) =>
  number()
    .transform(emptyToUndefined)
    .typeError(`${label} selection is required.`)
    .required(`${label} selection is required.`)
    .integer(`${label} selection is required.`)
    .positive(`${label} selection is required.`);

export const optionalId = ({ number }: Yup, label: string) =>
  number()
    .transform(emptyToNull)
    .nullable()
    .typeError(`Choose a ${label.toLowerCase()} from the list.`)
    .integer(`Choose a ${label.toLowerCase()} from the list.`)
    .positive(`Choose a ${label.toLowerCase()} from the list.`)
    .default(null);

export const idList = ({ array, number }: Yup, label: string, max = 1000) =>
  array()
    .of(number().typeError(`${label}: choose entries from the list.`).integer().positive().required())
    .transform((v: unknown) => (Array.isArray(v) ? Array.from(new Set(v.map((x) => (typeof x === 'string' && x !== '' ? Number(x) : x)))) : v))
    .max(max, `${label}: at most ${max} entries.`)
    .default([]);

/** A coordinate: optional, numeric, within bounds. */
export const coordinate = ({ number }: Yup, label: string, limit: 90 | 180) =>
  number()
    .transform(emptyToNull)
    .nullable()
    .typeError(`${label} must be a number.`)
    .min(-limit, `${label} must be between -${limit} and ${limit}.`)
    .max(limit, `${label} must be between -${limit} and ${limit}.`)
    .default(null);

/** A fixed choice from a list ('' is "nothing chosen": required says so, not "not in the list"). */
export const choice = ({ string }: Yup, label: string, values: readonly string[], required = true) => {
  const base = string()
    .trim()
    .test('choice', `Choose a ${label.toLowerCase()} from the list.`, (v) => !v || values.includes(v));
  return required ? base.required(`${label} is required.`) : base.transform((v) => v ?? '').default('');
};
