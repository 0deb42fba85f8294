import { isNotificationType, type NotificationList, type NotificationType, type PortalNotification } from '@portal/contracts/rules/notifications';
import type { NotificationChange } from '@portal/contracts/notifications';
import { changesPage, type ChangesInput } from '../../core/changes';
import { SELECTABLE_CUSTOMER_IDS } from '../../core/scope';
import type { AuthUser } from '../../core/types';
import type { Db } from '../../db';
import { nowIso } from '../../db';

/**
 * Who reads: a user, and when reading with an access token, only the organisations the token
 * covers (its scope, narrowed by X-Organisation): the user's other organisations stay out.
 */
export type Reader = Pick<AuthUser, 'id' | 'role'> & { onlyCustomers?: number[] };

/** The ids are the scope's own integers: inlined, so one statement serves any scope. */
const idList = (ids: number[]): string => (ids.length === 0 ? '(NULL)' : `(${ids.map((id) => Math.trunc(id)).join(', ')})`);

/**
 * The notifications a user sees (alias n): those of an organisation the user may select now
 * (core/scope.ts; administrators every one), of a type the user keeps in the portal.
 */
export function visibleWhere(user: Reader, { inPortal = true, forCount = false } = {}): { sql: string; params: Record<string, unknown> } {
  // A page or a stream's "after id" reads a range of ids and checks each (EXISTS); a count is
  // driven from the user's organisations instead (notification_customers' key starts with the
  // organisation), so it follows their notifications, not the whole table.
  const orgs = user.onlyCustomers
    ? `EXISTS (SELECT 1 FROM notification_customers nc WHERE nc.notification_id = n.id AND nc.customer_id IN ${idList(user.onlyCustomers)})`
    : user.role === 'admin'
      ? 'EXISTS (SELECT 1 FROM notification_customers nc WHERE nc.notification_id = n.id)'
      : forCount
        ? `n.id IN (SELECT nc.notification_id FROM notification_customers nc WHERE nc.customer_id IN ${SELECTABLE_CUSTOMER_IDS})`
        : `EXISTS (SELECT 1 FROM notification_customers nc WHERE nc.notification_id = n.id AND nc.customer_id IN ${SELECTABLE_CUSTOMER_IDS})`;
  const portal = inPortal ? ' AND n.type NOT IN (SELECT p.type FROM notification_preferences p WHERE p.user_id = @userId AND p.portal = FALSE)' : '';
  return {
    sql: `${orgs}${portal}`,
    params: { userId: user.id },
  };
}

const UNREAD = `n.id > COALESCE((SELECT s.read_through_id FROM notification_user_state s WHERE s.user_id = @userId), 0)
  AND NOT EXISTS (SELECT 1 FROM notification_reads r WHERE r.user_id = @userId AND r.notification_id = n.id)`;

export interface ListFilter {
  type?: NotificationType;
  /** An organisation code the user may select. */
  organisation?: string;
  state?: 'read' | 'unread';
  /** Only notifications after this id (a stream's resume). */
  afterId?: number;
  /** Only notifications recorded at or after this ISO moment (their updatedAt). */
  updatedSince?: string;
  offset: number;
  limit: number;
}

interface Row {
  id: number;
  type: string;
  subject_kind: PortalNotification['subject']['kind'];
  subject_id: string;
  subject_mode: PortalNotification['subject']['mode'];
  title: string;
  body: string;
  data: string;
  occurred_at: string;
  created_at: string;
  unread: number;
}

