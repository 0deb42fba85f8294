import * as yup from 'yup';
import type { AnyObjectSchema } from 'yup';
import type { ReferenceEntity, RuleMaker } from './declaration';

const schemas = new WeakMap<Readonly<Record<string, RuleMaker>>, AnyObjectSchema>();

/**
 * The yup schema of an entity's create and edit forms (undefined where it has none), made from
 * its declaration's rules on first use and kept: the browser's form and the API's save route
 * check with the same one. Only they load this module, and yup with it; an entity's list never
 * does.
 */
export function schemaOf(entity: Pick<ReferenceEntity, 'rules'>): AnyObjectSchema | undefined {
  const { rules } = entity;
  if (!rules) return undefined;
  let schema = schemas.get(rules);
  if (!schema) {
    schema = yup.object(Object.fromEntries(Object.entries(rules).map(([name, make]) => [name, make(yup)])));
    schemas.set(rules, schema);
  }
  return schema;
}
