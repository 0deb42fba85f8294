import type { FastifyInstance } from 'fastify';
import { documentsContract, type DocumentChange } from '@portal/contracts/documents';
import { changesPage, sendChanges } from '../../core/changes';
import { registerEndpoint } from '../../core/contract';
import { businessToday, seenChangeParams, seenChangeSql, visibleGeneralDocuments, visibleQuoteDocuments } from './visibility';

/**
 * GET /api/documents/changes: the documents of both My Documents tabs that the scope sees today,
 * changed at or after updatedSince (core/changes.ts; a keyset on (updatedAt, id)). Every write of
 * a document (upload, edit) sets updated_at; its publication day counts as a change too
 * (seenChangeSql), so the keyset is on that expression: documents published the same day share
 * its first moment and follow each other by id.
 */
export function registerDocumentChanges(app: FastifyInstance): void {
  const updatedAt = seenChangeSql(app.db.dialect);
  registerEndpoint(app, documentsContract.changes, async (request, reply) => {
    const scope = await request.getScope();
    const today = businessToday(app.config);
    // Both fragments name the same parameters (docScope…, docToday), so they merge.
    const general = visibleGeneralDocuments(scope, today);
    const offers = visibleQuoteDocuments(scope, today);
    const { rows, next } = await changesPage<DocumentChange>(
      app.db,
      request.query ?? {},
      {
        select: `SELECT d.id, d.name, ct.name AS content_type, d.original_filename, d.filename, d.size, d.publication_date, d.expiration_date,
          d.quote_nr, d.shipment_ref, ${updatedAt} AS "updatedAt" FROM documents d JOIN content_types ct ON ct.id = d.content_type_id`,
        where: `(${general.where}) OR (${offers.where})`,
        params: { ...general.params, ...offers.params, ...seenChangeParams(app.config, today) },
        updatedAt,
        id: 'd.id',
        idType: 'integer',
      },
      (row) => [row.updatedAt, row.id],
    );
    return sendChanges(request, reply, { documents: rows.map((row) => ({ ...row, size: Number(row.size) })), next });
  });
}
