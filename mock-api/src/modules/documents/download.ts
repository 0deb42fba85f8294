import type { FastifyInstance, FastifyReply } from 'fastify';
import { documentsContract } from '@portal/contracts/documents';
import { registerEndpoint } from '../../core/contract';
import { attachmentHeader } from '../../core/csv';
import { notFound } from '../../core/errors';
import type { SqlFragment } from '../../core/table';
import { DocumentStore, INTERNAL_ID } from './store';
import { businessToday, visibleGeneralDocuments, visibleQuoteDocuments } from './visibility';

/**
 * Downloads. The `{filename}` a client sends is only ever a key looked up in the documents
 * table together with the visibility rules; the file read is the row's (its id checked again
 * by DocumentStore). Unknown, not visible and malformed names are all the same
 * 404, so nothing tells a probe which documents exist.
 */
interface StoredRow {
  filename: string;
  original_filename: string;
  mime_type: string;
}

async function sendStoredFile(app: FastifyInstance, reply: FastifyReply, store: DocumentStore, row: StoredRow): Promise<FastifyReply> {
  const bytes = await store.read(row.filename);
  if (!bytes) {
    app.log.warn({ filename: row.filename }, 'document row without its file');
    throw notFound('The file is no longer available.');
  }
  const type = row.mime_type.startsWith('text/') ? `${row.mime_type}; charset=utf-8` : row.mime_type;
  return reply
    .header('content-type', type)
    .header('content-length', bytes.length)
    .header('content-disposition', attachmentHeader(row.original_filename))
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .send(bytes);
}

async function findVisible(app: FastifyInstance, filename: string, visible: SqlFragment): Promise<StoredRow | undefined> {
  if (!INTERNAL_ID.test(filename)) return undefined;
  return app.db.get<StoredRow>(`SELECT d.filename, d.original_filename, d.mime_type FROM documents d WHERE d.filename = @docFilename AND ${visible.where}`, {
    ...visible.params,
    docFilename: filename,
  });
}

export function registerDownloads(app: FastifyInstance, store: DocumentStore): void {
  registerEndpoint(app, documentsContract.downloadDocument, async (request, reply) => {
    const row = await findVisible(app, request.params.filename, visibleGeneralDocuments(await request.getScope(), businessToday(app.config)));
    if (!row) throw notFound();
    return sendStoredFile(app, reply, store, row);
  });

  registerEndpoint(app, documentsContract.downloadOffer, async (request, reply) => {
    const row = await findVisible(app, request.params.filename, visibleQuoteDocuments(await request.getScope(), businessToday(app.config)));
    if (!row) throw notFound();
    return sendStoredFile(app, reply, store, row);
  });

  // The reference area's own download (any document, whoever it reaches), for administrators.
  registerEndpoint(app, documentsContract.referenceDownload, async (request, reply) => {
    const row = await app.db.get<StoredRow>('SELECT filename, original_filename, mime_type FROM documents WHERE id = @id', { id: request.params.document });
    if (!row) throw notFound();
    return sendStoredFile(app, reply, store, row);
  });
}
