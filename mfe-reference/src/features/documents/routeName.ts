import { entityByResource } from '@portal/shared/reference/registry';
import { referencePaths } from '@portal/shared/reference/declaration';

/**
 * The upload API answers with a route name ('reference.documents.show') and a param, as the
 * spec describes; this turns such a name into the area's path (null when it names nothing here).
 */
export function pathOfRouteName(name: string | undefined, param?: string | number): string | null {
  const match = /^reference\.([A-Za-z]+)\.(index|show|edit|create)$/.exec(name ?? '');
  const entity = match ? entityByResource(match[1]) : undefined;
  if (!match || !entity) return null;
  const action = match[2];
  if (action === 'index') return referencePaths.index(entity);
  if (action === 'create') return referencePaths.create(entity);
  if (param === undefined || param === null || param === '') return referencePaths.index(entity);
  return action === 'show' ? referencePaths.show(entity, param) : referencePaths.edit(entity, param);
}
