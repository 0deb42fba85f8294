import { inflateSync } from 'node:zlib';

/**
 * The text a PDF drawn by pdfkit with its built-in fonts shows, one line per text-showing
 * operator, in drawing order. pdfkit deflates each page's content stream and writes text as
 * `[<hex> kerning <hex> …] TJ` in WinAnsi bytes (windows-1252): enough to read a generated
 * document's words in a test without a PDF library.
 */
export function pdfTextLines(pdf: Buffer): string[] {
  const lines: string[] = [];
  const cp1252 = new TextDecoder('windows-1252');
  const streams = /stream\r?\n/g;
  let found: RegExpExecArray | null;
  while ((found = streams.exec(pdf.toString('latin1')))) {
    const start = found.index + found[0].length;
    const end = pdf.indexOf('endstream', start);
    let content: string;
    try {
      content = inflateSync(pdf.subarray(start, end)).toString('latin1');
    } catch {
      continue; // not deflated content (an image or metadata)
    }
    for (const [, shown] of content.matchAll(/\[((?:<[0-9a-fA-F]*>|[^\]])*)\]\s*TJ/g)) {
      const hex = [...shown.matchAll(/<([0-9a-fA-F]*)>/g)].map((m) => m[1]).join('');
      lines.push(cp1252.decode(Buffer.from(hex, 'hex')));
    }
  }
  return lines;
}
