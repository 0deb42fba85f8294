import { api, tableBasePath, type TablePage } from '@portal/shared';
import { DOCUMENT_TABLES, type DocumentTab } from './tables';

/** How many rows a tab holds for the current selection: an empty page of the table's rows route. */
export async function countDocuments(tab: DocumentTab, signal?: AbortSignal): Promise<number> {
  const page = await api.post<TablePage>(`${tableBasePath(DOCUMENT_TABLES[tab].name)}/rows`, { startRow: 0, endRow: 0 }, { signal });
  return page.total;
}
