import type { ReactElement } from 'react';
import { REFERENCE_ENTITIES } from '@portal/shared/reference/registry';
import { hasAction, type ReferenceEntity } from '@portal/shared/reference/declaration';
import { EntityIndexPage } from './features/entities/components/EntityIndexPage';
import { EntityShowPage } from './features/entities/components/EntityShowPage';
import { EntityCreatePage, EntityEditPage } from './features/entities/components/EntityFormPage';
import { DocumentUploadPage } from './features/documents/components/DocumentUploadPage';

/**
 * Every entity's routes from its declaration, with the spec's parameter names:
 *   /reference/<resource>            index
 *   /reference/<resource>/create     create
 *   /reference/<resource>/:<show>    show   (e.g. :customers, :cepUser)
 *   /reference/<resource>/:<edit>/edit
 * Documents use the upload form for create and edit.
 */
export interface AreaRoute {
  path: string;
  element: ReactElement;
}

const CUSTOM_FORMS: Record<string, { create: ReactElement; edit: ReactElement }> = {
  documents: { create: <DocumentUploadPage mode="create" />, edit: <DocumentUploadPage mode="edit" /> },
};

function routesOf(entity: ReferenceEntity): AreaRoute[] {
  const base = `/reference/${entity.resource}`;
  const custom = CUSTOM_FORMS[entity.resource];
  const routes: AreaRoute[] = [{ path: base, element: <EntityIndexPage key={entity.resource} entity={entity} /> }];
  if (custom) routes.push({ path: `${base}/create`, element: custom.create });
  else if (hasAction(entity, 'create')) routes.push({ path: `${base}/create`, element: <EntityCreatePage key={entity.resource} entity={entity} /> });
  if (hasAction(entity, 'show')) routes.push({ path: `${base}/:${entity.showParam}`, element: <EntityShowPage key={entity.resource} entity={entity} /> });
  if (custom) routes.push({ path: `${base}/:${entity.editParam}/edit`, element: custom.edit });
  else if (hasAction(entity, 'edit')) routes.push({ path: `${base}/:${entity.editParam}/edit`, element: <EntityEditPage key={entity.resource} entity={entity} /> });
  return routes;
}

export const ENTITY_ROUTES: AreaRoute[] = REFERENCE_ENTITIES.flatMap(routesOf);
