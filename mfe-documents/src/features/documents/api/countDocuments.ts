import { call } from '@portal/kit';
import { tableWireQuery } from '@portal/contracts/tables';
import { myDocumentsTables } from '@portal/contracts/tables.myDocuments';
import type { DocumentTab } from './tables';

/** How many rows a tab holds for the current selection: an empty page of the table's rows route. */
export async function countDocuments(tab: DocumentTab, signal?: AbortSignal): Promise<number> {
  const table = tab === 'quotations' ? myDocumentsTables.quotes : myDocumentsTables.documents;
  const page = await call(table.rows, { query: tableWireQuery({ startRow: 0, endRow: 0 }), signal });
  return page.total;
}
