import { audit } from '../../core/audit';
import { quoteIdent } from '../../core/tableSql';
import { assertNotInUse, capitalise, constraintKind, inUse } from './checks';
import type { EntityContext, ServerEntity } from './entity';
import { labelOf, loadRowOr404 } from './records';

/**
 * Delete, the same for every entity: 404 when gone, the entity's own refusals (yourself, the last
 * administrator), 409 while other records still use it, then the delete and its audit entry.
 */
export async function destroyRecord(entity: ServerEntity, ctx: EntityContext, id: number): Promise<{ message: string }> {
  const { decl } = entity;
  const row = await loadRowOr404(ctx.db, entity, id);
  const label = labelOf(entity, row);
  await entity.beforeDelete?.(row, ctx);
  await assertNotInUse(ctx.db, entity, id, label);
  try {
    await ctx.db.tx(async () => {
      await ctx.db.run(`DELETE FROM ${entity.table} WHERE ${quoteIdent(decl.idField)} = @id`, { id });
      await audit(ctx.db, ctx.request, `reference.${decl.resource}.destroy`, decl.resource, id, { label });
    });
  } catch (err) {
    if (constraintKind(err) === 'foreignKey') throw inUse(`${capitalise(decl.singular)} ${label} cannot be deleted: other records still use it.`);
    throw err;
  }
  await entity.afterDelete?.(row, ctx);
  return { message: `${capitalise(decl.singular)} ${label} was deleted.` };
}
