import type { FastifyInstance } from 'fastify';
import { documentsContract } from '@portal/contracts/documents';
import { documentsEntity } from '@portal/contracts/reference/documents';
import { referencePaths } from '@portal/contracts/reference/declaration';
import { registerEndpoint } from '../../../core/contract';
import { notFound } from '../../../core/errors';
import { languageOf, translate } from '../../../core/i18n';
import { announceRecorded, type RecordedNotification } from '../../notifications/events';
import { storeDocumentPublished } from '../../notifications/sources';
import { businessToday } from '../visibility';
import type { DocumentStore } from '../store';
import { checkUpload } from './validate';
import { insertDocument, toColumns, updateDocument } from './commit';
import { receiveUpload, removeQuietly } from './receive';

/**
 * POST /api/reference/documents/uploadCreate and uploadUpdate (multipart: the document fields,
 * `file`, and for an update `id`). Administrators only. Answers `{ message, redirect, param?, path }`
 * or a 422 with errors per field. `redirect` is a route name of the reference area, as spec §7
 * fixes it; `path` is the portal page it names, which the browser goes to.
 */
const documentId = (value: string | undefined): number | null => (value && /^[1-9]\d{0,9}$/.test(value.trim()) ? Number(value.trim()) : null);

export function registerUploadRoutes(app: FastifyInstance, store: DocumentStore): void {
  const limitKb = app.config.uploadLimitKb;

  registerEndpoint(app, documentsContract.uploadCreate, async (request) => {
    const { fields, file } = await receiveUpload(request, store, limitKb);
    try {
      const checked = await checkUpload(app.db, fields, file, 'create', limitKb);
      // Its audience's notification commits with the document (one commit), and is announced after.
      let recorded: RecordedNotification[] = [];
      const id = await insertDocument(app.db, request, store, toColumns(checked.values, checked.contentTypeId), file!, checked.fileType!, async (stored) => {
        recorded = await storeDocumentPublished(app.db, stored, businessToday(app.config));
      });
      await announceRecorded(app.db, recorded);
      return { message: translate('The document was uploaded.', languageOf(request)), redirect: 'reference.documents.index', path: referencePaths.index(documentsEntity), document: { id } };
    } finally {
      if (file) await removeQuietly(file.tmpPath); // gone already when it was moved into the store
    }
  });

  registerEndpoint(app, documentsContract.uploadUpdate, async (request) => {
    const { fields, file } = await receiveUpload(request, store, limitKb);
    try {
      const id = documentId(fields.id);
      if (id === null || !(await app.db.get('SELECT 1 AS ok FROM documents WHERE id = @id', { id }))) throw notFound('This document does not exist.');
      const checked = await checkUpload(app.db, fields, file, 'edit', limitKb);
      let recorded: RecordedNotification[] = [];
      await updateDocument(app.db, request, store, id, toColumns(checked.values, checked.contentTypeId), file, checked.fileType, async (stored) => {
        recorded = await storeDocumentPublished(app.db, stored, businessToday(app.config));
      });
      await announceRecorded(app.db, recorded);
      return {
        message: translate('The document was updated.', languageOf(request)),
        redirect: 'reference.documents.show',
        param: id,
        path: referencePaths.show(documentsEntity, id),
        document: { id },
      };
    } finally {
      if (file) await removeQuietly(file.tmpPath);
    }
  });
}
