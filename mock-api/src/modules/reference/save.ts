import { schemaOf } from '@portal/contracts/reference/schema';
import { nowIso } from '../../db';
import type { FieldErrors } from '../../core/wire';
import { audit } from '../../core/audit';
import { badRequest, unprocessable, type HttpError } from '../../core/errors';
import { languageOf, phrasesIn, translate } from '../../core/i18n';
import { quoteIdent } from '../../core/tableSql';
import { validateWith } from '../../core/validate';
import { assertCodeKept, conflict, constraintKind, entityName, optionErrors, uniquenessErrors } from './checks';
import type { EntityContext, ManyToMany, Row, ServerEntity } from './entity';
import { auditOf, columnFields, labelOf, loadRowOr404, VERSION_COLUMN } from './records';

/**
 * Create and edit, the same for every entity: the shared schema (422 per field), the database
 * rules (unique codes, choices that exist, the entity's own checks), then one transaction that
 * writes the row with who and when, syncs its link tables and records the change in audit_log.
 *
 * Two saves of one record at once: an edit names the version it was loaded at (`version`, in the
 * record the show endpoint answers and in the edit's body), and its UPDATE changes the row only
 * while that is still the stored version, moving it by one. The second of two edits made from
 * the same version changes nothing and is answered 409 (staleVersion): the first is kept, and
 * the second person is told to reload. The transaction locks the row first, so it is held until
 * the link tables and the audit entry are written too. An edit without a version (an older
 * client) is checked against the version this request read.
 */
const isObject = (v: unknown): v is Row => typeof v === 'object' && v !== null && !Array.isArray(v);

function mergeErrors(...lists: (FieldErrors | undefined)[]): FieldErrors {
  const out: FieldErrors = {};
  for (const list of lists) for (const [field, messages] of Object.entries(list ?? {})) (out[field] ??= []).push(...messages);
  return out;
}

async function syncRelation(ctx: EntityContext, rel: ManyToMany, id: number | string, wanted: number[]): Promise<void> {
  const current = new Set(
    (await ctx.db.all<{ v: number }>(`SELECT ${quoteIdent(rel.otherKey)} AS v FROM ${rel.table} WHERE ${quoteIdent(rel.ownKey)} = @id`, { id })).map(
      (r) => r.v,
    ),
  );
  const target = new Set(wanted);
  for (const v of current)
    if (!target.has(v)) await ctx.db.run(`DELETE FROM ${rel.table} WHERE ${quoteIdent(rel.ownKey)} = @id AND ${quoteIdent(rel.otherKey)} = @v`, { id, v });
  for (const v of target)
    if (!current.has(v)) await ctx.db.run(`INSERT INTO ${rel.table} (${quoteIdent(rel.ownKey)}, ${quoteIdent(rel.otherKey)}) VALUES (@id, @v)`, { id, v });
}

function changedFields(existing: Row | undefined, columns: Row): string[] {
  if (!existing) return Object.keys(columns);
  return Object.keys(columns).filter(
    (k) => k in existing && String(existing[k] ?? '') !== String(columns[k] === true ? 1 : columns[k] === false ? 0 : (columns[k] ?? '')),
  );
}

export interface SaveResult {
  id: number | string;
  label: string;
  message: string;
}

/** 409 for an edit made from a version that is no longer the stored one. */
async function staleVersion(ctx: Omit<EntityContext, 'existing'>, entity: ServerEntity, id: number): Promise<HttpError> {
  const language = languageOf(ctx.request);
  const row = await loadRowOr404(ctx.db, entity, id, language);
  const by = (await auditOf(ctx.db, row)).updated_by;
  const values = { Entity: entityName(entity, language, true), label: labelOf(entity, row), by: by ?? '' };
  const changed = by ? '{{Entity}} {{label}} was changed by {{by}} after you opened it, so your changes were not saved.' : '{{Entity}} {{label}} was changed after you opened it, so your changes were not saved.';
  const say = phrasesIn(language);
  return conflict(`${say(changed, values)} ${say('Reload it to see the saved version, then make your changes again.')}`, 'STALE_VERSION');
}

/** The version an edit was made from: a positive whole number, or undefined when the body has none. */
function versionOf(body: Row): number | undefined {
  const version = body.version;
  if (version === undefined || version === null) return undefined;
  if (typeof version !== 'number' || !Number.isSafeInteger(version) || version < 1)
    throw unprocessable({ version: ['The version must be a positive whole number.'] });
  return version;
}

