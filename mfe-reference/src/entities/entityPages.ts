import { hasAction, offersForm, type ReferenceEntity } from '@portal/contracts/reference/declaration';

/** The pages an entity can have in the area. */
export type EntityPage = 'index' | 'create' | 'show' | 'edit';

export interface EntityPageRoute {
  page: EntityPage;
  path: string;
}

/**
 * An entity's pages from its declaration, with the spec's parameter names:
 *   /reference/<resource>            index (always)
 *   /reference/<resource>/create     create  (the action, or the entity's own form: `customForms`)
 *   /reference/<resource>/:<show>    show    (e.g. :customers, :cepUser)
 *   /reference/<resource>/:<edit>/edit
 */
export function entityPages(entity: ReferenceEntity): EntityPageRoute[] {
  const base = `/reference/${entity.resource}`;
  const pages: EntityPageRoute[] = [{ page: 'index', path: base }];
  if (offersForm(entity, 'create')) pages.push({ page: 'create', path: `${base}/create` });
  if (hasAction(entity, 'show')) pages.push({ page: 'show', path: `${base}/:${entity.showParam}` });
  if (offersForm(entity, 'edit')) pages.push({ page: 'edit', path: `${base}/:${entity.editParam}/edit` });
  return pages;
}
