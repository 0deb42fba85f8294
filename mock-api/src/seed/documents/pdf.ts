import fs from 'node:fs';
import PDFDocument from 'pdfkit';

/**
 * A small real PDF (A4, the standard Helvetica, no embedded fonts: a few KB) with the
 * forwarder's letterhead, a title, key facts and optional table lines.
 */
export interface PdfContent {
  title: string;
  subtitle?: string;
  facts: [label: string, value: string][];
  paragraphs?: string[];
  lines?: { description: string; amount: string }[];
  /** Fixed, so the same seed writes the same bytes. */
  date: Date;
}

const NAVY = '#0b3d63';
const ORANGE = '#e8772e';

export function writePdf(file: string, content: PdfContent): Promise<void> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: 'A4',
      margin: 56,
      info: { Title: content.title, Author: 'Meridian Freight B.V.', Creator: 'Customer portal seed', CreationDate: content.date, ModDate: content.date },
    });
    const out = fs.createWriteStream(file, { flags: 'wx', mode: 0o600 });
    out.on('finish', () => resolve());
    out.on('error', reject);
    doc.on('error', reject);
    doc.pipe(out);

    doc.rect(0, 0, doc.page.width, 8).fill(ORANGE);
    doc.fillColor(NAVY).font('Helvetica-Bold').fontSize(11).text('Meridian Freight B.V.', 56, 40);
    doc.font('Helvetica').fontSize(9).fillColor('#44505c').text('Waalhaven Oostzijde 85 · 3087 BM Rotterdam · The Netherlands · +31 10 295 4400');
    doc.moveDown(2);
    doc.fillColor(NAVY).font('Helvetica-Bold').fontSize(18).text(content.title);
    if (content.subtitle) doc.font('Helvetica').fontSize(11).fillColor('#44505c').text(content.subtitle);
    doc.moveDown();

    doc.fontSize(10);
    for (const [label, value] of content.facts) {
      doc.fillColor('#44505c').font('Helvetica-Bold').text(`${label}: `, { continued: true }).font('Helvetica').fillColor('#1b2733').text(value);
    }
    for (const paragraph of content.paragraphs ?? []) {
      doc.moveDown(0.8).fillColor('#1b2733').font('Helvetica').text(paragraph, { align: 'justify' });
    }
    if (content.lines?.length) {
      doc.moveDown();
      for (const line of content.lines) {
        const y = doc.y;
        doc.fillColor('#1b2733').text(line.description, 56, y, { width: 360 });
        doc.text(line.amount, 420, y, { width: 120, align: 'right' });
        doc.moveDown(0.3);
      }
    }
    doc.end();
  });
}
