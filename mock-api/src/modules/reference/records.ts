import type { AuditInfo } from '@portal/contracts/reference';
import type { Db } from '../../db';
import { notFound } from '../../core/errors';
import { phrasesIn, translate } from '../../core/i18n';
import { quoteIdent } from '../../core/tableSql';
import type { Row, ServerEntity } from './entity';

/** Reading one record for the show and edit pages, with its relations and who changed it. */
export const fromOf = (entity: ServerEntity): string => entity.from ?? entity.table;

const AUDIT_COLUMNS = ['created_at', 'created_by', 'updated_at', 'updated_by'] as const;
/** Moved by one with every save (migration 064): an edit names the version it started from. */
export const VERSION_COLUMN = 'version';

/** Form fields stored in the entity's own columns (not link tables, not write-only inputs). */
export function columnFields(entity: ServerEntity): string[] {
  const linked = new Set((entity.relations ?? []).map((r) => r.field));
  return entity.decl.fields.filter((f) => !linked.has(f.name) && !f.writeOnly).map((f) => f.name);
}

/** A route's id: a positive integer (every reference table has an integer key). */
export function parseId(raw: string): number {
  const id = /^[1-9][0-9]{0,15}$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isSafeInteger(id)) throw notFound();
  return id;
}

async function loadRow(db: Db, entity: ServerEntity, id: number): Promise<Row | undefined> {
  const { idField, labelField } = entity.decl;
  const names = new Set([idField, labelField, VERSION_COLUMN, ...columnFields(entity), ...AUDIT_COLUMNS, ...(entity.rowColumns ?? [])]);
  const select = [...names].map(quoteIdent).join(', ');
  return db.get<Row>(`SELECT ${select} FROM ${fromOf(entity)} WHERE ${quoteIdent(idField)} = @id`, { id });
}

/** The record, or 404 worded in `language`. */
export async function loadRowOr404(db: Db, entity: ServerEntity, id: number, language: string): Promise<Row> {
  const row = await loadRow(db, entity, id);
  if (!row) throw notFound(phrasesIn(language)('This {{entity}} does not exist.', { entity: translate(entity.decl.singular, language) }));
  return row;
}

async function relationValues(db: Db, entity: ServerEntity, id: number): Promise<Row> {
  const out: Row = {};
  for (const rel of entity.relations ?? [])
    out[rel.field] = (
      await db.all<{ v: number }>(`SELECT ${quoteIdent(rel.otherKey)} AS v FROM ${rel.table} WHERE ${quoteIdent(rel.ownKey)} = @id ORDER BY 1`, { id })
    ).map((r) => r.v);
  return out;
}

/** The record as forms and the show page see it: booleans as booleans, relations as id lists, and its version. */
export async function recordOf(db: Db, entity: ServerEntity, row: Row): Promise<Row> {
  const record: Row = { [entity.decl.idField]: row[entity.decl.idField], version: Number(row[VERSION_COLUMN]) };
  for (const field of entity.decl.fields) {
    if (field.writeOnly) continue;
    const value = row[field.name];
    record[field.name] = field.type === 'boolean' ? Boolean(value) : (value ?? null);
  }
  return { ...record, ...(await relationValues(db, entity, Number(row[entity.decl.idField]))) };
}

const userName = async (db: Db, id: unknown): Promise<string | null> =>
  typeof id === 'number' ? ((await db.get<{ name: string }>('SELECT name FROM users WHERE id = @id', { id }))?.name ?? null) : null;

export async function auditOf(db: Db, row: Row): Promise<AuditInfo> {
  return {
    created_at: (row.created_at as string | null) ?? null,
    created_by: await userName(db, row.created_by),
    updated_at: (row.updated_at as string | null) ?? null,
    updated_by: await userName(db, row.updated_by),
  };
}

export const labelOf = (entity: ServerEntity, row: Row): string => String(row[entity.decl.labelField] ?? row[entity.decl.idField]);
