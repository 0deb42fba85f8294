import { useNavigate } from 'react-router-dom';
import { usePageMeta } from '@portal/kit';
import { UploadForm } from '../../../ui/UploadForm';
import { documentsEntity } from '@portal/contracts/reference/documents';
import { referencePaths } from '@portal/contracts/reference/declaration';
import { entityCrumbs } from '../../../entities/breadcrumbs';
import { useRecordParam } from '../../../entities/hooks/useRouteEntity';

/** /reference/documents/create */
export const DocumentCreatePage = () => <DocumentUploadPage mode="create" />;
/** /reference/documents/:record/edit */
export const DocumentEditPage = () => <DocumentUploadPage mode="edit" />;

/**
 * Create and edit of a document: the documents slice's upload form (file + fields, multipart to
 * /api/reference/documents/uploadCreate|uploadUpdate); afterwards we follow the route it names.
 */
function DocumentUploadPage({ mode }: { mode: 'create' | 'edit' }) {
  const navigate = useNavigate();
  const raw = useRecordParam();
  const id = raw && /^[1-9][0-9]*$/.test(raw) ? Number(raw) : undefined;
  const title = mode === 'create' ? documentsEntity.createTitle : documentsEntity.editTitle;
  usePageMeta(
    title,
    mode === 'create'
      ? entityCrumbs(documentsEntity, { label: 'Upload' })
      : entityCrumbs(documentsEntity, { label: raw ?? '', to: raw ? referencePaths.show(documentsEntity, raw) : undefined }, { label: 'Edit' }),
  );
  if (mode === 'edit' && id === undefined) return <p className="state state-error">This document does not exist.</p>;
  return (
    <div className="card">
      <UploadForm
        mode={mode}
        documentId={id}
        onSaved={(answer) => navigate(answer.path)}
        onCancel={() => navigate(id ? referencePaths.show(documentsEntity, id) : referencePaths.index(documentsEntity))}
      />
    </div>
  );
}
