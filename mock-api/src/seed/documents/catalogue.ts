import type { Db } from '../../db';
import type { SeedContext } from '../context';
import type { Random } from '../../core/random';
import type { PdfContent } from './pdf';

/**
 * What the documents seed writes: content types, and documents of every distribution type —
 * Generic, per organisation, per group, and Offers on the seeded quotes — with dates around
 * today so that some are current, some not yet published and some expired.
 */
export const CONTENT_TYPES: [name: string, description: string][] = [
  ['Offer', 'A priced offer on a quote request; linked to its quote.'],
  ['Invoice', 'Freight and service invoices.'],
  ['Certificate', 'Quality, security and origin certificates.'],
  ['Customs', 'Export and import declarations, transit documents.'],
  ['General terms', 'Conditions that apply to every assignment.'],
  ['Rate agreement', 'Agreed rates for an organisation or group.'],
  ['Packing list', 'Contents per package of a shipment.'],
  ['Transport document', 'Bill of lading, air waybill, CMR or rail consignment note of a shipment.'],
];

export interface PlannedDocument {
  name: string;
  contentType: string;
  originalFilename: string;
  distributionType: 'Generic' | 'Customer' | 'Customer group' | null;
  customerId: number | null;
  customerGroupId: number | null;
  quoteNr: string | null;
  publicationDate: string;
  expirationDate: string | null;
  /** The shipment the document belongs to (its reference), if any. */
  shipmentRef?: string | null;
  pdf: PdfContent;
}

const DAY_MS = 86_400_000;

function dayFrom(today: Date, offsetDays: number): string {
  return new Date(today.getTime() + offsetDays * DAY_MS).toISOString().slice(0, 10);
}

