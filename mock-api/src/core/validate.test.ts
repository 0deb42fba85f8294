import * as yup from 'yup';
import { HttpError } from './errors';
import { validateWith } from './validate';

/** validateWith names a field holding an object or a list where the schema wants a scalar (yup would call its toString). */
const schema = yup.object({ name: yup.string().trim().required(), count: yup.number().nullable(), active: yup.boolean(), tags: yup.array(yup.string()) });

function errorsOf(data: unknown): Record<string, string[]> | undefined {
  try {
    validateWith(schema, data);
  } catch (err) {
    if (err instanceof HttpError) return err.statusCode === 422 ? err.errors : { status: [String(err.statusCode)] };
    throw err;
  }
  return undefined;
}

test.each([
  ['an object with toString', { toString: 1 }],
  ['an object with valueOf', { valueOf: 1, toString: null }],
  ['a plain object', { $ne: null }],
  ['a list', ['a']],
])('names the field given %s', (_what, value) => {
  expect(Object.keys(errorsOf({ name: value }) ?? {})).toEqual(['name']);
  expect(Object.keys(errorsOf({ name: 'x', count: value }) ?? {})).toEqual(['count']);
  expect(Object.keys(errorsOf({ name: 'x', active: value }) ?? {})).toEqual(['active']);
});

test('leaves scalars to yup, and accepts a list where the schema has one', () => {
  expect(errorsOf({ name: 'x', count: '12', active: true, tags: ['a'] })).toBeUndefined();
  expect(Object.keys(errorsOf({ name: 'x', count: 'many' }) ?? {})).toEqual(['count']);
});
