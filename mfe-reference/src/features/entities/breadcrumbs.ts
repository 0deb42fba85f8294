import type { Breadcrumb } from '@portal/shared';
import { REFERENCE_AREA_TITLE, referencePaths, type ReferenceEntity } from '@portal/shared/reference/declaration';

export const REFERENCE_CRUMB: Breadcrumb = { label: REFERENCE_AREA_TITLE, to: referencePaths.home };

/** Reference data › Customers › … */
export function entityCrumbs(entity: ReferenceEntity, ...rest: Breadcrumb[]): Breadcrumb[] {
  return [REFERENCE_CRUMB, rest.length > 0 ? { label: entity.title, to: referencePaths.index(entity) } : { label: entity.title }, ...rest];
}
