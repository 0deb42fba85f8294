import { download, handleError } from '@portal/kit';
import { documentsContract } from '@portal/contracts/documents';
import type { ShipmentDocument } from '@portal/contracts/shipments';

/** The documents linked to this shipment, downloaded through My Documents' endpoint (same visibility rules). */
const downloadDocument = (doc: ShipmentDocument) => download(documentsContract.downloadDocument, { params: { filename: doc.filename } }, doc.original_filename);

export function ShipmentDocuments({ documents }: { documents: ShipmentDocument[] }) {
  const save = (doc: ShipmentDocument) => downloadDocument(doc).catch((e) => handleError(e, `${doc.name} could not be downloaded.`));
  return (
    <section className="card shipment-documents" aria-labelledby="shipment-documents-title">
      <h2 id="shipment-documents-title">Documents</h2>
      {documents.length === 0 ? (
        <p className="muted">No documents for this shipment yet.</p>
      ) : (
        <ul className="document-list">
          {documents.map((doc) => (
            <li key={doc.id}>
              <span>
                <strong>{doc.name}</strong>
                <span className="muted">
                  {doc.content_type} · {doc.publication_date}
                </span>
              </span>
              <button type="button" className="btn btn-sm" onClick={() => save(doc)} aria-label={`Download ${doc.name}`}>
                Download
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
