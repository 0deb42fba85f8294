import {
  documentUploadErrors,
  fileTypeOf,
  normaliseDocumentUpload,
  type DocumentUploadErrors,
  type DocumentUploadValues,
  type UploadFileType,
} from '@portal/contracts/rules/documentUpload';
import type { Db } from '../../../db';
import { unprocessable } from '../../../core/errors';
import { contentMatches, declaredTypeFits } from '../sniff';
import type { IncomingFile } from './receive';

/**
 * The server's check of an upload: the shared rule set (the same the form runs), then what only
 * the server can know — do the chosen content type, organisation, group and quote exist, and
 * does the file's content match the type its name declares. Throws one 422 with every field's
 * messages, first first.
 */
export interface CheckedUpload {
  values: DocumentUploadValues;
  contentTypeId: number;
  fileType: UploadFileType | null;
}

const asId = (value: string): number | null => (/^[1-9]\d{0,9}$/.test(value) ? Number(value) : null);

async function exists(db: Db, table: 'customers' | 'customer_groups' | 'content_types', id: number | null): Promise<boolean> {
  return id !== null && (await db.get(`SELECT 1 AS ok FROM ${table} WHERE id = @id`, { id })) !== undefined;
}

const add = (errors: DocumentUploadErrors, field: keyof DocumentUploadErrors, message: string) => (errors[field] ??= []).push(message);

const contentMismatchMessage = (filename: string, type: UploadFileType) => `The content of ${filename} does not match its type (${type.label}).`;

export async function checkUpload(
  db: Db,
  fields: Record<string, string>,
  file: IncomingFile | null,
  mode: 'create' | 'edit',
  limitKb: number,
): Promise<CheckedUpload> {
  const values = normaliseDocumentUpload(fields);
  const contentTypeId = asId(values.content_type);
  const contentTypeName =
    contentTypeId === null ? null : ((await db.get<{ name: string }>('SELECT name FROM content_types WHERE id = @id', { id: contentTypeId }))?.name ?? null);
  const errors = documentUploadErrors(values, { mode, limitKb, contentTypeName, file: file && { name: file.filename, size: file.size } });

  if (!errors.customer && values.customer && !(await exists(db, 'customers', asId(values.customer))))
    add(errors, 'customer', 'The selected customer does not exist.');
  if (!errors.customer_group && values.customer_group && !(await exists(db, 'customer_groups', asId(values.customer_group))))
    add(errors, 'customer_group', 'The selected customer group does not exist.');
  if (!errors.quote_nr && values.quote_nr && !(await db.get('SELECT 1 AS ok FROM quotes WHERE quote_nr = @nr', { nr: values.quote_nr })))
    add(errors, 'quote_nr', `Quote ${values.quote_nr} does not exist.`);
  // A shipment document reaches the shipment's own organisation: the reference must be one of its shipments.
  if (!errors.shipment_ref && !errors.customer && values.shipment_ref) {
    const owned = await db.get('SELECT 1 AS ok FROM shipments WHERE shipmentid = @ref AND customer_id = @customer', { ref: values.shipment_ref, customer: asId(values.customer) });
    if (!owned) add(errors, 'shipment_ref', `Shipment ${values.shipment_ref} does not exist for the selected customer.`);
  }

  const fileType = file ? fileTypeOf(file.filename) : null;
  if (file && fileType && !errors.file && (!declaredTypeFits(fileType, file.declaredType) || !contentMatches(fileType.kind, file.head, file.sawNul))) {
    add(errors, 'file', contentMismatchMessage(file.filename, fileType));
  }

  if (Object.keys(errors).length > 0) throw unprocessable(errors as Record<string, string[]>);
  return { values, contentTypeId: contentTypeId!, fileType };
}
