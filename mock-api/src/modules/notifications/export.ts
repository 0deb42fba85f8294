import type { FastifyInstance } from 'fastify';
import { NOTIFICATION_PAGE_LIMIT, notificationsContract } from '@portal/contracts/notifications';
import { registerEndpoint } from '../../core/contract';
import { exportWords, languageOf } from '../../core/i18n';
import { sendExport, type ExportColumn } from '../../core/tableExport';
import { listNotifications } from './queries';
import { inLanguage, typeLabel } from './words';

/**
 * /notifications as a file: the rows the page's filters choose (type, organisation, read state),
 * every page of them, newest first, written by the tables' export (CSV, or Excel with the filters
 * on its first line), a page of the list at a time. The user's own notifications only: the same
 * query as the list. Its header row, view line, types, titles and details are in the request's
 * language (`export.notifications` of src/locales/<language>.json), as the page shows them.
 */
const COLUMNS: Omit<ExportColumn, 'headerName'>[] = [
  { field: 'occurredAt', type: 'date' },
  { field: 'type', type: 'text', width: 160 },
  { field: 'title', type: 'text', width: 280 },
  { field: 'body', type: 'text', width: 350 },
  { field: 'subject', type: 'text', width: 120 },
  { field: 'organisations', type: 'text', width: 120 },
  { field: 'read', type: 'boolean' },
];
/** A bound like the tables' own: a backlog of notifications is read in pages up to this many. */
const NOTIFICATION_EXPORT_LIMIT = 100_000;

export function registerNotificationExport(app: FastifyInstance): void {
  registerEndpoint(app, notificationsContract.export, async (request, reply) => {
    const { type, organisation, state, format } = request.query;
    const user = request.user!;
    const filter = { type, organisation, state };
    const { total } = await listNotifications(app.db, user, { ...filter, offset: 0, limit: 1 });
    const rows = Math.min(total, NOTIFICATION_EXPORT_LIMIT);
    const language = languageOf(request);
    const word = (key: string, values?: Record<string, string>) => exportWords(language, 'notifications', key, values);
    const filters = [
      type && word('filter.type', { type: typeLabel(type, language) }),
      organisation && word('filter.organisation', { organisation }),
      state && word(`filter.${state}`),
    ].filter(Boolean);
    return sendExport(request, reply, {
      name: 'notifications',
      format: format ?? 'csv',
      columns: COLUMNS.map((column) => ({ ...column, headerName: word(`column.${column.field}`) })),
      viewLine: filters.length > 0 ? word('view', { filters: filters.join('; ') }) : word('viewUnfiltered'),
      rows,
      truncatedAt: total > rows ? rows : null,
      async *batches(stopped) {
        for (let offset = 0; offset < rows && !stopped(); offset += NOTIFICATION_PAGE_LIMIT) {
          const { items } = await listNotifications(app.db, user, { ...filter, offset, limit: Math.min(NOTIFICATION_PAGE_LIMIT, rows - offset) });
          yield items.map((n) => inLanguage(n, language)).map((n) => ({
            occurredAt: n.occurredAt,
            type: typeLabel(n.type, language),
            title: n.title,
            body: n.body,
            subject: n.subject.id,
            organisations: n.organisations.join(', '),
            read: n.read,
          }));
          if (items.length < NOTIFICATION_PAGE_LIMIT) break;
        }
      },
    });
  });
}
