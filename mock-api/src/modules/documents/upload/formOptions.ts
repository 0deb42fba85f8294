import type { FastifyInstance } from 'fastify';
import { DISTRIBUTION_TYPES, UPLOAD_ACCEPT, normaliseDocumentUpload } from '@portal/contracts/rules/documentUpload';
import { documentsContract } from '@portal/contracts/documents';
import { registerEndpoint } from '../../../core/contract';
import { notFound } from '../../../core/errors';
import { optionLabel } from '../../../core/scope';

/**
 * What the upload form needs besides the rules: the choices of its selects, the size limit and
 * accepted types (GET /api/reference/documents/formOptions), and a document's current values
 * for the edit page (GET /api/reference/documents/:document/uploadValues).
 */
export function registerFormOptions(app: FastifyInstance): void {
  registerEndpoint(app, documentsContract.formOptions, async () => {
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

  registerEndpoint(app, documentsContract.uploadValues, async (request) => {
    const row = await app.db.get<Record<string, string | number | null>>(
      `SELECT id, name, publication_date, content_type_id AS content_type, quote_nr, distribution_type, customer_id AS customer,
           customer_group_id AS customer_group, expiration_date, shipment_ref, original_filename, size
         FROM documents WHERE id = @id`,
      { id: request.params.document },
    );
    if (!row) throw notFound('This document does not exist.');
    return { id: Number(row.id), values: normaliseDocumentUpload(row), original_filename: String(row.original_filename), size: Number(row.size) };
  });
}
