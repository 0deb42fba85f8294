import PDFDocument from 'pdfkit';
import { pdfWords, translate } from '../../core/i18n';
import type { PriceLine } from './quoteQueries';
import { pdfText as t } from './pdfText';

/**
 * The offer as a one-page A4 PDF, drawn from the quote's own data: the forwarder, the customer,
 * the quote number and validity, the route, the goods and the price lines with their total. In
 * the customer's language: its words from src/locales (`pdf.offer`), days, numbers and amounts
 * as Intl writes them there; the price lines are stored in English and translated as messages.
 */
const FORWARDER = {
  name: 'Meridian Freight',
  contact: '+31 10 295 4400 · quotes@meridian-freight.example',
};

const NAVY = '#0b3d63';
const ORANGE = '#f5a623';
const GREY = '#4f5d6b';

export interface OfferData {
  quote: Record<string, unknown>;
  lines: PriceLine[];
  countryName(code: string): string;
  /** The customer's: the account's chosen language, else the request's. */
  language: string;
}

/** Days, numbers and amounts as `language` writes them ("4 dec 2026", "1.234,5 kg", "EUR 1.234,50"). */
function formatsFor(language: string) {
  // en-GB: day before month, as the English portal writes it ("4 Dec 2026").
  const locale = language === 'en' ? 'en-GB' : language;
  const days = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
  const numbers = new Intl.NumberFormat(locale, { maximumFractionDigits: 3 });
  const amounts = new Map<string, Intl.NumberFormat>();
  return {
    day: (value: unknown) => {
      const text = String(value ?? '').slice(0, 10);
      return /^\d{4}-\d{2}-\d{2}$/.test(text) ? days.format(new Date(`${text}T00:00:00Z`)) : text;
    },
    num: (value: unknown, unit: string) => (value === null || value === undefined || value === '' ? null : `${numbers.format(Number(value))} ${unit}`),
    money: (amount: number, currency: string) => {
      let format = amounts.get(currency);
      if (!format) amounts.set(currency, (format = new Intl.NumberFormat(locale, { style: 'currency', currency, currencyDisplay: 'code' })));
      return format.format(amount);
    },
  };
}

const yes = (value: unknown) => value === 1 || value === true;

function place(q: Record<string, unknown>, side: 'origin' | 'destination', countryName: (c: string) => string, via: (port: string) => string): string {
  const city = q[`${side}_city`] as string | null;
  const zip = q[`${side}_zipcode`] as string | null;
  const port = q[`${side}_port`] as string | null;
  const country = countryName(String(q[`${side}_country`] ?? ''));
  const address = [zip, city].filter(Boolean).join(' ');
  return [address, country].filter(Boolean).join(', ') + (port ? ` (${via(port)})` : '');
}

function packages(q: Record<string, unknown>): string {
  return [1, 2, 3]
    .map((n) => {
      const suffix = n === 1 ? '' : `_${n}`;
      const type = q[`package_type${suffix}`];
      const count = q[`package_count${suffix}`];
      return type ? `${count ?? '?'} × ${type}` : null;
    })
    .filter(Boolean)
    .join(', ');
}

