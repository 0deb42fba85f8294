import type { FastifyInstance, FastifyRequest } from 'fastify';
import { referenceContract } from '@portal/contracts/reference';
import { referenceTable } from '@portal/contracts/tables.reference';
import { defineTable } from '../../core/table';
import { registerEndpoint } from '../../core/contract';
import { badRequest } from '../../core/errors';
import { quoteIdent } from '../../core/tableSql';
import { languageOf } from '../../core/i18n';
import type { EntityContext, FormMode, ServerEntity } from './entity';
import { auditOf, fromOf, labelOf, loadRowOr404, parseId, recordOf } from './records';
import { saveRecord } from './save';
import { destroyRecord } from './destroy';

/**
 * The routes of one entity, all under /api/reference/<resource>: its list (the generic table
 * endpoints) and its record endpoints, as the entity's contract declares them
 * (shared/contracts/src/reference.ts, from its declaration):
 *   GET  :id      the record, its audit and related lists
 *   POST /        create → 201 { message, id }
 *   PUT  :id      edit → { message, id }
 *   DELETE :id    delete → { message }; 409 while in use
 * The permission check runs before body validation, so a customer learns nothing but 403.
 */

function tableScope(entity: ServerEntity) {
  const accepted = entity.tableParams;
  if (!accepted) return undefined;
  return (_request: FastifyRequest, params: Record<string, string | number>) => {
    const conditions: string[] = [];
    const bound: Record<string, unknown> = {};
    for (const [name, column] of Object.entries(accepted)) {
      const raw = params[name];
      if (raw === undefined || raw === '') continue;
      const value = Number(raw);
      if (!Number.isSafeInteger(value) || value < 1) throw badRequest(undefined, { [`params.${name}`]: [`The ${name} must be a positive whole number.`] });
      conditions.push(`"${column}" = @p_${name}`);
      bound[`p_${name}`] = value;
    }
    return { where: conditions.length > 0 ? conditions.join(' AND ') : '1 = 1', params: bound };
  };
}

export function registerEntity(app: FastifyInstance, entity: ServerEntity): void {
  const { decl } = entity;
  const ctxOf = (request: FastifyRequest, mode: FormMode): Omit<EntityContext, 'existing'> => ({ app, db: app.db, request, mode });

  defineTable(app, {
    contract: referenceTable(decl.resource),
    from: fromOf(entity),
    idField: decl.idField,
    // Every table an entity lists from keeps updated_at (audit columns, migrations 060 and 101).
    updatedAt: quoteIdent('updated_at'),
    defaultSort: decl.defaultSort,
    columns: decl.columns.map((c) => ({ ...c, sql: entity.columnSql?.[c.field] })),
    scope: tableScope(entity),
  });

  // The id is text in the path; parseId reads it, and a malformed one is "not found" like an unknown one.
  const { show, create, update, destroy } = referenceContract(decl);

  if (show)
    registerEndpoint(app, show, async (request) => {
      const id = parseId(request.params.id);
      const row = await loadRowOr404(app.db, entity, id, languageOf(request));
      return {
        record: await recordOf(app.db, entity, row),
        label: labelOf(entity, row),
        audit: await auditOf(app.db, row),
        related: (await entity.related?.(id, app.db)) ?? [],
      };
    });

  if (create)
    registerEndpoint(app, create, async (request, reply) => {
      const result = await saveRecord(entity, ctxOf(request, 'create'), request.body, null);
      reply.code(201);
      return { message: result.message, id: Number(result.id) };
    });

  if (update)
    registerEndpoint(app, update, async (request) => {
      const result = await saveRecord(entity, ctxOf(request, 'edit'), request.body, parseId(request.params.id));
      return { message: result.message, id: Number(result.id) };
    });

  if (destroy) registerEndpoint(app, destroy, async (request) => destroyRecord(entity, { ...ctxOf(request, 'edit') }, parseId(request.params.id)));
}
