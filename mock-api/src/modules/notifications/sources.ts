import { QUOTE_EXPIRY_NOTICE_DAYS } from '@portal/contracts/rules/notifications';
import type { Db } from '../../db';
import { addDays } from '@portal/contracts/dates/days';
import { recordEvents, storeEvents, type NotificationEvent, type RecordedNotification } from './events';
import type { DocumentAudience } from '../documents/visibility';

/**
 * Events of documents and quotes. A document is news for its audience on its publication day
 * (My Documents' rules, modules/documents/visibility.ts): at upload when that day has come, or by
 * the daily sweep on the day it comes. A quote is news when its offer can be downloaded and again
 * QUOTE_EXPIRY_NOTICE_DAYS before its last valid day.
 */

interface DocumentRow extends DocumentAudience {
  id: number;
  name: string;
  content_type: string;
}

const DOCUMENT_SQL = `SELECT d.id, d.name, d.quote_nr, d.distribution_type, d.customer_id, d.customer_group_id, d.publication_date, d.expiration_date,
  ct.name AS content_type FROM documents d JOIN content_types ct ON ct.id = d.content_type_id`;

/** The organisations that see a document in My Documents (the same four cases as visibility.ts). */
async function documentAudience(db: Db, doc: DocumentRow): Promise<number[]> {
  if (doc.quote_nr) {
    const quote = await db.get<{ customer_id: number }>('SELECT customer_id FROM quotes WHERE quote_nr = @nr', { nr: doc.quote_nr });
    return quote ? [quote.customer_id] : [];
  }
  if (doc.distribution_type === 'Customer') return doc.customer_id ? [doc.customer_id] : [];
  if (doc.distribution_type === 'Customer group') {
    const rows = await db.all<{ id: number }>('SELECT customer_id AS id FROM customer_group_members WHERE group_id = @g', { g: doc.customer_group_id });
    return rows.map((r) => r.id);
  }
  if (doc.distribution_type === 'Generic') return (await db.all<{ id: number }>('SELECT id FROM customers')).map((r) => r.id);
  return [];
}

async function documentEvent(db: Db, doc: DocumentRow): Promise<NotificationEvent> {
  return {
    type: 'document.published',
    subject: { kind: 'document', id: String(doc.id) },
    customerIds: await documentAudience(db, doc),
    title: `New document: ${doc.name}`,
    body: `${doc.content_type} "${doc.name}" is in My Documents${doc.quote_nr ? ` (quote ${doc.quote_nr})` : ''}.`,
    data: { name: doc.name, contentType: doc.content_type, quoteNr: doc.quote_nr, publicationDate: doc.publication_date },
    occurredAt: `${doc.publication_date}T00:00:00.000Z`,
    // Once per document and publication day: moving the day forward publishes it anew.
    dedupKey: `document:${doc.id}:published:${doc.publication_date}`,
  };
}

const isShown = (doc: DocumentRow, today: string) => doc.publication_date <= today && (doc.expiration_date === null || doc.expiration_date >= today);

/**
 * In an upload's or edit's transaction: its audience's notice when it is shown today (`today`: the
 * business day), committed with it; the caller announces what this returns once it committed.
 */
export async function storeDocumentPublished(db: Db, documentId: number, today: string): Promise<RecordedNotification[]> {
  const doc = await db.get<DocumentRow>(`${DOCUMENT_SQL} WHERE d.id = @id`, { id: documentId });
  if (!doc || !isShown(doc, today)) return [];
  return storeEvents(db, [await documentEvent(db, doc)]);
}

/** The daily sweep: documents whose publication day is today (uploaded earlier for today). */
export async function documentsPublishedToday(db: Db, today: string): Promise<number> {
  const docs = await db.all<DocumentRow>(`${DOCUMENT_SQL} WHERE d.publication_date = @today`, { today });
  const events = await Promise.all(docs.filter((d) => isShown(d, today)).map((d) => documentEvent(db, d)));
  return (await recordEvents(db, events)).length;
}

interface QuoteRow {
  quote_nr: string;
  customer_id: number;
  modality: string;
  valid_until: string | null;
  offered_at: string | null;
}

/**
 * An offer was made: the quote's organisation can download it now. Inside the offer's own
 * transaction, so the notice commits with it; the caller announces what this returns once it
 * committed (announceRecorded).
 */
export async function storeQuoteDownloadable(db: Db, quoteNr: string): Promise<RecordedNotification[]> {
  const q = await db.get<QuoteRow>(
    "SELECT quote_nr, customer_id, modality, valid_until, offered_at FROM quotes WHERE quote_nr = @nr AND quote_status IN ('Offered', 'Accepted')",
    { nr: quoteNr },
  );
  if (!q) return [];
  return storeEvents(db, [
    {
      type: 'quote.downloadable',
      subject: { kind: 'quote', id: q.quote_nr },
      customerIds: [q.customer_id],
      title: `Offer ready for quote ${q.quote_nr}`,
      body: `The offer for ${q.quote_nr} can be downloaded${q.valid_until ? `; it is valid until ${q.valid_until}` : ''}.`,
      data: { quoteNr: q.quote_nr, validUntil: q.valid_until },
      occurredAt: q.offered_at ?? undefined,
      dedupKey: `quote:${q.quote_nr}:downloadable:${q.offered_at ?? '-'}`,
    },
  ]);
}

/** The daily sweep: open offers whose last valid day is within QUOTE_EXPIRY_NOTICE_DAYS (not yet past). */
export async function quotesAboutToExpire(db: Db, today: string): Promise<number> {
  const until = addDays(today, QUOTE_EXPIRY_NOTICE_DAYS);
  const quotes = await db.all<QuoteRow>(
    "SELECT quote_nr, customer_id, modality, valid_until, offered_at FROM quotes WHERE quote_status = 'Offered' AND valid_until >= @today AND valid_until <= @until",
    { today, until },
  );
  const events: NotificationEvent[] = quotes.map((q) => ({
    type: 'quote.expiring',
    subject: { kind: 'quote', id: q.quote_nr },
    customerIds: [q.customer_id],
    title: `Offer ${q.quote_nr} expires ${q.valid_until === today ? 'today' : `on ${q.valid_until}`}`,
    body: `The offer for ${q.quote_nr} is valid until ${q.valid_until}. Accept it before then, or request a new quote.`,
    data: { quoteNr: q.quote_nr, validUntil: q.valid_until },
    dedupKey: `quote:${q.quote_nr}:expiring:${q.valid_until}`,
  }));
  return (await recordEvents(db, events)).length;
}
