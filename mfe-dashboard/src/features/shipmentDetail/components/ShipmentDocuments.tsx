import { downloadFile, handleError, type ShipmentDocument } from '@portal/shared';

/** The documents linked to this shipment, downloaded through My Documents' route (same visibility rules). */
const documentDownloadPath = (doc: ShipmentDocument) => `/api/myDocuments/documents/getDownloadFile/${encodeURIComponent(doc.filename)}`;

export function ShipmentDocuments({ documents }: { documents: ShipmentDocument[] }) {
  const download = (doc: ShipmentDocument) => downloadFile(documentDownloadPath(doc), doc.original_filename).catch((e) => handleError(e, `${doc.name} could not be downloaded.`));
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
              <button type="button" className="btn btn-sm" onClick={() => download(doc)} aria-label={`Download ${doc.name}`}>
                Download
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
