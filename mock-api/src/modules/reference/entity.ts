import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RelatedList } from '@portal/contracts/reference';
import type { ReferenceEntity } from '@portal/contracts/reference/declaration';
import type { Db } from '../../db';
import type { FieldErrors } from '../../core/wire';
import type { Say } from '../../core/i18n';

/**
 * What the API adds to a shared entity declaration (shared/contracts/src/reference/<entity>.ts): where the
 * rows live, how list columns are computed, links to other tables, what must stay unique, and
 * what still uses a record. One small file per entity under entities/.
 */
export type Row = Record<string, unknown>;
export type FormMode = 'create' | 'edit';

/** Ids in a link table, edited as one multi-select field (a group's members, a user's customers). */
export interface ManyToMany {
  field: string;
  table: string;
  /** Column holding this entity's id. */
  ownKey: string;
  /** Column holding the other side's id. */
  otherKey: string;
}

interface UniqueRule {
  /** Columns that together must be unique. */
  fields: string[];
  message: string;
  /** The field the 422 is reported on; defaults to the first. */
  field?: string;
  caseInsensitive?: boolean;
}

/** Something that still uses a record, which refuses its deletion. */
export interface InUseCheck {
  /** The table the rows are in: the check is skipped when it does not exist. */
  table: string;
  /** Counts the rows; `@id` is the record's id. A function where the text differs by engine. */
  countSql: string | ((dialect: Db['dialect']) => string);
  /** '12 shipments', in the request's language (`countOf`). */
  describe(count: number, say: Say): string;
  /**
   * The other rows hold this record's code (ServerEntity.codeField), not its id: while they exist
   * the code must not change either, or they would point at nothing.
   */
  byCode?: boolean;
  /** Counted only when the code changes, not on delete (a live session's selection). */
  codeChangeOnly?: boolean;
}

export interface EntityContext {
  app: FastifyInstance;
  db: Db;
  request: FastifyRequest;
  mode: FormMode;
  /** The record as it was (edit), from recordFrom. */
  existing?: Row;
}

export interface ServerEntity {
  decl: ReferenceEntity;
  /** The table written to. */
  table: string;
  /**
   * Read side of lists and show pages: the table, or `(SELECT t.*, … FROM t JOIN …) AS x` exposing
   * every field, the audit columns and the label field. Trusted SQL.
   */
  from?: string;
  /** More columns of `from` that hooks need in the loaded row (a document's stored file id). */
  rowColumns?: string[];
  /** SQL expressions for list columns that are not plain columns of `from`. */
  columnSql?: Record<string, string>;
  relations?: ManyToMany[];
  unique?: UniqueRule[];
  inUse?: InUseCheck[];
  /** The field other tables refer to this record by (a customer's code, a UN/LOCODE); see InUseCheck.byCode. */
  codeField?: string;
  /** TableQuery.params the list accepts, each an integer compared with a column: { group_id: 'group_id' }. */
  tableParams?: Record<string, string>;
  /** Business rules beyond the schema that need the database or the caller. */
  check?(values: Row, ctx: EntityContext): FieldErrors | undefined | Promise<FieldErrors | undefined>;
  /** Values → columns (hash a password, derive a country name). Gets the column values, returns them. */
  toColumns?(columns: Row, values: Row, ctx: EntityContext): Row | Promise<Row>;
  /** Inside the write transaction, after the row and relations are written. */
  afterWrite?(id: number | string, values: Row, ctx: EntityContext): void | Promise<void>;
  /** Throws (409/422) when this record must not be deleted (yourself, the last administrator). Inside the delete's transaction, the record's row locked. */
  beforeDelete?(row: Row, ctx: EntityContext): void | Promise<void>;
  /** After the delete committed (remove a stored file). */
  afterDelete?(row: Row, ctx: EntityContext): void | Promise<void>;
  /** Lists shown on the show page (a group's members, a user's customers). */
  related?(id: number | string, db: Db): Promise<RelatedList[]>;
}

export const defineServerEntity = (entity: ServerEntity): ServerEntity => entity;
