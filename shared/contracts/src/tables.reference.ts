import { Unsafe } from '@sinclair/typebox';
import { permissionOf } from './reference/declaration';
import { updatedAtField } from './changes';
import { tableContract, type TableContract } from './tables';

/**
 * A row of an administration list: the fields its entity's columns declare, and when the record
 * last changed (every reference table keeps updated_at), as every listed row carries it.
 */
export const referenceRowSchema = Unsafe<Record<string, unknown> & { updatedAt: string }>({
  type: 'object',
  title: 'ReferenceRow',
  required: ['updatedAt'],
  properties: { updatedAt: updatedAtField('record') },
});

/**
 * The administration's list of a reference entity (shared/contracts/src/reference/registry.ts), served by
 * mock-api/src/modules/reference/routes.ts: its rows are whatever the entity's columns declare.
 */
export function referenceTable(resource: string): TableContract {
  // One object per entity: a page's DataTable reloads when its table changes identity.
  let table = tables.get(resource);
  if (!table) {
    table = tableContract(`/api/reference/${resource}`, { row: referenceRowSchema, permission: permissionOf({ resource }, 'index'), tag: 'Administration (internal)' });
    tables.set(resource, table);
  }
  return table;
}
const tables = new Map<string, TableContract>();
