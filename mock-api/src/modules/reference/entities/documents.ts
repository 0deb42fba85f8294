import { documentsEntity } from '@portal/contracts/reference/documents';
import { DocumentStore } from '../../documents/store';
import { defineServerEntity } from '../entity';

/**
 * Documents are listed, shown and deleted here; the documents slice uploads and edits them
 * (POST /api/reference/documents/uploadCreate|uploadUpdate). Deleting removes the stored file.
 */
export const documents = defineServerEntity({
  decl: documentsEntity,
  table: 'documents',
  from: `(SELECT d.*, ct.name AS content_type, c.code AS customer_code, g.code AS customer_group_code
          FROM documents d
          JOIN content_types ct ON ct.id = d.content_type_id
          LEFT JOIN customers c ON c.id = d.customer_id
          LEFT JOIN customer_groups g ON g.id = d.customer_group_id) AS reference_documents`,
  rowColumns: ['filename'],
  async afterDelete(row, ctx) {
    await DocumentStore.of(ctx.app.config, ctx.app.db).remove(String(row.filename));
  },
});
