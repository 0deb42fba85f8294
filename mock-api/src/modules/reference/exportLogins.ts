import type { FastifyInstance } from 'fastify';
import ExcelJS from 'exceljs';
import { referenceAreaContract } from '@portal/contracts/reference';
import { registerEndpoint } from '../../core/contract';
import { attachmentHeader } from '../../core/csv';
import { exportWords, languageOf } from '../../core/i18n';

/**
 * GET /api/export/logins → logins.xlsx: every sign-in attempt (login_audit, written by the core
 * on each POST /api/login), newest first. Administrators only (export.logins). Capped at
 * LOGIN_EXPORT_LIMIT rows; a capped file says so in its last row and X-Export-Truncated.
 * Headers, outcomes and the date format in the request's language (`export.logins`); the cells
 * stay typed (a date is an Excel date, success a boolean), so a spreadsheet sorts and filters them.
 */
const LOGIN_EXPORT_LIMIT = 100_000;
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

interface LoginRow {
  created_at: string;
  email: string;
  user_name: string | null;
  success: number;
  reason: string;
  ip: string;
  user_agent: string;
}

const REASONS = new Set(['ok', 'bad_credentials', 'inactive']);

export function registerLoginExport(app: FastifyInstance): void {
  registerEndpoint(app, referenceAreaContract.exportLogins, async (request, reply) => {
    const language = languageOf(request);
    const words = (key: string, values: Record<string, string | number> = {}) => exportWords(language, 'logins', key, values);
    const workbook = new ExcelJS.Workbook();
    workbook.creator = 'Customer Portal';
    workbook.created = new Date();
    const sheet = workbook.addWorksheet(words('sheet'), { views: [{ state: 'frozen', ySplit: 1 }] });
    sheet.columns = [
      { header: words('column.at'), key: 'at', width: 22, style: { numFmt: words('dateFormat') } },
      { header: words('column.email'), key: 'email', width: 32 },
      { header: words('column.user'), key: 'user', width: 26 },
      { header: words('column.success'), key: 'success', width: 10 },
      { header: words('column.reason'), key: 'reason', width: 34 },
      { header: words('column.ip'), key: 'ip', width: 18 },
      { header: words('column.agent'), key: 'agent', width: 60 },
    ];
    sheet.getRow(1).font = { bold: true };
    sheet.autoFilter = { from: 'A1', to: 'G1' };

    let count = 0;
    let truncated = false;
    for await (const row of app.db.iterate<LoginRow>(
      `SELECT a.created_at, a.email, u.name AS user_name, a.success, a.reason, a.ip, a.user_agent
       FROM login_audit a LEFT JOIN users u ON u.id = a.user_id
       ORDER BY a.created_at DESC, a.id DESC LIMIT @limit`,
      { limit: LOGIN_EXPORT_LIMIT + 1 },
    )) {
      if (count === LOGIN_EXPORT_LIMIT) {
        truncated = true;
        break;
      }
      // Cells are typed (date, text, boolean): text is never read as a formula.
      sheet.addRow({
        at: new Date(row.created_at),
        email: row.email,
        user: row.user_name ?? '',
        success: Boolean(row.success),
        reason: REASONS.has(row.reason) ? words(`reason.${row.reason}`) : row.reason,
        ip: row.ip,
        agent: row.user_agent,
      });
      count++;
    }
    if (truncated) {
      sheet.addRow({ email: words('truncated', { limit: LOGIN_EXPORT_LIMIT.toLocaleString(language) }) });
      reply.header('x-export-truncated', String(LOGIN_EXPORT_LIMIT));
    }

    const buffer = Buffer.from(await workbook.xlsx.writeBuffer());
    reply.header('content-type', XLSX_TYPE);
    reply.header('content-disposition', attachmentHeader('logins.xlsx'));
    return reply.send(buffer);
  });
}
