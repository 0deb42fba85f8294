import fs from 'node:fs';

import type { Db } from '../src/db';
import { nowIso } from '../src/db';
import { DocumentStore } from '../src/modules/documents/store';
import { loadConfig } from '../src/config';
import { businessToday } from '../src/modules/documents/visibility';
import type { TestClient } from './helpers';

/**
 * Helpers for the documents tests: rows and files made directly (so each test knows exactly
 * what exists), multipart uploads as a browser sends them, and a look at the store on disk.
 */
const BUSINESS = loadConfig({});
/** The business day `offset` days from now (the API's default BUSINESS_TIME_ZONE), YYYY-MM-DD. */
export const day = (offset: number) => businessToday(BUSINESS, new Date(Date.now() + offset * 86_400_000));

export const idOf = async (db: Db, table: 'customers' | 'customer_groups', code: string) =>
  (await db.get<{ id: number }>(`SELECT id FROM ${table} WHERE code = @code`, { code }))!.id;

export const contentTypeId = async (db: Db, name: string) => (await db.get<{ id: number }>('SELECT id FROM content_types WHERE name = @name', { name }))!.id;

/** A minimal quote of an organisation (the quotes slice owns the table; only what we join on matters). */
export async function insertQuote(db: Db, quoteNr: string, customerCode: string): Promise<void> {
  const at = nowIso();
  await db.run(
    `INSERT INTO quotes (quote_nr, customer_id, requestor_email, modality, inco_terms, inco_terms_location, goods_description, expected_departure,
       origin_country, origin_city, destination_country, destination_city, package_type, quote_status, offered_at, valid_until, created_at, updated_at)
     VALUES (@quoteNr, @customerId, 'test@example.test', 'SEA', 'FOB', 'Shanghai', 'Test goods', @departure,
       'CN', 'Shanghai', 'NL', 'Rotterdam', 'Cartons', 'Offered', @at, @validUntil, @at, @at)`,
    { quoteNr, customerId: await idOf(db, 'customers', customerCode), departure: day(30), validUntil: day(20), at },
  );
}

export interface TestDocument {
  name: string;
  contentType?: string;
  distribution?: 'Generic' | 'Customer' | 'Customer group' | null;
  customer?: string;
  group?: string;
  quoteNr?: string;
  published?: number;
  expires?: number | null;
  originalFilename?: string;
  /** Bytes written into the store; false: a row whose file is missing. */
  content?: Buffer | false;
}

/** Inserts a document row and its file; returns its storage id. */
export async function insertDocument(db: Db, store: DocumentStore, doc: TestDocument): Promise<string> {
  const filename = store.newId();
  const content = doc.content === undefined ? Buffer.from(`%PDF-1.4\n% ${doc.name}\n%%EOF\n`) : doc.content;
  if (content) await store.put(filename, content);
  const at = nowIso();
  await db.run(
    `INSERT INTO documents (name, filename, original_filename, mime_type, size, content_type_id, quote_nr, distribution_type, customer_id, customer_group_id,
       publication_date, expiration_date, created_at, updated_at)
     VALUES (@name, @filename, @original, 'application/pdf', @size, @contentTypeId, @quoteNr, @distribution, @customerId, @groupId, @published, @expires, @at, @at)`,
    {
      name: doc.name,
      filename,
      original: doc.originalFilename ?? `${doc.name}.pdf`,
      size: content ? content.length : 0,
      contentTypeId: await contentTypeId(db, doc.contentType ?? (doc.quoteNr ? 'Offer' : 'General terms')),
      quoteNr: doc.quoteNr ?? null,
      distribution: doc.distribution === undefined ? (doc.quoteNr ? null : 'Generic') : doc.distribution,
      customerId: doc.customer ? await idOf(db, 'customers', doc.customer) : null,
      groupId: doc.group ? await idOf(db, 'customer_groups', doc.group) : null,
      published: day(doc.published ?? -1),
      expires: doc.expires === undefined || doc.expires === null ? null : day(doc.expires),
      at,
    },
  );
  return filename;
}

/** What the store holds: stored files (in the database) and unfinished parts (on disk). */
export async function storeListing(store: DocumentStore): Promise<{ stored: string[]; incoming: string[] }> {
  const incoming = fs.existsSync(store.incomingDir) ? fs.readdirSync(store.incomingDir).sort() : [];
  return { stored: await store.storedIds(), incoming };
}

export interface UploadFile {
  name: string;
  content: Buffer | string;
  type?: string;
}

/** POST multipart like the upload form: fields, then the file; cookie and CSRF header of the client. */
export async function upload(
  client: TestClient,
  route: 'uploadCreate' | 'uploadUpdate',
  fields: Record<string, string>,
  file?: UploadFile,
  headers: Record<string, string> = {},
) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  if (file)
    form.append(
      'file',
      new Blob([typeof file.content === 'string' ? file.content : new Uint8Array(file.content)], { type: file.type ?? 'application/octet-stream' }),
      file.name,
    );
  const res = await fetch(client.url(`/reference/documents/${route}`), {
    method: 'POST',
    body: form,
    headers: {
      accept: 'application/json',
      ...(client.cookie ? { cookie: client.cookie } : {}),
      ...(client.csrfToken ? { 'x-csrf-token': client.csrfToken } : {}),
      ...headers,
    },
  });
  const text = await res.text();
  return { status: res.status, headers: res.headers, body: text && (res.headers.get('content-type') ?? '').includes('json') ? JSON.parse(text) : text };
}

export const pdfBytes = (label = 'test', padTo = 0) => {
  const body = Buffer.from(`%PDF-1.4\n% ${label}\n`);
  return padTo > body.length ? Buffer.concat([body, Buffer.alloc(padTo - body.length, 0x20)]) : body;
};

export const PNG_BYTES = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);

/** A seeded server (PDFs, quotes, shipments) takes a while on a busy two-core machine. */
export const SETUP_MS = 120_000;
