import { useState } from 'react';
import { handleError, tFor } from '@portal/kit';
import { DOCUMENTS_NS, useDocumentsT } from '../../../messages';
import { downloadDocument } from '../api/downloadDocument';
import type { DocumentRow, DocumentTab } from '../api/tables';

export function DownloadButton({ tab, row }: { tab: DocumentTab; row: DocumentRow }) {
  const t = useDocumentsT();
  const [busy, setBusy] = useState(false);
  const download = () => {
    setBusy(true);
    downloadDocument(tab, row)
      .catch((error) => handleError(error, tFor(DOCUMENTS_NS)('download.failed')))
      .finally(() => setBusy(false));
  };
  return (
    <div className="documents-download-cell">
      <button
        type="button"
        className="btn btn-sm"
        onClick={download}
        disabled={busy}
        aria-label={t('download.label', { file: row.original_filename })}
        title={row.original_filename}
      >
        {busy ? t('download.busy') : t('download.button')}
      </button>
    </div>
  );
}
