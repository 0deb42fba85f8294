import { download } from '@portal/kit';
import { DOCUMENT_TABLES, type DocumentRow, type DocumentTab } from './tables';

/** Saves the file under its original name (the API's Content-Disposition; the row's name as fallback). */
export function downloadDocument(tab: DocumentTab, row: DocumentRow): Promise<string> {
  return download(DOCUMENT_TABLES[tab].download, { params: { filename: row.filename } }, row.original_filename);
}
