import type { FastifyInstance } from 'fastify';
import {
  DISTRIBUTION_TYPES,
  UPLOAD_ACCEPT,
  normaliseDocumentUpload,
  type DocumentFormOptions,
  type DocumentUploadCurrent,
} from '@portal/shared/rules/documentUpload';
import { notFound } from '../../../core/errors';
import { optionLabel } from '../../../core/scope';

/**
 * What the upload form needs besides the rules: the choices of its selects, the size limit and
 * accepted types (GET /api/reference/documents/formOptions), and a document's current values
 * for the edit page (GET /api/reference/documents/:document/uploadValues).
 */
const ID_PARAM = { type: 'object', required: ['document'], properties: { document: { type: 'integer', minimum: 1 } } } as const;

export function registerFormOptions(app: FastifyInstance): void {
  app.get('/reference/documents/formOptions', { preValidation: app.requirePermission('reference.documents.index') }, async (): Promise<DocumentFormOptions> => {
    const idText = (rows: { id: number; label: string }[]) => rows.map((r) => ({ value: String(r.id), label: r.label }));
    return {
      contentTypes: idText(await app.db.all('SELECT id, name AS label FROM content_types ORDER BY name')),
      customers: (await app.db.all<{ id: number; code: string; name: string }>('SELECT id, code, name FROM customers ORDER BY code')).map((c) => ({
        value: String(c.id),
        label: optionLabel(c.code, c.name),
      })),
      customerGroups: (await app.db.all<{ id: number; code: string; name: string }>('SELECT id, code, name FROM customer_groups ORDER BY code')).map((g) => ({
        value: String(g.id),
        label: optionLabel(g.code, g.name),
      })),
      distributionTypes: DISTRIBUTION_TYPES.map((t) => ({ value: t, label: t })),
      uploadLimitKb: app.config.uploadLimitKb,
      accept: UPLOAD_ACCEPT,
    };
  });

  app.get<{ Params: { document: number } }>(
    '/reference/documents/:document/uploadValues',
    { preValidation: app.requirePermission('reference.documents.edit'), schema: { params: ID_PARAM } },
    async (request): Promise<DocumentUploadCurrent> => {
      const row = await app.db.get<Record<string, string | number | null>>(
        `SELECT id, name, publication_date, content_type_id AS content_type, quote_nr, distribution_type, customer_id AS customer,
           customer_group_id AS customer_group, expiration_date, shipment_ref, original_filename, size
         FROM documents WHERE id = @id`,
        { id: request.params.document },
      );
      if (!row) throw notFound('This document does not exist.');
      return { id: Number(row.id), values: normaliseDocumentUpload(row), original_filename: String(row.original_filename), size: Number(row.size) };
    },
  );
}
