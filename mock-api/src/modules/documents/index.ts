import type { FastifyInstance } from 'fastify';
import { registerDocumentChanges } from './changes';
import { registerDownloads } from './download';
import { DocumentStore } from './store';
import { registerDocumentTables } from './tables';
import { registerFormOptions } from './upload/formOptions';
import { registerUploadRoutes } from './upload/routes';

/**
 * My Documents (tables myDocuments.documents and myDocuments.quotes, their downloads) and the
 * reference area's upload pipeline (uploadCreate, uploadUpdate, the form's options).
 */
export async function documentsRoutes(app: FastifyInstance): Promise<void> {
  const store = DocumentStore.of(app.config, app.db);
  const swept = await store.sweep();
  if (swept.parts + swept.orphans + swept.imported > 0) app.log.warn(swept, 'removed unfinished uploads and files without a document row; moved files of an older database into it');

  registerDocumentTables(app);
  registerDocumentChanges(app);
  registerDownloads(app, store);
  registerFormOptions(app);
  registerUploadRoutes(app, store);
}

