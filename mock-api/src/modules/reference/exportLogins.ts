import type { FastifyInstance } from 'fastify';
import ExcelJS from 'exceljs';
import { referenceAreaContract } from '@portal/contracts/reference';
import { registerEndpoint } from '../../core/contract';
import { attachmentHeader } from '../../core/csv';

/**
 * GET /api/export/logins → logins.xlsx: every sign-in attempt (login_audit, written by the core
 * on each POST /api/login), newest first. Administrators only (export.logins). Capped at
 * LOGIN_EXPORT_LIMIT rows; a capped file says so in its last row and X-Export-Truncated.
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

const REASONS: Record<string, string> = { ok: 'Signed in', bad_credentials: 'Wrong e-mail or password', inactive: 'Account inactive' };

export function registerLoginExport(app: FastifyInstance): void {
  registerEndpoint(app, referenceAreaContract.exportLogins, async (_request, reply) => {
    const workbook = new ExcelJS.Workbook();
    workbook.creator = 'Customer Portal';
    workbook.created = new Date();
    const sheet = workbook.addWorksheet('Logins', { views: [{ state: 'frozen', ySplit: 1 }] });
    sheet.columns = [
      { header: 'Date and time (UTC)', key: 'at', width: 22, style: { numFmt: 'yyyy-mm-dd hh:mm:ss' } },
      { header: 'E-mail', key: 'email', width: 32 },
      { header: 'User', key: 'user', width: 26 },
      { header: 'Success', key: 'success', width: 10 },
      { header: 'Outcome', key: 'reason', width: 26 },
      { header: 'IP address', key: 'ip', width: 18 },
      { header: 'Browser', key: 'agent', width: 60 },
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
        reason: REASONS[row.reason] ?? row.reason,
        ip: row.ip,
        agent: row.user_agent,
      });
      count++;
    }
    if (truncated) {
      sheet.addRow({ email: `Only the newest ${LOGIN_EXPORT_LIMIT.toLocaleString('en')} sign-ins are included.` });
      reply.header('x-export-truncated', String(LOGIN_EXPORT_LIMIT));
    }

    const buffer = Buffer.from(await workbook.xlsx.writeBuffer());
    reply.header('content-type', XLSX_TYPE);
    reply.header('content-disposition', attachmentHeader('logins.xlsx'));
    return reply.send(buffer);
  });
}
