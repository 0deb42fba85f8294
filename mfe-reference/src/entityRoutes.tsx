import type { ReactElement } from 'react';
import { REFERENCE_ENTITIES } from '@portal/contracts/reference/registry';
import type { ReferenceEntity } from '@portal/contracts/reference/declaration';
import { EntityIndexPage } from './features/entities/components/EntityIndexPage';
import { EntityShowPage } from './features/entities/components/EntityShowPage';
import { EntityCreatePage, EntityEditPage } from './features/entities/components/EntityFormPage';
import { DocumentUploadPage } from './features/documents/components/DocumentUploadPage';
import { entityPages, type EntityPage } from './features/entities/entityPages';

/** Every entity's routes (which pages, at which paths: entityPages) with the page each shows. */
export interface AreaRoute {
  path: string;
  element: ReactElement;
}

/** The entities whose declaration says `customForms`: documents use the upload form for create and edit. */
const OWN_FORMS: Record<string, { create: ReactElement; edit: ReactElement }> = {
  documents: { create: <DocumentUploadPage mode="create" />, edit: <DocumentUploadPage mode="edit" /> },
};

function elementOf(entity: ReferenceEntity, page: EntityPage): ReactElement {
  const own = OWN_FORMS[entity.resource];
  switch (page) {
    case 'index':
      return <EntityIndexPage key={entity.resource} entity={entity} />;
    case 'show':
      return <EntityShowPage key={entity.resource} entity={entity} />;
    case 'create':
      return own?.create ?? <EntityCreatePage key={entity.resource} entity={entity} />;
    case 'edit':
      return own?.edit ?? <EntityEditPage key={entity.resource} entity={entity} />;
  }
}

export const ENTITY_ROUTES: AreaRoute[] = REFERENCE_ENTITIES.flatMap((entity) =>
  entityPages(entity).map(({ page, path }) => ({ path, element: elementOf(entity, page) })),
);
