import PDFDocument from 'pdfkit';
import type { PriceLine } from './quoteQueries';
import { pdfText as t } from './pdfText';

/**
 * The offer as a one-page A4 PDF, drawn from the quote's own data: the forwarder, the customer,
 * the quote number and validity, the route, the goods and the price lines with their total.
 */
const FORWARDER = {
  name: 'Meridian Freight',
  address: 'Waalhaven Oostzijde 85, 3087 BM Rotterdam, Netherlands',
  contact: '+31 10 295 4400 · quotes@meridian-freight.example',
};

const NAVY = '#0b3d63';
const ORANGE = '#f5a623';
const GREY = '#4f5d6b';
const MODES: Record<string, string> = { SEA: 'Sea freight', AIR: 'Air freight', MUL: 'Multimodal (rail)', ROA: 'Road transport' };

export interface OfferData {
  quote: Record<string, unknown>;
  lines: PriceLine[];
  countryName(code: string): string;
}

const money = (amount: number, currency: string) => `${currency} ${amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const num = (value: unknown, unit: string) =>
  value === null || value === undefined || value === '' ? null : `${Number(value).toLocaleString('en-US', { maximumFractionDigits: 3 })} ${unit}`;
const yes = (value: unknown) => value === 1 || value === true;

function place(q: Record<string, unknown>, side: 'origin' | 'destination', countryName: (c: string) => string): string {
  const city = q[`${side}_city`] as string | null;
  const zip = q[`${side}_zipcode`] as string | null;
  const port = q[`${side}_port`] as string | null;
  const country = countryName(String(q[`${side}_country`] ?? ''));
  const address = [zip, city].filter(Boolean).join(' ');
  return [address, country].filter(Boolean).join(', ') + (port ? ` (via ${port})` : '');
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

export function renderOfferPdf({ quote: q, lines, countryName }: OfferData, options: { compress?: boolean } = {}): Promise<Buffer> {
  const quoteNr = String(q.quote_nr);
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    compress: options.compress ?? true,
    info: { Title: `Offer ${quoteNr}`, Author: FORWARDER.name, Subject: `Transport offer ${quoteNr}` },
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
  doc.font('Helvetica').fontSize(9).text(t(FORWARDER.address), left, 56).text(t(FORWARDER.contact), left, 68);
  doc.font('Helvetica-Bold').fontSize(16).text('Transport offer', left, 32, { width, align: 'right' });
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
    ['Quote number', quoteNr],
    ['Offer date', String(q.offered_at ?? q.created_at ?? '').slice(0, 10)],
    ['Valid until', String(q.valid_until ?? '-')],
    ['Requested by', t(q.requestor_email)],
  ];
  let y = top;
  for (const [label, value] of facts) {
    doc.font('Helvetica').fillColor(GREY).fontSize(9).text(label, 330, y, { width: 90 });
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
      .text(title, left, atY + 8);
    return atY + 28;
  };
  const rows = (pairs: [string, string | null][], atY: number) => {
    let rowY = atY;
    for (const [label, value] of pairs) {
      if (!value) continue;
      doc.font('Helvetica').fontSize(9).fillColor(GREY).text(label, left, rowY, { width: 130 });
      doc
        .font('Helvetica')
        .fontSize(10)
        .fillColor('#1c2733')
        .text(t(value), left + 130, rowY, { width: width - 130 });
      rowY = doc.y + 4;
    }
    return rowY + 6;
  };

  y = section('Route', 205);
  const mode = [MODES[String(q.modality)] ?? String(q.modality), q.modality === 'AIR' ? null : q.shipment_type, q.container_type, q.vehicle_type]
    .filter(Boolean)
    .join(' · ');
  y = rows(
    [
      ['Transport', mode],
      ['Incoterm', `${q.inco_terms} ${q.inco_terms_location ?? ''}`.trim()],
      ['From', place(q, 'origin', countryName)],
      ['To', place(q, 'destination', countryName)],
      ['Expected departure', String(q.expected_departure ?? '')],
    ],
    y,
  );

  y = section('Goods', y);
  const extras = [
    yes(q.customs_handling) ? 'customs handling' : null,
    yes(q.extra_goods_insurance) ? `extra insurance (goods value ${q.goods_value})` : null,
    yes(q.tailgate) ? 'tailgate' : null,
    yes(q.pallet_exchange) ? 'pallet exchange' : null,
  ]
    .filter(Boolean)
    .join(', ');
  y = rows(
    [
      ['Description', String(q.goods_description ?? '')],
      ['Packages', packages(q)],
      ['Weight', num(q.weight, 'kg')],
      ['Volume', num(q.volume, 'cbm')],
      ['Loading meters', num(q.loading_meters, 'ldm')],
      ['Temperature', num(q.temperature, '°C')],
      ['Dangerous goods', yes(q.dangerous_goods) ? `Class ${q.dangerous_goods_class}` : null],
      ['Services', extras || null],
    ],
    y,
  );

  y = section('Price', y);
  const amountX = left + width - 110;
  doc
    .font('Helvetica-Bold')
    .fontSize(9)
    .fillColor(GREY)
    .text('Description', left, y)
    .text('Basis', left + 270, y)
    .text('Amount', amountX, y, { width: 110, align: 'right' });
  y += 16;
  const currency = lines[0]?.currency ?? 'EUR';
  let total = 0;
  for (const line of lines) {
    doc
      .font('Helvetica')
      .fontSize(10)
      .fillColor('#1c2733')
      .text(t(line.description), left, y, { width: 260 })
      .text(t(line.basis), left + 270, y, { width: 120 });
    doc.text(money(line.amount, line.currency), amountX, y, { width: 110, align: 'right' });
    total += line.amount;
    y += 16;
  }
  if (lines.length === 0) {
    doc.font('Helvetica-Oblique').fontSize(10).fillColor(GREY).text('Prices follow in a separate message.', left, y);
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
    .text('Total', left, y + 8)
    .text(money(Math.round(total * 100) / 100, currency), amountX - 40, y + 8, { width: 150, align: 'right' });

  if (q.special_instructions) {
    doc
      .font('Helvetica-Oblique')
      .fontSize(9)
      .fillColor(GREY)
      .text(`Your instructions: ${t(q.special_instructions)}`, left, y + 34, { width });
  }

  // Conditions
  doc
    .font('Helvetica')
    .fontSize(8)
    .fillColor(GREY)
    .text(
      `Prices exclude VAT, duties and taxes, and are based on the goods, weights and dimensions stated above. This offer is valid until ${q.valid_until ?? 'further notice'} and subject to space and equipment availability. All services are performed under the general conditions of ${FORWARDER.name} (Dutch Forwarding Conditions, latest version).`,
      left,
      doc.page.height - 110,
      { width, align: 'left' },
    );
  doc.end();
  return done;
}
