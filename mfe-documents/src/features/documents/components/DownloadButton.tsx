import { useState } from 'react';
import { handleError } from '@portal/kit';
import { downloadDocument } from '../api/downloadDocument';
import type { DocumentRow, DocumentTab } from '../api/tables';

export function DownloadButton({ tab, row }: { tab: DocumentTab; row: DocumentRow }) {
  const [busy, setBusy] = useState(false);
  const download = () => {
    setBusy(true);
    downloadDocument(tab, row)
      .catch((error) => handleError(error, 'An error occured downloading the document.'))
      .finally(() => setBusy(false));
  };
  return (
    <div className="documents-download-cell">
      <button
        type="button"
        className="btn btn-sm"
        onClick={download}
        disabled={busy}
        aria-label={`Download ${row.original_filename}`}
        title={row.original_filename}
      >
        {busy ? 'Downloading…' : 'Download'}
      </button>
    </div>
  );
}
