import { routeHome, type Breadcrumb } from '@portal/kit';
import { referencePaths, type ReferenceEntity } from '@portal/contracts/reference/declaration';
import { routes } from '../routes';

export const REFERENCE_CRUMB: Breadcrumb = { label: routes.reference.title, to: routeHome(routes.reference) };

/** Reference data › Customers › … */
export function entityCrumbs(entity: ReferenceEntity, ...rest: Breadcrumb[]): Breadcrumb[] {
  return [REFERENCE_CRUMB, rest.length > 0 ? { label: entity.title, to: referencePaths.index(entity) } : { label: entity.title }, ...rest];
}