function filterSql(user: Reader, filter: Partial<ListFilter>, forCount = false): { sql: string; params: Record<string, unknown> } {
  const visible = visibleWhere(user, { forCount });
  const parts = [visible.sql];
  const params: Record<string, unknown> = { ...visible.params };
  if (filter.type) {
    parts.push('n.type = @type');
    params.type = filter.type;
  }
  if (filter.organisation) {
    parts.push(
      'EXISTS (SELECT 1 FROM notification_customers fc JOIN customers fcc ON fcc.id = fc.customer_id WHERE fc.notification_id = n.id AND fcc.code = @organisation)',
    );
    params.organisation = filter.organisation;
  }
  if (filter.state === 'unread') parts.push(`(${UNREAD})`);
  if (filter.state === 'read') parts.push(`NOT (${UNREAD})`);
  if (filter.afterId !== undefined) {
    parts.push('n.id > @afterId');
    params.afterId = filter.afterId;
  }
  if (filter.updatedSince !== undefined) {
    parts.push('n.created_at >= @updatedSince');
    params.updatedSince = filter.updatedSince;
  }
  return { sql: parts.join(' AND '), params };
}

/** The organisation codes of these notifications that this user may select. */
async function organisationsOf(db: Db, user: Reader, ids: number[]): Promise<Map<number, string[]>> {
  const out = new Map<number, string[]>();
  if (ids.length === 0) return out;
  const orgs = user.onlyCustomers ? ` AND nc.customer_id IN ${idList(user.onlyCustomers)}` : user.role === 'admin' ? '' : ` AND nc.customer_id IN ${SELECTABLE_CUSTOMER_IDS}`;
  // The ids are this query's own integers: inlined, so one statement serves any page size.
  const rows = await db.all<{ id: number; code: string }>(
    `SELECT nc.notification_id AS id, c.code FROM notification_customers nc JOIN customers c ON c.id = nc.customer_id
      WHERE nc.notification_id IN (${ids.map((id) => Math.trunc(id)).join(', ')})${orgs} ORDER BY c.code`,
    { userId: user.id },
  );
  for (const row of rows) out.set(row.id, [...(out.get(row.id) ?? []), row.code]);
  return out;
}

function toNotification(row: Row, organisations: string[]): PortalNotification {
  return {
    id: row.id,
    type: isNotificationType(row.type) ? row.type : 'document.published',
    subject: { kind: row.subject_kind, id: row.subject_id, mode: row.subject_mode },
    title: row.title,
    body: row.body,
    data: JSON.parse(row.data) as PortalNotification['data'],
    // A Generic document belongs to every organisation: name a few, not hundreds.
    organisations: organisations.length > 5 ? [...organisations.slice(0, 5), `+${organisations.length - 5}`] : organisations,
    occurredAt: row.occurred_at,
    createdAt: row.created_at,
    // Recorded once and never changed: when it was recorded is when it last changed.
    updatedAt: row.created_at,
    read: row.unread === 0,
  };
}

/** Newest first; answered with the total of the filter and the user's unread count. */
export async function listNotifications(db: Db, user: Reader, filter: ListFilter): Promise<NotificationList> {
  const where = filterSql(user, filter);
  const rows = await db.all<Row>(
    `SELECT n.id, n.type, n.subject_kind, n.subject_id, n.subject_mode, n.title, n.body, n.data, n.occurred_at, n.created_at,
            CASE WHEN ${UNREAD} THEN 1 ELSE 0 END AS unread
       FROM notifications n WHERE ${where.sql} ORDER BY n.id DESC LIMIT @limit OFFSET @offset`,
    { ...where.params, limit: filter.limit, offset: filter.offset },
  );
  const counted = filterSql(user, filter, true);
  const total = (await db.get<{ n: number }>(`SELECT COUNT(*) AS n FROM notifications n WHERE ${counted.sql}`, counted.params))!.n;
  const organisations = await organisationsOf(
    db,
    user,
    rows.map((r) => r.id),
  );
  return { items: rows.map((r) => toNotification(r, organisations.get(r.id) ?? [])), total, unread: await unreadCount(db, user) };
}

/** Oldest first: what a stream sends after `afterId` (its resume, or what was just recorded). */
export async function notificationsAfter(db: Db, user: Reader, afterId: number, limit = 50): Promise<PortalNotification[]> {
  const where = filterSql(user, { afterId });
  const rows = await db.all<Row>(
    `SELECT n.id, n.type, n.subject_kind, n.subject_id, n.subject_mode, n.title, n.body, n.data, n.occurred_at, n.created_at,
            CASE WHEN ${UNREAD} THEN 1 ELSE 0 END AS unread
       FROM notifications n WHERE ${where.sql} ORDER BY n.id LIMIT @limit`,
    { ...where.params, limit },
  );
  const organisations = await organisationsOf(
    db,
    user,
    rows.map((r) => r.id),
  );
  return rows.map((r) => toNotification(r, organisations.get(r.id) ?? []));
}

