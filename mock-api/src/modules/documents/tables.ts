import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MY_DOCUMENTS_DEFAULT_SORT, myDocumentsTables } from '@portal/contracts/tables.myDocuments';
import { defineTable, type SqlFragment } from '../../core/table';
import type { Scope } from '../../core/types';
import { businessToday, seenChangeParams, seenChangeSql, visibleGeneralDocuments, visibleQuoteDocuments } from './visibility';

/**
 * The two tables of My Documents. Rows carry `filename` (the storage id the download route
 * takes) and `original_filename` (the name the download is saved under); both hidden columns.
 */
const FROM_DOCUMENTS = 'documents d JOIN content_types ct ON ct.id = d.content_type_id';

/**
 * A quote's place as people read it, "Tokyo, Japan (JPTYO)": the city (or, without one, the
 * port's own name), the country's name and the port's code. Portable SQL (|| and COALESCE).
 */
function placeSql(side: 'origin' | 'destination', port: 'op' | 'dp'): string {
  const country = `COALESCE((SELECT u.country_name FROM unlocodes u WHERE u.country = q.${side}_country LIMIT 1), q.${side}_country)`;
  return `COALESCE(COALESCE(NULLIF(q.${side}_city, ''), ${port}.name) || ', ', '') || ${country} || COALESCE(' (' || NULLIF(q.${side}_port, '') || ')', '')`;
}

export function registerDocumentTables(app: FastifyInstance): void {
  const updatedAt = seenChangeSql(app.db.dialect);
  /** The tab's rows this request may see, with what their updatedAt reads. */
  const visible = async (request: FastifyRequest, rowsOf: (scope: Scope, today: string) => SqlFragment): Promise<SqlFragment> => {
    const today = businessToday(app.config);
    const fragment = rowsOf(await request.getScope(), today);
    return { where: fragment.where, params: { ...fragment.params, ...seenChangeParams(app.config, today) } };
  };

  defineTable(app, {
    contract: myDocumentsTables.documents,
    from: FROM_DOCUMENTS,
    idField: 'id',
    updatedAt,
    defaultSort: MY_DOCUMENTS_DEFAULT_SORT,
    columns: [
      { field: 'id', headerName: 'ID', type: 'number', hide: true, sql: 'd.id', filter: false },
      { field: 'name', headerName: 'Name', type: 'text', sql: 'd.name' },
      { field: 'content_type', headerName: 'Content type', type: 'text', sql: 'ct.name' },
      { field: 'original_filename', headerName: 'File', type: 'text', sql: 'd.original_filename' },
      { field: 'publication_date', headerName: 'Published', type: 'date', sql: 'd.publication_date' },
      { field: 'expiration_date', headerName: 'Expires', type: 'date', sql: 'd.expiration_date' },
      { field: 'size', headerName: 'Size (bytes)', type: 'number', sql: 'd.size', hide: true },
      { field: 'filename', headerName: 'Storage id', type: 'text', sql: 'd.filename', hide: true, sortable: false, filter: false },
    ],
    scope: (request) => visible(request, visibleGeneralDocuments),
  });

  defineTable(app, {
    contract: myDocumentsTables.quotes,
    from: `${FROM_DOCUMENTS} JOIN quotes q ON q.quote_nr = d.quote_nr
      LEFT JOIN unlocodes op ON op.unlocode = q.origin_port LEFT JOIN unlocodes dp ON dp.unlocode = q.destination_port`,
    idField: 'id',
    updatedAt,
    defaultSort: MY_DOCUMENTS_DEFAULT_SORT,
    columns: [
      { field: 'id', headerName: 'ID', type: 'number', hide: true, sql: 'd.id', filter: false },
      { field: 'quote_nr', headerName: 'Quote', type: 'text', sql: 'd.quote_nr' },
      { field: 'name', headerName: 'Name', type: 'text', sql: 'd.name' },
      { field: 'modality', headerName: 'Modality', type: 'text', sql: 'q.modality' },
      { field: 'origin', headerName: 'From', type: 'text', sql: placeSql('origin', 'op') },
      { field: 'destination', headerName: 'To', type: 'text', sql: placeSql('destination', 'dp') },
      { field: 'publication_date', headerName: 'Published', type: 'date', sql: 'd.publication_date' },
      { field: 'expiration_date', headerName: 'Valid until', type: 'date', sql: 'd.expiration_date' },
      { field: 'original_filename', headerName: 'File', type: 'text', sql: 'd.original_filename', hide: true },
      { field: 'filename', headerName: 'Storage id', type: 'text', sql: 'd.filename', hide: true, sortable: false, filter: false },
    ],
    scope: (request) => visible(request, visibleQuoteDocuments),
  });
}
