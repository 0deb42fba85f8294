import fs from 'node:fs';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import type { MultipartFile } from '@fastify/multipart';
import { DOCUMENT_UPLOAD_FIELDS, sizeLimitMessage } from '@portal/contracts/rules/documentUpload';
import { HttpError, badRequest, unprocessable } from '../../../core/errors';
import { ContentInspector } from '../sniff';
import type { DocumentStore } from '../store';

/**
 * Reads a multipart upload: the text fields, and the one file streamed to an incoming part
 * file (never held in memory) while its size, first bytes and NULs are noted for the content
 * check. On any failure — too large, interrupted, malformed — the part file is removed before
 * the error leaves, so a failed upload leaves nothing behind.
 */
export interface IncomingFile {
  /** Where the bytes are until the upload is committed. */
  tmpPath: string;
  /** The user's name for it, cleaned for display and as the download name. */
  filename: string;
  declaredType: string;
  size: number;
  head: Buffer;
  sawNul: boolean;
}

export interface ReceivedUpload {
  fields: Record<string, string>;
  file: IncomingFile | null;
}

const ACCEPTED_FIELDS = new Set<string>([...DOCUMENT_UPLOAD_FIELDS, 'id']);

const interrupted = () => new HttpError(400, 'The upload was interrupted; nothing was stored.', undefined, 'UPLOAD_INTERRUPTED');

/** A display name: no path, no control characters, no surrounding blanks, NFC. */
function cleanFilename(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const printable = [...base.normalize('NFC')].filter((c) => c >= ' ' && c !== '\u007f');
  return printable.join('').trim();
}

export async function removeQuietly(file: string): Promise<void> {
  await fs.promises.rm(file, { force: true }).catch(() => undefined);
}

async function streamToIncoming(part: MultipartFile, store: DocumentStore, limitKb: number): Promise<IncomingFile> {
  const tmpPath = store.newIncomingPath();
  const inspector = new ContentInspector();
  try {
    await pipeline(part.file, inspector, fs.createWriteStream(tmpPath, { flags: 'wx', mode: 0o600 }));
  } catch (err) {
    await removeQuietly(tmpPath);
    throw err;
  }
  const filename = cleanFilename(part.filename);
  if (part.file.truncated) {
    await removeQuietly(tmpPath);
    throw unprocessable({ file: [sizeLimitMessage(limitKb, filename)] });
  }
  return { tmpPath, filename, declaredType: part.mimetype ?? '', size: inspector.size, head: inspector.head, sawNul: inspector.sawNul };
}

export async function receiveUpload(request: FastifyRequest, store: DocumentStore, limitKb: number): Promise<ReceivedUpload> {
  const fields: Record<string, string> = {};
  let file: IncomingFile | null = null;
  try {
    // throwFileSizeLimit off: a file over the limit arrives truncated and is refused above with
    // the spec's message (the plugin's own error would not name the file).
    const parts = request.parts({ throwFileSizeLimit: false } as Parameters<FastifyRequest['parts']>[0]);
    for await (const part of parts) {
      if (part.type === 'file') {
        // A form with no file chosen still sends an empty file part: that is "no file".
        if (part.filename === '' && part.fieldname === 'file') {
          part.file.resume();
          continue;
        }
        if (part.fieldname !== 'file' || file) {
          part.file.resume();
          throw badRequest('Send one file, in the field "file".');
        }
        file = await streamToIncoming(part, store, limitKb);
      } else if (ACCEPTED_FIELDS.has(part.fieldname) && !(part.fieldname in fields)) {
        if (part.valueTruncated) throw badRequest(`The ${part.fieldname} field is too long.`);
        fields[part.fieldname] = typeof part.value === 'string' ? part.value : '';
      }
    }
    // The parser ends quietly when the client goes away between parts: only a request that
    // arrived whole is an upload.
    if (!request.raw.complete) throw interrupted();
    return { fields, file };
  } catch (err) {
    if (file) await removeQuietly(file.tmpPath);
    if (err instanceof HttpError) throw err;
    if (!request.raw.complete || request.raw.destroyed) throw interrupted();
    throw err;
  }
}
