import { api, tableBasePath, tableQueryParams, type TablePage } from '@portal/shared';
import { DOCUMENT_TABLES, type DocumentTab } from './tables';

/** How many rows a tab holds for the current selection: an empty page of the table's rows route. */
export async function countDocuments(tab: DocumentTab, signal?: AbortSignal): Promise<number> {
  const page = await api.get<TablePage>(`${tableBasePath(DOCUMENT_TABLES[tab].name)}/rows`, { query: tableQueryParams({ startRow: 0, endRow: 0 }), signal });
  return page.total;
}