const money = (amount: number, currency = 'EUR') => `${currency} ${amount.toLocaleString('en', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

interface Base {
  name: string;
  contentType: string;
  originalFilename?: string;
  published: number;
  expires?: number | null;
  facts?: [string, string][];
  paragraphs?: string[];
  lines?: PdfContent['lines'];
}

function make(
  today: Date,
  base: Base,
  distribution: Pick<PlannedDocument, 'distributionType' | 'customerId' | 'customerGroupId' | 'quoteNr'>,
): PlannedDocument {
  const publicationDate = dayFrom(today, base.published);
  const expirationDate = base.expires === undefined || base.expires === null ? null : dayFrom(today, base.expires);
  return {
    name: base.name,
    contentType: base.contentType,
    originalFilename: base.originalFilename ?? `${base.name}.pdf`,
    ...distribution,
    publicationDate,
    expirationDate,
    pdf: {
      title: base.name,
      subtitle: base.contentType,
      facts: [['Date', publicationDate], ...(expirationDate ? ([['Valid until', expirationDate]] as [string, string][]) : []), ...(base.facts ?? [])],
      paragraphs: base.paragraphs,
      lines: base.lines,
      date: new Date(`${publicationDate}T09:00:00Z`),
    },
  };
}

const GENERIC = { distributionType: 'Generic', customerId: null, customerGroupId: null, quoteNr: null } as const;
const TERMS_TEXT =
  'All activities and services are performed under the Dutch Forwarding Conditions (FENEX), latest version, filed at the District Courts of Amsterdam, Arnhem, Breda and Rotterdam. These conditions limit our liability.';

function genericDocuments(today: Date): PlannedDocument[] {
  const year = today.getUTCFullYear();
  return [
    make(today, { name: `General terms and conditions ${year}`, contentType: 'General terms', published: -160, paragraphs: [TERMS_TEXT] }, GENERIC),
    make(today, { name: 'Dutch Forwarding Conditions (FENEX)', contentType: 'General terms', published: -420, paragraphs: [TERMS_TEXT] }, GENERIC),
    make(
      today,
      {
        name: `General terms and conditions ${year + 1}`,
        contentType: 'General terms',
        published: 21,
        paragraphs: ['Applies to assignments from the date of publication.', TERMS_TEXT],
      },
      GENERIC,
    ),
    make(
      today,
      { name: 'ISO 9001:2015 certificate', contentType: 'Certificate', published: -300, expires: 430, facts: [['Certificate nr', 'NL-QMS-204518']] },
      GENERIC,
    ),
    make(
      today,
      { name: 'AEO-F certificate', contentType: 'Certificate', published: -500, expires: 75, facts: [['Authorisation', 'NLAEOF0000123456']] },
      GENERIC,
    ),
    make(
      today,
      {
        name: 'Peak season surcharge notice',
        contentType: 'General terms',
        published: -140,
        expires: -25,
        paragraphs: ['A peak season surcharge applies to all Asia–Europe sea freight bookings in this period.'],
      },
      GENERIC,
    ),
    make(
      today,
      {
        name: 'Lithium battery shipping guide',
        contentType: 'Customs',
        originalFilename: 'Lithium battery guide (UN3480, UN3481).pdf',
        published: -60,
        paragraphs: ['How to declare and pack lithium ion batteries for air and sea freight.'],
      },
      GENERIC,
    ),
  ];
}

function customerDocuments(today: Date, random: Random, ctx: SeedContext): PlannedDocument[] {
  const out: PlannedDocument[] = [];
  const year = today.getUTCFullYear() % 100;
  let invoiceNr = 4100;
  for (const customer of ctx.customers) {
    const to = { distributionType: 'Customer', customerId: customer.id, customerGroupId: null, quoteNr: null } as const;
    const facts: [string, string][] = [['Customer', `${customer.code} – ${customer.name}`]];
    for (let i = 0; i < random.int(2, 4); i++) {
      const nr = `INV-20${year}-${String(invoiceNr++).padStart(6, '0')}`;
      const freight = random.int(800, 9000);
      const handling = random.int(60, 400);
      const lines = [
        { description: 'Freight', amount: money(freight) },
        { description: 'Handling and documentation', amount: money(handling) },
        { description: 'Total', amount: money(freight + handling) },
      ];
      out.push(
        make(
          today,
          {
            name: `Invoice ${nr}`,
            contentType: 'Invoice',
            originalFilename: `${nr}.pdf`,
            published: -random.int(3, 150),
            facts: [...facts, ['Invoice nr', nr]],
            lines,
          },
          to,
        ),
      );
    }
    if (random.chance(0.6)) {
      const ref = `${year}NL${random.code(4, '0123456789')}${random.code(8)}`;
      out.push(
        make(today, { name: `Export declaration EX-A ${ref}`, contentType: 'Customs', published: -random.int(5, 90), facts: [...facts, ['MRN', ref]] }, to),
      );
    }
    out.push(
      make(
        today,
        { name: `Packing list ${customer.code}-${random.code(5, '0123456789')}`, contentType: 'Packing list', published: -random.int(2, 40), facts },
        to,
      ),
    );
  }

  // States to see on the demo accounts' first organisation (and on the second one's card).
  const demo = ctx.customers.find((c) => c.code === 'C10001');
  if (demo) {
    const to = { distributionType: 'Customer', customerId: demo.id, customerGroupId: null, quoteNr: null } as const;
    out.push(
      make(
        today,
        {
          name: 'Exportaangifte – EX-A 25NL7741 (Rotterdam)',
          contentType: 'Customs',
          originalFilename: 'Exportaangifte – EX-A 25NL7741 (Rotterdam).pdf',
          published: -12,
        },
        to,
      ),
    );
    out.push(make(today, { name: 'Certificate of origin – Form A', contentType: 'Certificate', published: -220, expires: -40 }, to));
    out.push(make(today, { name: `Invoice INV-20${year}-009999 (upcoming)`, contentType: 'Invoice', published: 6 }, to));
  }
  const german = ctx.customers.find((c) => c.code === 'C10004');
  if (german) {
    const to = { distributionType: 'Customer', customerId: german.id, customerGroupId: null, quoteNr: null } as const;
    out.push(
      make(
        today,
        { name: 'Ursprungszeugnis Möbel', contentType: 'Certificate', originalFilename: 'Ursprungszeugnis – Rheinland Möbel.pdf', published: -30 },
        to,
      ),
    );
  }
  return out;
}

function groupDocuments(today: Date, ctx: SeedContext): PlannedDocument[] {
  const year = today.getUTCFullYear();
  return ctx.groups.flatMap((group) => {
    const to = { distributionType: 'Customer group', customerId: null, customerGroupId: group.id, quoteNr: null } as const;
    const facts: [string, string][] = [['Group', `${group.code} – ${group.name}`]];
    return [
      make(today, { name: `Rate agreement ${year} – ${group.name}`, contentType: 'Rate agreement', published: -70, expires: 200, facts }, to),
      make(today, { name: `Rate agreement ${year - 1} – ${group.name}`, contentType: 'Rate agreement', published: -430, expires: -71, facts }, to),
      make(today, { name: `Peak season surcharges Q4 – ${group.name}`, contentType: 'General terms', published: 14, facts }, to),
    ];
  });
}

interface OfferedQuote {
  quote_nr: string;
  offered_at: string;
  valid_until: string;
  modality: string;
  origin: string;
  destination: string;
  customer: string;
}

/** Offers on the quotes the quotes seed made (it runs first); none when it made none. */
async function offerDocuments(today: Date, db: Db): Promise<PlannedDocument[]> {
  const quotes = await db.all<OfferedQuote>(
    `SELECT q.quote_nr, q.offered_at, q.valid_until, q.modality,
       COALESCE(q.origin_city || ', ', '') || q.origin_country AS origin,
       COALESCE(q.destination_city || ', ', '') || q.destination_country AS destination,
       c.code || ' – ' || c.name AS customer
     FROM quotes q JOIN customers c ON c.id = q.customer_id
     WHERE q.offered_at IS NOT NULL AND q.valid_until IS NOT NULL
     ORDER BY q.quote_nr`,
  );
  return quotes
    .filter((q) => q.valid_until >= q.offered_at.slice(0, 10))
    .map((q) => {
      const published = Math.round((Date.parse(`${q.offered_at.slice(0, 10)}T00:00:00Z`) - Date.parse(`${dayFrom(today, 0)}T00:00:00Z`)) / DAY_MS);
      const expires = Math.round((Date.parse(`${q.valid_until}T00:00:00Z`) - Date.parse(`${dayFrom(today, 0)}T00:00:00Z`)) / DAY_MS);
      return make(
        today,
        {
          name: `Offer ${q.quote_nr}`,
          contentType: 'Offer',
          published,
          expires,
          facts: [
            ['Quote', q.quote_nr],
            ['Customer', q.customer],
            ['Modality', q.modality],
            ['From', q.origin],
            ['To', q.destination],
          ],
          paragraphs: ['This offer is subject to space and equipment availability and to our general terms and conditions.'],
        },
        { distributionType: null, customerId: null, customerGroupId: null, quoteNr: q.quote_nr },
      );
    });
}

interface DocumentedShipment {
  shipmentid: string;
  customer_id: number;
  modality: string;
  type: string;
  atd: string;
  departure_name: string;
  arrival_name: string;
  carrier: string;
  vehicle: string | null;
  cargo: string;
  weight_kg: number;
  goods: string;
}

const TRANSPORT_DOCUMENT: Record<string, [string, string]> = {
  SEA: ['Bill of lading', 'BL'],
  AIR: ['Air waybill', 'AWB'],
  ROA: ['CMR consignment note', 'CMR'],
  MUL: ['CIM/SMGS rail consignment note', 'CIM'],
};

/**
 * The papers of each organisation's shipments under way and of its latest deliveries: transport
 * document, commercial invoice and packing list, published on departure and linked to the
 * shipment by its reference (the shipment detail lists them).
 */
async function shipmentDocuments(today: Date, ctx: SeedContext): Promise<PlannedDocument[]> {
  const out: PlannedDocument[] = [];
  const todayMs = Date.parse(`${dayFrom(today, 0)}T00:00:00Z`);
  for (const customer of ctx.customers) {
    const shipments = await ctx.db.all<DocumentedShipment>(
      `SELECT shipmentid, customer_id, modality, type, atd, departure_name, arrival_name, carrier, vehicle, cargo, weight_kg, goods
       FROM shipments WHERE customer_id = @id AND atd IS NOT NULL
       ORDER BY CASE WHEN delivered_at IS NULL THEN 0 ELSE 1 END, atd DESC, shipmentid LIMIT 4`,
      { id: customer.id },
    );
    for (const s of shipments) {
      const to = { distributionType: 'Customer', customerId: customer.id, customerGroupId: null, quoteNr: null } as const;
      const published = Math.round((Date.parse(`${s.atd}T00:00:00Z`) - todayMs) / DAY_MS);
      const [docName, short] = TRANSPORT_DOCUMENT[s.modality] ?? ['Transport document', 'TD'];
      const facts: [string, string][] = [['Shipment', s.shipmentid], ['Customer', `${customer.code} – ${customer.name}`], ['From', s.departure_name], ['To', s.arrival_name], ['Carrier', `${s.carrier}${s.vehicle ? `, ${s.vehicle}` : ''}`], ['Cargo', `${s.cargo}, ${s.weight_kg.toLocaleString('en')} kg, ${s.goods}`]];
      const doc = (name: string, contentType: string, file: string, offset: number) => ({ ...make(today, { name, contentType, originalFilename: file, published: Math.min(0, published + offset), facts }, to), shipmentRef: s.shipmentid });
      out.push(
        doc(`${docName} ${s.shipmentid}`, 'Transport document', `${short}-${s.shipmentid}.pdf`, 0),
        doc(`Commercial invoice ${s.shipmentid}`, 'Invoice', `CI-${s.shipmentid}.pdf`, -2),
        doc(`Packing list ${s.shipmentid}`, 'Packing list', `PL-${s.shipmentid}.pdf`, -2),
      );
    }
  }
  return out;
}

export async function planDocuments(ctx: SeedContext, today: Date): Promise<PlannedDocument[]> {
  return [
    ...genericDocuments(today),
    ...customerDocuments(today, ctx.random, ctx),
    ...groupDocuments(today, ctx),
    ...(await offerDocuments(today, ctx.db)),
    ...(await shipmentDocuments(today, ctx)),
  ];
}
