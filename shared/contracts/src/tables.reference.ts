import { permissionOf } from './reference/declaration';
import { anyRowSchema, tableContract, type TableContract } from './tables';

/**
 * The administration's list of a reference entity (shared/contracts/src/reference/registry.ts), served by
 * mock-api/src/modules/reference/routes.ts: its rows are whatever the entity's columns declare.
 */
export function referenceTable(resource: string): TableContract {
  // One object per entity: a page's DataTable reloads when its table changes identity.
  let table = tables.get(resource);
  if (!table) {
    table = tableContract(`/api/reference/${resource}`, { row: anyRowSchema, permission: permissionOf({ resource }, 'index'), tag: 'Administration (internal)' });
    tables.set(resource, table);
  }
  return table;
}
const tables = new Map<string, TableContract>();