/**
 * The notifications this reader sees, recorded at or after updatedSince, oldest first: a keyset on
 * (created_at, id) (core/changes.ts; the index notifications_created_id). Recorded once and never
 * changed, so created_at is their updatedAt.
 */
export async function notificationChanges(db: Db, user: Reader, input: ChangesInput): Promise<{ notifications: NotificationChange[]; next: string | null }> {
  const where = filterSql(user, {});
  const { rows, next } = await changesPage<Row>(
    db,
    input,
    {
      select: `SELECT n.id, n.type, n.subject_kind, n.subject_id, n.subject_mode, n.title, n.body, n.data, n.occurred_at, n.created_at,
            CASE WHEN ${UNREAD} THEN 1 ELSE 0 END AS unread FROM notifications n`,
      where: where.sql,
      params: where.params,
      updatedAt: 'n.created_at',
      id: 'n.id',
      idType: 'integer',
    },
    (row) => [row.created_at, row.id],
  );
  const organisations = await organisationsOf(
    db,
    user,
    rows.map((r) => r.id),
  );
  return { notifications: rows.map((r) => toNotification(r, organisations.get(r.id) ?? [])), next };
}

/** Counted up to this many: the bell says "99+" long before, and a long-unread backlog costs nothing more. */
const UNREAD_CAP = 1000;

export async function unreadCount(db: Db, user: Reader): Promise<number> {
  const where = filterSql(user, { state: 'unread' }, true);
  return (await db.get<{ n: number }>(`SELECT COUNT(*) AS n FROM (SELECT 1 AS one FROM notifications n WHERE ${where.sql} LIMIT ${UNREAD_CAP}) capped`, where.params))!.n;
}

/** Marks one notification read; false when this user cannot see it (a 404, whoever's it is). */
export async function markRead(db: Db, user: Reader, id: number): Promise<boolean> {
  const where = filterSql(user, {});
  const visible = await db.get(`SELECT 1 AS ok FROM notifications n WHERE n.id = @id AND ${where.sql}`, { ...where.params, id });
  if (!visible) return false;
  await db.run(
    'INSERT INTO notification_reads (user_id, notification_id, read_at) VALUES (@userId, @id, @at) ON CONFLICT (user_id, notification_id) DO NOTHING',
    { userId: user.id, id, at: nowIso() },
  );
  return true;
}

/**
 * Everything the user sees up to now is read: one watermark, the single marks below it go. A
 * reader held to some organisations marks only what it sees, one mark each.
 */
export async function markAllRead(db: Db, user: Reader): Promise<void> {
  if (user.onlyCustomers) {
    const where = filterSql(user, { state: 'unread' });
    await db.run(
      `INSERT INTO notification_reads (user_id, notification_id, read_at) SELECT @userId, n.id, @at FROM notifications n WHERE ${where.sql}
       ON CONFLICT (user_id, notification_id) DO NOTHING`,
      { ...where.params, at: nowIso() },
    );
    return;
  }
  const latest = (await db.get<{ id: number | null }>('SELECT MAX(id) AS id FROM notifications'))?.id ?? 0;
  await db.tx(async () => {
    await db.run(
      `INSERT INTO notification_user_state (user_id, read_through_id) VALUES (@userId, @latest)
       ON CONFLICT (user_id) DO UPDATE SET read_through_id = CASE WHEN excluded.read_through_id > notification_user_state.read_through_id THEN excluded.read_through_id ELSE notification_user_state.read_through_id END`,
      { userId: user.id, latest },
    );
    await db.run('DELETE FROM notification_reads WHERE user_id = @userId AND notification_id <= @latest', { userId: user.id, latest });
  });
}