export async function saveRecord(entity: ServerEntity, ctx: Omit<EntityContext, 'existing'>, body: unknown, id: number | null): Promise<SaveResult> {
  const { decl } = entity;
  const language = languageOf(ctx.request);
  const say = phrasesIn(language);
  const schema = schemaOf(decl);
  if (!schema) throw new Error(`Entity ${decl.resource} has no schema`);
  if (!isObject(body)) throw badRequest('The request body must be a JSON object.');
  const existing = id === null ? undefined : await loadRowOr404(ctx.db, entity, id, language);
  const loadedVersion = id === null ? undefined : versionOf(body);
  // Made from a version older than the stored one: refused before any other check.
  if (existing && id !== null && loadedVersion !== undefined && loadedVersion !== Number(existing[VERSION_COLUMN])) throw await staleVersion(ctx, entity, id);
  const expectedVersion = loadedVersion ?? Number(existing?.[VERSION_COLUMN]);
  const full: EntityContext = { ...ctx, existing };
  const createOnly = new Set(decl.fields.filter((f) => f.createOnly).map((f) => f.name));

  // A field fixed at creation keeps its stored value, whatever an edit sends.
  const input: Row = { ...body };
  if (existing) for (const name of createOnly) input[name] = existing[name];
  const values = validateWith(schema, input, { mode: ctx.mode }) as Row;

  const errors = mergeErrors(
    await optionErrors(ctx.db, entity, values, language, say),
    await uniquenessErrors(ctx.db, entity, values, id),
    await entity.check?.(values, full),
  );
  if (Object.keys(errors).length > 0) throw unprocessable(errors);

  const writable = columnFields(entity).filter((name) => !(existing && createOnly.has(name)) && name in values);
  let columns: Row = Object.fromEntries(writable.map((name) => [name, values[name]]));
  if (entity.toColumns) columns = await entity.toColumns(columns, values, full);
  const changed = changedFields(existing, columns);

  const now = nowIso();
  const userId = ctx.request.user?.id ?? null;
  const write = async (): Promise<number | string> => {
    let recordId: number | string;
    if (id === null) {
      const all: Row = { ...columns, created_at: now, created_by: userId, updated_at: now, updated_by: userId };
      const names = Object.keys(all);
      const inserted = await ctx.db.get<{ id: number | string }>(
        `INSERT INTO ${entity.table} (${names.map(quoteIdent).join(', ')}) VALUES (${names.map((_, i) => `@c${i}`).join(', ')}) RETURNING ${quoteIdent(decl.idField)} AS id`,
        Object.fromEntries(names.map((n, i) => [`c${i}`, all[n]])),
      );
      recordId = inserted!.id;
    } else {
      // The row first: another save of it waits for this one to end, and the check below and
      // the write see the same code (the check counts uses of the stored one).
      await ctx.db.lockRow(entity.table, quoteIdent(decl.idField), id);
      if (existing) await assertCodeKept(ctx.db, entity, existing, values, id, labelOf(entity, existing), language, say);
      const all: Row = { ...columns, updated_at: now, updated_by: userId };
      const names = Object.keys(all);
      const { changes } = await ctx.db.run(
        `UPDATE ${entity.table} SET ${names.map((n, i) => `${quoteIdent(n)} = @c${i}`).join(', ')}, ${VERSION_COLUMN} = ${VERSION_COLUMN} + 1
          WHERE ${quoteIdent(decl.idField)} = @id AND ${VERSION_COLUMN} = @version`,
        { ...Object.fromEntries(names.map((n, i) => [`c${i}`, all[n]])), id, version: expectedVersion },
      );
      // Saved (or deleted) by someone else since it was read: nothing of this edit is written.
      if (changes !== 1) throw await staleVersion(ctx, entity, id);
      recordId = id;
    }
    for (const rel of entity.relations ?? []) await syncRelation(full, rel, recordId, (values[rel.field] as number[] | undefined) ?? []);
    await entity.afterWrite?.(recordId, values, full);
    await audit(ctx.db, ctx.request, `reference.${decl.resource}.${id === null ? 'create' : 'edit'}`, decl.resource, recordId, { changed });
    return recordId;
  };

  let recordId: number | string;
  try {
    recordId = await ctx.db.tx(write);
  } catch (err) {
    // Someone else took the code between our check and the write.
    if (constraintKind(err) === 'unique') {
      const again = await uniquenessErrors(ctx.db, entity, values, id);
      throw unprocessable(Object.keys(again).length > 0 ? again : { form: [say('This {{entity}} clashes with an existing one.', { entity: translate(decl.singular, language) })] });
    }
    if (constraintKind(err) === 'foreignKey') throw unprocessable({ form: ['One of the chosen entries no longer exists.'] });
    throw err;
  }

  const label = labelOf(entity, await loadRowOr404(ctx.db, entity, Number(recordId), language));
  const done = id === null ? '{{Entity}} {{label}} was created.' : '{{Entity}} {{label}} was saved.';
  return { id: recordId, label, message: say(done, { Entity: entityName(entity, language, true), label }) };
}