export function renderOfferPdf({ quote: q, lines, countryName, language }: OfferData, options: { compress?: boolean } = {}): Promise<Buffer> {
  const quoteNr = String(q.quote_nr);
  const w = (key: string, values?: Record<string, string | number>) => pdfWords(language, 'offer', key, values);
  const { day, num, money } = formatsFor(language);
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    compress: options.compress ?? true,
    info: { Title: t(w('title', { quoteNr })), Author: FORWARDER.name, Subject: t(w('subject', { quoteNr })) },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const left = 50;
  const width = doc.page.width - 100;

  // Letterhead
  doc.rect(0, 0, doc.page.width, 90).fill(NAVY);
  doc.rect(0, 90, doc.page.width, 4).fill(ORANGE);
  doc.fillColor('#ffffff').font('Helvetica-Bold').fontSize(22).text(FORWARDER.name, left, 28);
  doc.font('Helvetica').fontSize(9).text(t(w('address')), left, 56).text(t(FORWARDER.contact), left, 68);
  doc.font('Helvetica-Bold').fontSize(16).text(t(w('heading')), left, 32, { width, align: 'right' });
  doc.font('Helvetica').fontSize(11).text(quoteNr, left, 54, { width, align: 'right' });

  // Addressee and offer facts
  const top = 120;
  doc.fillColor('#1c2733').font('Helvetica-Bold').fontSize(11).text(t(q.customer_name), left, top, { width: 260 });
  doc
    .font('Helvetica')
    .fontSize(10)
    .text(t(q.customer_address), { width: 260 })
    .text(t(`${q.customer_postal_code ?? ''} ${q.customer_city ?? ''}`.trim()), { width: 260 })
    .text(t(countryName(String(q.customer_country ?? ''))), { width: 260 });
  const facts: [string, string][] = [
    [w('quoteNumber'), quoteNr],
    [w('offerDate'), day(q.offered_at ?? q.created_at)],
    [w('validUntil'), q.valid_until ? day(q.valid_until) : '-'],
    [w('requestedBy'), t(q.requestor_email)],
  ];
  let y = top;
  for (const [label, value] of facts) {
    doc.font('Helvetica').fillColor(GREY).fontSize(9).text(t(label), 330, y, { width: 90 });
    doc
      .font('Helvetica-Bold')
      .fillColor('#1c2733')
      .fontSize(10)
      .text(value, 420, y, { width: width + left - 420 });
    y += 16;
  }

  const section = (title: string, atY: number) => {
    doc
      .moveTo(left, atY)
      .lineTo(left + width, atY)
      .lineWidth(0.5)
      .strokeColor('#d5dde6')
      .stroke();
    doc
      .font('Helvetica-Bold')
      .fontSize(12)
      .fillColor(NAVY)
      .text(t(title), left, atY + 8);
    return atY + 28;
  };
  const rows = (pairs: [string, string | null][], atY: number) => {
    let rowY = atY;
    for (const [label, value] of pairs) {
      if (!value) continue;
      doc.font('Helvetica').fontSize(9).fillColor(GREY).text(t(label), left, rowY, { width: 130 });
      doc
        .font('Helvetica')
        .fontSize(10)
        .fillColor('#1c2733')
        .text(t(value), left + 130, rowY, { width: width - 130 });
      rowY = doc.y + 4;
    }
    return rowY + 6;
  };

  y = section(w('route'), 205);
  const mode = [w(`mode.${String(q.modality)}`), q.modality === 'AIR' ? null : q.shipment_type, q.container_type, q.vehicle_type]
    .filter(Boolean)
    .join(' · ');
  y = rows(
    [
      [w('transport'), mode],
      [w('incoterm'), `${q.inco_terms} ${q.inco_terms_location ?? ''}`.trim()],
      [w('from'), place(q, 'origin', countryName, (port) => w('via', { port }))],
      [w('to'), place(q, 'destination', countryName, (port) => w('via', { port }))],
      [w('expectedDeparture'), day(q.expected_departure)],
    ],
    y,
  );

  y = section(w('goods'), y);
  const extras = [
    yes(q.customs_handling) ? w('customsHandling') : null,
    yes(q.extra_goods_insurance) ? w('extraInsurance', { value: String(q.goods_value ?? '') }) : null,
    yes(q.tailgate) ? w('tailgate') : null,
    yes(q.pallet_exchange) ? w('palletExchange') : null,
  ]
    .filter(Boolean)
    .join(', ');
  y = rows(
    [
      [w('description'), String(q.goods_description ?? '')],
      [w('packages'), packages(q)],
      [w('weight'), num(q.weight, 'kg')],
      [w('volume'), num(q.volume, 'cbm')],
      [w('loadingMeters'), num(q.loading_meters, 'ldm')],
      [w('temperature'), num(q.temperature, '°C')],
      [w('dangerousGoods'), yes(q.dangerous_goods) ? w('dangerousGoodsClass', { class: String(q.dangerous_goods_class) }) : null],
      [w('services'), extras || null],
    ],
    y,
  );

  y = section(w('price'), y);
  const amountX = left + width - 110;
  doc
    .font('Helvetica-Bold')
    .fontSize(9)
    .fillColor(GREY)
    .text(t(w('description')), left, y)
    .text(t(w('basis')), left + 270, y)
    .text(t(w('amount')), amountX, y, { width: 110, align: 'right' });
  y += 16;
  const currency = lines[0]?.currency ?? 'EUR';
  let total = 0;
  for (const line of lines) {
    doc
      .font('Helvetica')
      .fontSize(10)
      .fillColor('#1c2733')
      .text(t(translate(line.description, language)), left, y, { width: 260 })
      .text(t(translate(line.basis, language)), left + 270, y, { width: 120 });
    doc.text(money(line.amount, line.currency), amountX, y, { width: 110, align: 'right' });
    total += line.amount;
    y += 16;
  }
  if (lines.length === 0) {
    doc.font('Helvetica-Oblique').fontSize(10).fillColor(GREY).text(t(w('noPrices')), left, y);
    y += 16;
  }
  doc
    .moveTo(amountX - 60, y + 2)
    .lineTo(left + width, y + 2)
    .lineWidth(1)
    .strokeColor(NAVY)
    .stroke();
  doc
    .font('Helvetica-Bold')
    .fontSize(11)
    .fillColor(NAVY)
    .text(t(w('total')), left, y + 8)
    .text(money(Math.round(total * 100) / 100, currency), amountX - 40, y + 8, { width: 150, align: 'right' });

  if (q.special_instructions) {
    doc
      .font('Helvetica-Oblique')
      .fontSize(9)
      .fillColor(GREY)
      .text(t(w('instructions', { text: String(q.special_instructions) })), left, y + 34, { width });
  }

  // Conditions
  doc
    .font('Helvetica')
    .fontSize(8)
    .fillColor(GREY)
    .text(
      t(w('conditions', { validUntil: q.valid_until ? day(q.valid_until) : w('furtherNotice'), forwarder: FORWARDER.name })),
      left,
      doc.page.height - 110,
      { width, align: 'left' },
    );
  doc.end();
  return done;
}
