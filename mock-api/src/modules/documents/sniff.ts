import { Transform, type TransformCallback } from 'node:stream';
import type { UploadFileType } from '@portal/contracts/rules/documentUpload';

/**
 * Content checks for uploads: does what arrived look like the type its name declares? Binary
 * types by their magic bytes; text (txt, csv) by the absence of NUL and other control bytes.
 * DOCX and XLSX are Office Open XML packages: the ZIP signature plus, among the first entries,
 * the package's [Content_Types].xml or the part folder of the kind (word/ or xl/).
 */
const HEAD_BYTES = 8192;

const startsWith = (head: Buffer, ...bytes: number[]) => head.length >= bytes.length && bytes.every((b, i) => head[i] === b);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));
const ZIP = [0x50, 0x4b, 0x03, 0x04];

const isOfficePackage = (head: Buffer, folder: string) => startsWith(head, ...ZIP) && (head.includes('[Content_Types].xml') || head.includes(folder));

/** Control bytes text files do not hold: everything below 0x20 except tab, LF, FF, CR and ESC. */
function looksLikeText(head: Buffer): boolean {
  for (const byte of head) if (byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0c && byte !== 0x0d && byte !== 0x1b) return false;
  return true;
}

export function contentMatches(kind: UploadFileType['kind'], head: Buffer, sawNul: boolean): boolean {
  switch (kind) {
    case 'pdf':
      return startsWith(head, ...ascii('%PDF-'));
    case 'png':
      return startsWith(head, 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a);
    case 'jpeg':
      return startsWith(head, 0xff, 0xd8, 0xff);
    case 'gif':
      return startsWith(head, ...ascii('GIF87a')) || startsWith(head, ...ascii('GIF89a'));
    case 'docx':
      return isOfficePackage(head, 'word/');
    case 'xlsx':
      return isOfficePackage(head, 'xl/');
    case 'txt':
    case 'csv':
      return !sawNul && looksLikeText(head);
  }
}

/** What browsers and tools declare besides the canonical type (CSV as Excel, JPEG as pjpeg…). */
const ALSO_DECLARED: Partial<Record<UploadFileType['kind'], string[]>> = {
  jpeg: ['image/pjpeg'],
  csv: ['application/vnd.ms-excel', 'application/csv', 'text/x-csv', 'text/plain', 'text/comma-separated-values'],
  txt: ['text/x-log'],
  docx: ['application/zip'],
  xlsx: ['application/zip'],
};
const GENERIC = ['', 'application/octet-stream', 'binary/octet-stream'];

/** The declared MIME type does not contradict the extension. */
export function declaredTypeFits(type: UploadFileType, declared: string): boolean {
  const mime = declared.split(';')[0].trim().toLowerCase();
  return GENERIC.includes(mime) || mime === type.mimeType || (ALSO_DECLARED[type.kind] ?? []).includes(mime);
}

/** Passes bytes through, keeping the first HEAD_BYTES, the count, and whether a NUL went by. */
export class ContentInspector extends Transform {
  size = 0;
  sawNul = false;
  private chunks: Buffer[] = [];
  private kept = 0;

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.size += chunk.length;
    if (!this.sawNul && chunk.includes(0)) this.sawNul = true;
    if (this.kept < HEAD_BYTES) {
      const part = chunk.subarray(0, HEAD_BYTES - this.kept);
      this.chunks.push(Buffer.from(part));
      this.kept += part.length;
    }
    callback(null, chunk);
  }

  get head(): Buffer {
    return Buffer.concat(this.chunks);
  }
}
