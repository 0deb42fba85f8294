import type { FastifyInstance } from 'fastify';
import { documentsContract, type DocumentChange } from '@portal/contracts/documents';
import { changesPage, sendChanges } from '../../core/changes';
import { registerEndpoint } from '../../core/contract';
import { businessToday, visibleGeneralDocuments, visibleQuoteDocuments } from './visibility';

type StoredRow = Omit<DocumentChange, 'updatedAt'> & { updated_at: string };

/**
 * GET /api/documents/changes: the documents of both My Documents tabs that the scope sees today,
 * changed at or after updatedSince (core/changes.ts; a keyset on (updated_at, id), the index
 * documents_updated). Every write of a document (upload, edit) sets updated_at.
 */
export function registerDocumentChanges(app: FastifyInstance): void {
  registerEndpoint(app, documentsContract.changes, async (request, reply) => {
    const scope = await request.getScope();
    const today = businessToday(app.config);
    // Both fragments name the same parameters (docScope…, docToday), so they merge.
    const general = visibleGeneralDocuments(scope, today);
    const offers = visibleQuoteDocuments(scope, today);
    const { rows, next } = await changesPage<StoredRow>(
      app.db,
      request.query ?? {},
      {
        select: `SELECT d.id, d.name, ct.name AS content_type, d.original_filename, d.filename, d.size, d.publication_date, d.expiration_date,
          d.quote_nr, d.shipment_ref, d.updated_at FROM documents d JOIN content_types ct ON ct.id = d.content_type_id`,
        where: `(${general.where}) OR (${offers.where})`,
        params: { ...general.params, ...offers.params },
        updatedAt: 'd.updated_at',
        id: 'd.id',
        idType: 'integer',
      },
      (row) => [row.updated_at, row.id],
    );
    return sendChanges(request, reply, { documents: rows.map(({ updated_at, ...row }) => ({ ...row, size: Number(row.size), updatedAt: updated_at })), next });
  });
}
