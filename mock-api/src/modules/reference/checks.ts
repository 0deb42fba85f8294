import type { Db } from '../../db';
import type { FieldErrors } from '../../core/wire';
import { HttpError, addFieldError } from '../../core/errors';
import { translate, type Say } from '../../core/i18n';
import { quoteIdent } from '../../core/tableSql';
import { allExist } from './options';
import type { InUseCheck, Row, ServerEntity } from './entity';

/** Rules the schema cannot know: unique codes, choices that must still exist, records still in use. */
export async function uniquenessErrors(db: Db, entity: ServerEntity, values: Row, id: number | null): Promise<FieldErrors> {
  const errors: FieldErrors = {};
  for (const rule of entity.unique ?? []) {
    const params: Row = { id };
    const conditions = rule.fields.map((field, i) => {
      params[`u${i}`] = values[field];
      return rule.caseInsensitive ? `LOWER(${quoteIdent(field)}) = LOWER(CAST(@u${i} AS TEXT))` : `${quoteIdent(field)} = @u${i}`;
    });
    if (rule.fields.some((f) => values[f] === null || values[f] === undefined || values[f] === '')) continue;
    const clash = await db.get(
      `SELECT 1 AS x FROM ${entity.table} WHERE ${conditions.join(' AND ')}${id === null ? '' : ` AND ${quoteIdent(entity.decl.idField)} <> @id`} LIMIT 1`,
      params,
    );
    if (clash) addFieldError(errors, rule.field ?? rule.fields[0], rule.message);
  }
  return errors;
}

/** Every select value that comes from the database must name a row that (still) exists. */
export async function optionErrors(db: Db, entity: ServerEntity, values: Row, language: string, say: Say): Promise<FieldErrors> {
  const errors: FieldErrors = {};
  for (const field of entity.decl.fields) {
    if (!field.optionsSource) continue;
    const value = values[field.name];
    const list = Array.isArray(value) ? value : value === null || value === undefined || value === '' ? [] : [value];
    if (!(await allExist(db, field.optionsSource, list)))
      addFieldError(
        errors,
        field.name,
        field.type === 'multiselect'
          ? say('{{field}}: one of the chosen entries no longer exists.', { field: translate(field.label, language) })
          : say('The selected {{field}} does not exist.', { field: translate(field.label.toLowerCase(), language) }),
      );
  }
  return errors;
}

const tableExists = async (db: Db, table: string): Promise<boolean> => (await db.tableNames()).includes(table.toLowerCase());

async function usesOf(db: Db, checks: InUseCheck[], id: number, say: Say): Promise<string> {
  const uses: string[] = [];
  for (const check of checks) {
    if (!(await tableExists(db, check.table))) continue;
    const n = (await db.get<{ n: number }>(typeof check.countSql === 'string' ? check.countSql : check.countSql(db.dialect), { id }))?.n ?? 0;
    if (n > 0) uses.push(check.describe(n, say));
  }
  return uses.length <= 1 ? (uses[0] ?? '') : say('{{list}} and {{last}}', { list: uses.slice(0, -1).join(', '), last: uses[uses.length - 1] });
}

/** 409 naming what still uses the record, e.g. "still used by 120 shipments and 3 quotes". */
export async function assertNotInUse(db: Db, entity: ServerEntity, id: number, label: string, language: string, say: Say): Promise<void> {
  const list = await usesOf(
    db,
    (entity.inUse ?? []).filter((c) => !c.codeChangeOnly),
    id,
    say,
  );
  if (list) throw inUse(say('{{Entity}} {{label}} cannot be deleted: it is still used by {{list}}.', { Entity: entityName(entity, language, true), label, list }));
}

/**
 * 409 when an edit changes the code that other rows still hold (InUseCheck.byCode): they would
 * be left pointing at a code that no longer exists.
 */
export async function assertCodeKept(db: Db, entity: ServerEntity, existing: Row, values: Row, id: number, label: string, language: string, say: Say): Promise<void> {
  const field = entity.codeField;
  if (!field || !(field in values) || String(values[field] ?? '') === String(existing[field] ?? '')) return;
  const list = await usesOf(
    db,
    (entity.inUse ?? []).filter((c) => c.byCode),
    id,
    say,
  );
  const what = entity.decl.fields.find((f) => f.name === field)?.label ?? field;
  if (list)
    throw inUse(
      say('{{Entity}} {{label}}: the {{field}} cannot be changed while it is still used by {{list}}.', {
        Entity: entityName(entity, language, true),
        label,
        field: translate(what.startsWith('UN/') ? what : what.toLowerCase(), language),
        list,
      }),
    );
}

export const conflict = (message: string, code = 'CONFLICT') => new HttpError(409, message, undefined, code);
export const inUse = (message: string) => conflict(message, 'IN_USE');

const capitalise = (s: string): string => (s.startsWith('UN/') ? s : s.charAt(0).toUpperCase() + s.slice(1));

/** The entity's name in `language` ('customer group', 'klantgroep'), with a capital to start a sentence. */
export const entityName = (entity: ServerEntity, language: string, sentenceStart = false): string => {
  const name = translate(entity.decl.singular, language);
  return sentenceStart ? capitalise(name) : name;
};

/** A count of things in the request's language: the pattern '{{n}} shipments' (or '{{n}} shipment' for one) is a message of its own. */
export const countOf = (say: Say, n: number, one: string, many = `${one}s`): string => say(`{{n}} ${n === 1 ? one : many}`, { n: n.toLocaleString(say.language) });

/** Either engine's constraint errors, for the race between our check and the write. */
export { constraintKind } from '../../db/dialect';
