import { PassThrough, Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import ExcelJS from 'exceljs';
import { XLSX_TYPE, type TableExportFormat } from '@portal/contracts/tables';
import { attachmentHeader, csvCell } from './csv';
import type { TableColumn } from '@portal/contracts/table/contract';

/** What an export needs of a column: its field, header, type (how its cells are written) and width. */
export type ExportColumn = Pick<TableColumn, 'field' | 'headerName' | 'type' | 'width'>;

/**
 * A table's export, written as it is read: rows come in batches (`batches`, one query each), each
 * batch is written before the next is asked for, and a client that goes away (Cancel) stops the
 * reading. So an export of 100 000 rows never holds more than one batch in memory, as CSV or as
 * an Excel workbook (exceljs' streaming writer: each row is committed and compressed as it goes).
 */
export interface ExportJob {
  /** The table's dotted name: the file is `<name>.csv` or `<name>.xlsx`. */
  name: string;
  format: TableExportFormat;
  /** The columns the person sees, in their order. */
  columns: ExportColumn[];
  /** The view in words (filters, sort): the workbook's first line. */
  viewLine: string;
  /** Rows in the file (the count is read first, so the browser can show progress). */
  rows: number;
  /** Rows left out beyond the cap, if any. */
  truncatedAt: number | null;
  /** The rows, batch by batch; stops when `stopped()` says the client has gone. */
  batches(stopped: () => boolean): AsyncIterable<Record<string, unknown>[]>;
}

/** A day (`2025-03-01`) or a date and time as the database holds it, as the instant Excel shows (UTC). */
function excelDate(value: unknown): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const text = String(value);
  const iso = /^\d{4}-\d{2}-\d{2}$/.test(text) ? `${text}T00:00:00Z` : /[zZ]|[+-]\d{2}:?\d{2}$/.test(text) ? text : `${text.replace(' ', 'T')}Z`;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** A cell as the column's type makes it: dates as dates, numbers as numbers, true/false as booleans. */
function cellValue(column: ExportColumn, value: unknown): ExcelJS.CellValue {
  if (value === null || value === undefined) return null;
  if (column.type === 'date') return excelDate(value) ?? String(value);
  if (column.type === 'number') {
    const n = typeof value === 'number' ? value : Number(value);
    return Number.isFinite(n) ? n : String(value);
  }
  if (column.type === 'boolean') return Boolean(value);
  return String(value);
}

/** Rows written between two looks at how much the zip and the connection have not taken yet. */
const ROWS_BETWEEN_WAITS = 500;
/** Uncompressed sheet text the zip may hold before the rows wait (bytes). */
const ZIP_PENDING_MAX = 1 << 20;

type Pending = { _writableState?: { length: number }; _readableState?: { length: number } };
/**
 * What the zip has not compressed yet. exceljs hands the sheet's text to archiver through a
 * PassThrough it does not expose, and nothing there waits for the compressor: without this look
 * the whole sheet (0.3 KB a row) piled up in memory and reached the browser only at the end.
 * Reads exceljs 4's internals; where they differ it is 0 and only the connection's wait holds.
 */
function zipPending(sheet: ExcelJS.Worksheet): number {
  const pipe = (sheet as unknown as { stream?: { pipes?: Pending[] } }).stream?.pipes?.[0];
  return (pipe?._writableState?.length ?? 0) + (pipe?._readableState?.length ?? 0);
}

/** Waits while the compressor or a slow connection is behind, so rows are read no faster than they leave. */
async function drained(sheet: ExcelJS.Worksheet, out: PassThrough, stopped: () => boolean): Promise<void> {
  await new Promise((resolve) => setImmediate(resolve));
  while (!stopped() && (zipPending(sheet) > ZIP_PENDING_MAX || out.readableLength >= out.readableHighWaterMark)) await new Promise((resolve) => setTimeout(resolve, 5));
}

const hasTime = (value: unknown) => typeof value === 'string' && /\d[T ]\d{2}:\d{2}/.test(value);

export async function sendExport(request: FastifyRequest, reply: FastifyReply, job: ExportJob): Promise<FastifyReply> {
  let gone = false;
  // The browser's Cancel (or a closed tab) closes the connection: stop reading rows.
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) gone = true;
  });
  const stopped = () => gone;
  reply.header('content-disposition', attachmentHeader(`${job.name}.${job.format}`));
  reply.header('x-export-rows', String(job.rows));
  if (job.truncatedAt !== null) reply.header('x-export-truncated', String(job.truncatedAt));
  reply.header('cache-control', 'no-store');
  if (job.format === 'csv') {
    reply.header('content-type', 'text/csv; charset=utf-8');
    return reply.send(Readable.from(csvChunks(job, stopped)));
  }
  reply.header('content-type', XLSX_TYPE);
  const out = new PassThrough();
  void writeWorkbook(job, out, stopped).catch((error: unknown) => {
    request.log.error({ err: error }, 'table export failed');
    out.destroy(error as Error);
  });
  return reply.send(out);
}

async function* csvChunks(job: ExportJob, stopped: () => boolean): AsyncGenerator<string> {
  yield `\uFEFF${job.columns.map((c) => csvCell(c.headerName)).join(',')}\r\n`;
  for await (const batch of job.batches(stopped)) {
    let text = '';
    for (const row of batch) text += `${job.columns.map((c) => csvCell(row[c.field])).join(',')}\r\n`;
    yield text;
  }
}

const COLUMN_WIDTH = { date: 12, dateTime: 18, number: 12, boolean: 8 } as const;

async function writeWorkbook(job: ExportJob, out: PassThrough, stopped: () => boolean): Promise<void> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  workbook.creator = 'Customer Portal';
  workbook.created = new Date();
  // Row 1 says which view this is, row 2 holds the headers; both stay in view while scrolling.
  const sheet = workbook.addWorksheet(job.name.slice(0, 31), { views: [{ state: 'frozen', ySplit: 2 }] });
  sheet.columns = job.columns.map((c) => ({
    key: c.field,
    width: c.type === 'text' ? Math.min(50, Math.max(12, Math.round((c.width ?? 120) / 7))) : c.type === 'date' ? COLUMN_WIDTH.date : COLUMN_WIDTH[c.type],
  }));
  sheet.addRow([job.viewLine]).commit();
  const header = sheet.addRow(job.columns.map((c) => c.headerName));
  header.font = { bold: true };
  header.commit();
  if (job.columns.length > 0) sheet.autoFilter = { from: { row: 2, column: 1 }, to: { row: 2, column: job.columns.length } };
  for await (const batch of job.batches(stopped)) {
    for (let i = 0; i < batch.length && !stopped(); i++) {
      const data = batch[i];
      const row = sheet.addRow(job.columns.map((c) => cellValue(c, data[c.field])));
      job.columns.forEach((c, n) => {
        if (c.type === 'date' && data[c.field]) row.getCell(n + 1).numFmt = hasTime(data[c.field]) ? 'yyyy-mm-dd hh:mm' : 'yyyy-mm-dd';
      });
      row.commit();
      if (i % ROWS_BETWEEN_WAITS === ROWS_BETWEEN_WAITS - 1) await drained(sheet, out, stopped);
    }
    await drained(sheet, out, stopped);
    if (stopped()) break;
  }
  if (stopped()) {
    out.destroy();
    return;
  }
  sheet.commit();
  await workbook.commit();
}
