import fs from 'node:fs';
import { nowIso } from '../db';
import { DocumentStore } from '../modules/documents/store';
import type { SeedContext } from './context';
import { CONTENT_TYPES, planDocuments } from './documents/catalogue';
import { writePdf } from './documents/pdf';
import type { Random } from '../core/random';

/**
 * Content types and documents of every distribution type, each a real small PDF written into
 * the document store (DATA_DIR/files/documents) under an internal id. Runs after the quotes
 * seed, whose offered quotes get their Offer documents.
 */
function storageId(random: Random): string {
  const hex = random.code(32, '0123456789abcdef');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The reference seed may have made some already: add what is missing, then read the ids. */
async function ensureContentTypes(ctx: SeedContext, adminId: number | null): Promise<Map<string, number>> {
  const at = nowIso();
  for (const [name, description] of CONTENT_TYPES) {
    await ctx.db.run(
      `INSERT INTO content_types (name, description, created_at, created_by, updated_at, updated_by)
       VALUES (@name, @description, @at, @adminId, @at, @adminId) ON CONFLICT (name) DO NOTHING`,
      { name, description, at, adminId },
    );
  }
  return new Map((await ctx.db.all<{ id: number; name: string }>('SELECT id, name FROM content_types')).map((r) => [r.name, r.id]));
}

export async function seed(ctx: SeedContext): Promise<void> {
  const store = DocumentStore.of(ctx.config, ctx.db);
  store.ensureDirs();
  const adminId = ctx.users.find((u) => u.role === 'admin')?.id ?? null;
  const contentTypes = await ensureContentTypes(ctx, adminId);
  const documents = (await planDocuments(ctx, new Date())).map((doc) => ({ ...doc, filename: storageId(ctx.random) }));

  // PDFs made first (async, through the store's scratch space), then every row with its file in
  // one transaction.
  const pdfs = new Map<string, Buffer>();
  for (const doc of documents) {
    const file = store.newIncomingPath();
    try {
      await writePdf(file, doc.pdf);
      pdfs.set(doc.filename, fs.readFileSync(file));
    } finally {
      fs.rmSync(file, { force: true });
    }
  }

  const at = nowIso();
  await ctx.db.tx(async () => {
    for (const doc of documents) {
      await ctx.db.run(
        `INSERT INTO documents (name, filename, original_filename, mime_type, size, content_type_id, quote_nr, distribution_type, customer_id, customer_group_id,
           publication_date, expiration_date, shipment_ref, created_at, created_by, updated_at, updated_by)
         VALUES (@name, @filename, @originalFilename, 'application/pdf', @size, @contentTypeId, @quoteNr, @distributionType, @customerId, @customerGroupId,
           @publicationDate, @expirationDate, @shipmentRef, @at, @adminId, @at, @adminId)`,
        {
          name: doc.name,
          filename: doc.filename,
          originalFilename: doc.originalFilename,
          size: pdfs.get(doc.filename)!.length,
          contentTypeId: contentTypes.get(doc.contentType),
          quoteNr: doc.quoteNr,
          distributionType: doc.distributionType,
          customerId: doc.customerId,
          customerGroupId: doc.customerGroupId,
          publicationDate: doc.publicationDate,
          expirationDate: doc.expirationDate,
          shipmentRef: doc.shipmentRef ?? null,
          at,
          adminId,
        },
      );
      await store.put(doc.filename, pdfs.get(doc.filename)!);
    }
  });
}
