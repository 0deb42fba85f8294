import { routeHome, type Breadcrumb } from '@portal/kit';
import { referencePaths, type ReferenceEntity } from '@portal/contracts/reference/declaration';
import { referenceT, referenceWord } from '../messages';
import { routes } from '../routes';

/** The area's crumb: its title in the active language (the pages that draw it re-render with it). */
export const referenceCrumb = (): Breadcrumb => ({ label: referenceT()('routes./reference/*.title', { defaultValue: routes.reference.title }), to: routeHome(routes.reference) });

/** Reference data › Customers › … */
export function entityCrumbs(entity: ReferenceEntity, ...rest: Breadcrumb[]): Breadcrumb[] {
  return [referenceCrumb(), rest.length > 0 ? { label: referenceWord(entity.title), to: referencePaths.index(entity) } : { label: referenceWord(entity.title) }, ...rest];
}
