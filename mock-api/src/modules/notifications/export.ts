import type { FastifyInstance } from 'fastify';
import { NOTIFICATION_PAGE_LIMIT, notificationsContract } from '@portal/contracts/notifications';
import { NOTIFICATION_TYPE_LABELS } from '@portal/contracts/rules/notifications';
import { registerEndpoint } from '../../core/contract';
import { sendExport, type ExportColumn } from '../../core/tableExport';
import { listNotifications } from './queries';

/**
 * /notifications as a file: the rows the page's filters choose (type, organisation, read state),
 * every page of them, newest first, written by the tables' export (CSV, or Excel with the filters
 * on its first line), a page of the list at a time. The user's own notifications only: the same
 * query as the list.
 */
const COLUMNS: ExportColumn[] = [
  { field: 'occurredAt', headerName: 'When (UTC)', type: 'date' },
  { field: 'type', headerName: 'Type', type: 'text', width: 160 },
  { field: 'title', headerName: 'Title', type: 'text', width: 280 },
  { field: 'body', headerName: 'Details', type: 'text', width: 350 },
  { field: 'subject', headerName: 'Reference', type: 'text', width: 120 },
  { field: 'organisations', headerName: 'Organisations', type: 'text', width: 120 },
  { field: 'read', headerName: 'Read', type: 'boolean' },
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
    const words = [type && `Type is ${NOTIFICATION_TYPE_LABELS[type]}`, organisation && `Organisation is ${organisation}`, state && `Only ${state}`].filter(Boolean);
    return sendExport(request, reply, {
      name: 'notifications',
      format: format ?? 'csv',
      columns: COLUMNS,
      viewLine: `Filters: ${words.length > 0 ? words.join('; ') : 'none'}. Newest first.`,
      rows,
      truncatedAt: total > rows ? rows : null,
      async *batches(stopped) {
        for (let offset = 0; offset < rows && !stopped(); offset += NOTIFICATION_PAGE_LIMIT) {
          const { items } = await listNotifications(app.db, user, { ...filter, offset, limit: Math.min(NOTIFICATION_PAGE_LIMIT, rows - offset) });
          yield items.map((n) => ({
            occurredAt: n.occurredAt,
            type: NOTIFICATION_TYPE_LABELS[n.type],
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
