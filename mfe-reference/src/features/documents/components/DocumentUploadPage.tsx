import { useNavigate } from 'react-router-dom';
import { usePageMeta } from '@portal/kit';
import { UploadForm } from '../../../ui/UploadForm';
import { documentsEntity } from '@portal/contracts/reference/documents';
import { referencePaths } from '@portal/contracts/reference/declaration';
import { entityCrumbs } from '../../../entities/breadcrumbs';
import { useRecordParam } from '../../../entities/hooks/useRouteEntity';
import { useReferenceT, useReferenceWord } from '../../../messages';

/** /reference/documents/create */
export const DocumentCreatePage = () => <DocumentUploadPage mode="create" />;
/** /reference/documents/:record/edit */
export const DocumentEditPage = () => <DocumentUploadPage mode="edit" />;

/**
 * Create and edit of a document: the documents slice's upload form (file + fields, multipart to
 * /api/reference/documents/uploadCreate|uploadUpdate); afterwards we follow the route it names.
 */
function DocumentUploadPage({ mode }: { mode: 'create' | 'edit' }) {
  const t = useReferenceT();
  const word = useReferenceWord();
  const navigate = useNavigate();
  const raw = useRecordParam();
  const id = raw && /^[1-9][0-9]*$/.test(raw) ? Number(raw) : undefined;
  const title = word(mode === 'create' ? documentsEntity.createTitle : documentsEntity.editTitle);
  usePageMeta(
    title,
    mode === 'create'
      ? entityCrumbs(documentsEntity, { label: t('form.upload') })
      : entityCrumbs(documentsEntity, { label: raw ?? '', to: raw ? referencePaths.show(documentsEntity, raw) : undefined }, { label: t('form.edit') }),
  );
  if (mode === 'edit' && id === undefined) return <p className="state state-error">{t('documents.missing')}</p>;
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
