import { downloadFile } from '@portal/shared';
import { DOCUMENT_TABLES, type DocumentRow, type DocumentTab } from './tables';

/** Saves the file under its original name (the API's Content-Disposition; the row's name as fallback). */
export function downloadDocument(tab: DocumentTab, row: DocumentRow): Promise<string> {
  return downloadFile(`${DOCUMENT_TABLES[tab].downloadBase}/${encodeURIComponent(row.filename)}`, row.original_filename);
}
