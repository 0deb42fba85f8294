import { use, type ReactElement } from 'react';
import { Route, Routes, useParams } from 'react-router-dom';
import { isReferenceResource, loadEntity, loadedEntity } from '@portal/contracts/reference/catalogue';
import { referencePaths, type ReferenceEntity } from '@portal/contracts/reference/declaration';
import { EntityIndexPage } from './entities/components/EntityIndexPage';
import { entityPages, type EntityPage } from './entities/entityPages';
import { NotFound } from './features/areas/components/NotFound';
import { DocumentUploadPage, EntityCreatePage, EntityEditPage, EntityShowPage } from './lazyPages';

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

/** The entity's declaration: made when its address is first opened (App starts it as it loads). */
function useEntity(resource: string): ReferenceEntity | undefined {
  if (!isReferenceResource(resource)) return undefined;
  return loadedEntity(resource) ?? use(loadEntity(resource));
}

/**
 * /reference/<resource>/…: the entity's pages (entityPages, with the spec's parameter names)
 * below its list's address. Only the opened entity's declaration is made.
 */
export function EntityRoutes() {
  const entity = useEntity(useParams().resource ?? '');
  if (!entity) return <NotFound />;
  const base = referencePaths.index(entity);
  return (
    <Routes>
      {entityPages(entity).map(({ page, path }) =>
        page === 'index' ? <Route key={page} index element={elementOf(entity, page)} /> : <Route key={page} path={path.slice(base.length + 1)} element={elementOf(entity, page)} />,
      )}
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
