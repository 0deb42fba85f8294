import { download, handleError, useFormat } from '@portal/kit';
import { documentsContract } from '@portal/contracts/documents';
import type { ShipmentDocument } from '@portal/contracts/shipments';
import { useDashboardT } from '../../../messages';

/** The documents linked to this shipment, downloaded through My Documents' endpoint (same visibility rules). */
const downloadDocument = (doc: ShipmentDocument) => download(documentsContract.downloadDocument, { params: { filename: doc.filename } }, doc.original_filename);

export function ShipmentDocuments({ documents }: { documents: ShipmentDocument[] }) {
  const t = useDashboardT();
  const format = useFormat();
  const save = (doc: ShipmentDocument) => downloadDocument(doc).catch((e) => handleError(e, t('detail.documents.failed', { name: doc.name })));
  return (
    <section className="card shipment-documents" aria-labelledby="shipment-documents-title">
      <h2 id="shipment-documents-title">{t('detail.documents.title')}</h2>
      {documents.length === 0 ? (
        <p className="muted">{t('detail.documents.none')}</p>
      ) : (
        <ul className="document-list">
          {documents.map((doc) => (
            <li key={doc.id}>
              <span>
                <strong>{doc.name}</strong>
                <span className="muted">
                  {doc.content_type} · {doc.publication_date ? format.date(doc.publication_date, t('formats.day')) : ''}
                </span>
              </span>
              <button type="button" className="btn btn-sm" onClick={() => save(doc)} aria-label={t('detail.documents.downloadNamed', { name: doc.name })}>
                {t('detail.documents.download')}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
