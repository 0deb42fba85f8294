import { hasAction, type ReferenceEntity } from '@portal/shared/reference/declaration';

/** The pages an entity can have in the area. */
export type EntityPage = 'index' | 'create' | 'show' | 'edit';

export interface EntityPageRoute {
  page: EntityPage;
  path: string;
}

/**
 * An entity's pages from its declaration, with the spec's parameter names:
 *   /reference/<resource>            index (always)
 *   /reference/<resource>/create     create  (the action, or a form of the slice's own)
 *   /reference/<resource>/:<show>    show    (e.g. :customers, :cepUser)
 *   /reference/<resource>/:<edit>/edit
 * `ownForm`: the entity's create and edit pages are the slice's own (documents' upload form).
 */
export function entityPages(entity: ReferenceEntity, ownForm = false): EntityPageRoute[] {
  const base = `/reference/${entity.resource}`;
  const pages: EntityPageRoute[] = [{ page: 'index', path: base }];
  if (ownForm || hasAction(entity, 'create')) pages.push({ page: 'create', path: `${base}/create` });
  if (hasAction(entity, 'show')) pages.push({ page: 'show', path: `${base}/:${entity.showParam}` });
  if (ownForm || hasAction(entity, 'edit')) pages.push({ page: 'edit', path: `${base}/:${entity.editParam}/edit` });
  return pages;
}
