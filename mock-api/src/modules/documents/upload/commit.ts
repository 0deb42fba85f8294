import fs from 'node:fs';
import type { FastifyRequest } from 'fastify';
import type { DocumentUploadValues, UploadFileType } from '@portal/contracts/rules/documentUpload';
import type { Db } from '../../../db';
import { nowIso } from '../../../db';
import { audit } from '../../../core/audit';
import type { DocumentStore } from '../store';
import type { IncomingFile } from './receive';
import type { DocumentAudience } from '../visibility';

/**
 * Writing a checked upload: the row and the file's bytes go into the database in one
 * transaction, so either both exist or neither.
 */
export interface DocumentColumns extends DocumentAudience {
  name: string;
  content_type_id: number;
  shipment_ref: string | null;
}

export function toColumns(values: DocumentUploadValues, contentTypeId: number): DocumentColumns {
  const hasQuote = values.quote_nr !== '';
  return {
    name: values.name,
    content_type_id: contentTypeId,
    quote_nr: hasQuote ? values.quote_nr : null,
    distribution_type: values.distribution_type || null,
    // The rules allow a customer only with distribution Customer and a group only with
    // Customer group, never with a quote number.
    customer_id: !hasQuote && values.distribution_type === 'Customer' ? Number(values.customer) : null,
    customer_group_id: !hasQuote && values.distribution_type === 'Customer group' ? Number(values.customer_group) : null,
    publication_date: values.publication_date,
    expiration_date: values.expiration_date || null,
    shipment_ref: values.shipment_ref || null,
  };
}

async function storeInsideTx<T>(db: Db, store: DocumentStore, file: IncomingFile | null, write: (storageId: string | null) => Promise<T>): Promise<T> {
  const storageId = file ? store.newId() : null;
  // Read before the transaction: nothing slow while it holds its rows (and on SQLite every other writer).
  const bytes = file ? fs.readFileSync(file.tmpPath) : null;
  return db.tx(async () => {
    const result = await write(storageId);
    if (storageId && bytes) await store.put(storageId, bytes);
    return result;
  });
}

export async function insertDocument(
  db: Db,
  request: FastifyRequest,
  store: DocumentStore,
  columns: DocumentColumns,
  file: IncomingFile,
  type: UploadFileType,
  alongside: (documentId: number) => Promise<void>,
): Promise<number> {
  return storeInsideTx(db, store, file, async (storageId) => {
    const at = nowIso();
    const { id: documentId } = (await db.get<{ id: number }>(
      `INSERT INTO documents (name, filename, original_filename, mime_type, size, content_type_id, quote_nr, distribution_type, customer_id, customer_group_id,
         publication_date, expiration_date, shipment_ref, created_at, created_by, updated_at, updated_by)
       VALUES (@name, @filename, @originalFilename, @mimeType, @size, @content_type_id, @quote_nr, @distribution_type, @customer_id, @customer_group_id,
         @publication_date, @expiration_date, @shipment_ref, @at, @userId, @at, @userId) RETURNING id`,
      { ...columns, filename: storageId, originalFilename: file.filename, mimeType: type.mimeType, size: file.size, at, userId: request.user?.id ?? null },
    ))!;
    await audit(db, request, 'documents.create', 'document', documentId, { name: columns.name, file: file.filename });
    await alongside(documentId);
    return documentId;
  });
}

/** Returns the storage id the row pointed at before, when a new file replaced it. */
export async function updateDocument(
  db: Db,
  request: FastifyRequest,
  store: DocumentStore,
  id: number,
  columns: DocumentColumns,
  file: IncomingFile | null,
  type: UploadFileType | null,
  alongside: (documentId: number) => Promise<void>,
): Promise<string | null> {
  return storeInsideTx(db, store, file, async (storageId) => {
    // Locked: of two edits at once, the second sees the first's file, and removes it if it replaces it.
    const before = await db.get<{ filename: string }>(`SELECT filename FROM documents WHERE id = @id${db.dialect.lockRows('change')}`, { id });
    if (!before) throw new Error(`Document ${id} vanished during its update`);
    const fileColumns = file && storageId && type ? ', filename = @filename, original_filename = @originalFilename, mime_type = @mimeType, size = @size' : '';
    await db.run(
      `UPDATE documents SET name = @name, content_type_id = @content_type_id, quote_nr = @quote_nr, distribution_type = @distribution_type,
         customer_id = @customer_id, customer_group_id = @customer_group_id, publication_date = @publication_date, expiration_date = @expiration_date,
         shipment_ref = @shipment_ref, updated_at = @at, updated_by = @userId, version = version + 1${fileColumns}
       WHERE id = @id`,
      {
        ...columns,
        id,
        filename: storageId,
        originalFilename: file?.filename,
        mimeType: type?.mimeType,
        size: file?.size,
        at: nowIso(),
        userId: request.user?.id ?? null,
      },
    );
    await audit(db, request, 'documents.update', 'document', id, { name: columns.name, file: file?.filename ?? null });
    await alongside(id);
    // The replaced file goes with the same transaction.
    if (file) await store.remove(before.filename);
    return file ? before.filename : null;
  });
}
