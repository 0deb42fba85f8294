import { audit } from '../../core/audit';
import { languageOf, phrasesIn } from '../../core/i18n';
import { quoteIdent } from '../../core/tableSql';
import { assertNotInUse, constraintKind, entityName, inUse } from './checks';
import type { EntityContext, Row, ServerEntity } from './entity';
import { labelOf, loadRowOr404 } from './records';

/**
 * Delete, the same for every entity: 404 when gone, the entity's own refusals (yourself, the last
 * administrator), 409 while other records still use it, then the delete and its audit entry.
 *
 * All in one transaction that first locks the record's row: a write that refers to the record
 * (a quote for a customer: its foreign key check waits for the lock) either committed before, and
 * the in-use check sees it, or waits, and then fails on the foreign key instead of being
 * removed with the record by a cascade.
 */
export async function destroyRecord(entity: ServerEntity, ctx: EntityContext, id: number): Promise<{ message: string }> {
  const { decl } = entity;
  const language = languageOf(ctx.request);
  const say = phrasesIn(language);
  let row: Row;
  let label = String(id);
  try {
    row = await ctx.db.tx(async () => {
      await ctx.db.lockRow(entity.table, quoteIdent(decl.idField), id, 'delete');
      const found = await loadRowOr404(ctx.db, entity, id, language);
      label = labelOf(entity, found);
      await entity.beforeDelete?.(found, ctx);
      await assertNotInUse(ctx.db, entity, id, label, language, say);
      await ctx.db.run(`DELETE FROM ${entity.table} WHERE ${quoteIdent(decl.idField)} = @id`, { id });
      await audit(ctx.db, ctx.request, `reference.${decl.resource}.destroy`, decl.resource, id, { label });
      return found;
    });
  } catch (err) {
    if (constraintKind(err) === 'foreignKey') throw inUse(say('{{Entity}} {{label}} cannot be deleted: other records still use it.', { Entity: entityName(entity, language, true), label }));
    throw err;
  }
  await entity.afterDelete?.(row, ctx);
  return { message: say('{{Entity}} {{label}} was deleted.', { Entity: entityName(entity, language, true), label }) };
}
