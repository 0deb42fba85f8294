/**
 * RFC 4180 CSV with a guard against formula injection: a text cell that a spreadsheet would
 * run as a formula (starting with = + - @ tab or CR) is prefixed with an apostrophe.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text: string;
  if (typeof value === 'number' || typeof value === 'bigint') text = String(value);
  else if (typeof value === 'boolean') text = value ? 'true' : 'false';
  else if (value instanceof Date) text = value.toISOString();
  else {
    text = String(value);
    if (FORMULA_START.test(text)) text = `'${text}`;
  }
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text;
}

function csvLine(values: unknown[]): string {
  return values.map(csvCell).join(',');
}

/** UTF-8 BOM so Excel reads accents right; CRLF line ends as RFC 4180 asks. */
export function csvDocument(header: string[], rows: Iterable<unknown[]>): string {
  const lines = [csvLine(header)];
  for (const row of rows) lines.push(csvLine(row));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

/**
 * RFC 5987 `value-chars` for `filename*`: encodeURIComponent leaves ' ( ) * ! unescaped, but
 * only `!` is an attr-char; an unescaped `'` ends the value early in strict parsers.
 */
function rfc5987Encode(value: string): string {
  return encodeURIComponent(value).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** `Content-Disposition` with an ASCII fallback and the RFC 6266 UTF-8 name. */
export function attachmentHeader(filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${rfc5987Encode(filename)}`;
}
