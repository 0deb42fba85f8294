import { Array as List, Boolean as Bool, Integer, Object as Obj, Optional, String as Str, Unsafe, type Static } from '@sinclair/typebox';
import { EMAIL_DELIVERIES, NOTIFICATION_TYPES } from './rules/notifications';
import { changesQuery, nextCursor, updatedAtField, updatedSinceField } from './changes';
import { defineContract } from './endpoint';
import { oneOf, strict } from './schemas';
import { MODE_KEYS } from './modes';
import { TABLE_EXPORT_FORMATS, XLSX_TYPE } from './tables';

/**
 * The notifications slice's contract (docs/notifications.md): the list, the unread count and the
 * read marks (public), the live stream and the preferences (the portal's own), and the mail's
 * unsubscribe links (no sign-in: the signed token is the proof). The types, their words and the
 * rules stay in rules/notifications.ts.
 */
const TAG = 'Notifications';
const PORTAL = 'Portal (internal)';
export const NOTIFICATION_PAGE_LIMIT = 100;

const notificationType = oneOf(NOTIFICATION_TYPES, { examples: ['shipment.delayed'] });

export const portalNotificationSchema = Obj(
  {
    id: Integer(),
    type: notificationType,
    subject: Obj({ kind: oneOf(['shipment', 'document', 'quote']), id: Str(), mode: oneOf([...MODE_KEYS, null]) }, strict),
    title: Str(),
    body: Str(),
    /** Facts of the change, per type (from/to dates, days, quote number…). */
    data: Unsafe<Record<string, string | number | null>>({ type: 'object', additionalProperties: { type: ['string', 'number', 'null'] } }),
    /** The organisations (codes) it belongs to that this user may select. */
    organisations: List(Str()),
    occurredAt: Str({ format: 'date-time' }),
    createdAt: Str({ format: 'date-time' }),
    /** A notification never changes once recorded: createdAt, under the name every listed row has. */
    updatedAt: updatedAtField('notification'),
    read: Bool(),
  },
  { ...strict, title: 'Notification' },
);

const notificationChangeSchema = Obj({ ...portalNotificationSchema.properties }, { ...strict, title: 'NotificationChange' });

const unread = Obj({ unread: Integer() }, strict);
const preferenceSchema = Obj({ type: notificationType, portal: Bool(), email: oneOf(EMAIL_DELIVERIES) }, strict);
const preferences = Obj({ preferences: List(preferenceSchema) }, strict);
/** The read-mark POSTs carry no fields (no type at the top, as bodySchemaOf: no body at all is fine too). */
const noFields = Unsafe<Record<string, never>>({ properties: {}, additionalProperties: false });
const unsubscribeToken = Str({ maxLength: 1000 });
/** What the list is filtered by: its page and its export take the same. */
const listFilters = {
  type: Optional(notificationType),
  organisation: Optional(Str({ maxLength: 20 })),
  state: Optional(oneOf(['read', 'unread'])),
};

export const notificationsContract = defineContract({
  list: {
    method: 'GET',
    path: '/api/notifications',
    permission: 'notifications.index',
    public: 'read',
    summary: 'Notifications, newest first',
    tag: TAG,
    query: Obj({
      ...listFilters,
      offset: Optional(Integer({ minimum: 0, maximum: 1_000_000 })),
      limit: Optional(Integer({ minimum: 1, maximum: NOTIFICATION_PAGE_LIMIT })),
      updatedSince: updatedSinceField('notifications'),
    }),
    response: Obj({ items: List(portalNotificationSchema), total: Integer(), unread: Integer() }, strict),
    revalidates: true,
  },
  /** The list as the page filters it, every page, as CSV or Excel (the table export's writer). */
  export: {
    method: 'GET',
    path: '/api/notifications/export',
    permission: 'notifications.index',
    summary: 'Notifications as the filters choose them, as CSV or Excel (xlsx), newest first',
    tag: PORTAL,
    query: Obj({ ...listFilters, format: Optional(oneOf(TABLE_EXPORT_FORMATS)) }),
    file: ['text/csv', XLSX_TYPE] as const,
  },
  /**
   * Notifications recorded at or after updatedSince, oldest first (contracts/changes.ts). A
   * notification never changes once recorded: its updatedAt is its createdAt, and `read` is the
   * user's mark at the time of the answer (marks do not move a notification in the feed).
   */
  changes: {
    method: 'GET',
    path: '/api/notifications/changes',
    permission: 'notifications.index',
    public: 'read',
    summary: 'Notifications recorded since a moment, oldest first; follow next until it is null',
    tag: TAG,
    query: changesQuery('notification'),
    response: Obj({ notifications: List(notificationChangeSchema), next: nextCursor }, strict),
    revalidates: true,
  },
  unreadCount: {
    method: 'GET',
    path: '/api/notifications/unreadCount',
    permission: 'notifications.index',
    public: 'read',
    summary: 'Count of unread notifications',
    tag: TAG,
    response: unread,
  },
  markRead: {
    method: 'POST',
    path: '/api/notifications/:id/read',
    permission: 'notifications.index',
    public: 'write',
    summary: 'Mark one notification read',
    tag: TAG,
    params: Obj({ id: Integer({ minimum: 1, maximum: 2_147_483_647 }) }),
    body: noFields,
    response: unread,
  },
  markAllRead: {
    method: 'POST',
    path: '/api/notifications/readAll',
    permission: 'notifications.index',
    public: 'write',
    summary: 'Mark every notification read',
    tag: TAG,
    body: noFields,
    response: unread,
  },
  /** The bell's live feed: `ready` on (re)connecting, then each new notification as it is recorded. */
  stream: {
    method: 'GET',
    path: '/api/notifications/stream',
    permission: 'notifications.index',
    summary: 'New notifications, live (server-sent events)',
    tag: PORTAL,
    events: {
      ready: unread,
      notification: Obj({ notification: portalNotificationSchema, unread: Integer() }, strict),
    },
  },
  preferences: {
    method: 'GET',
    path: '/api/notifications/preferences',
    permission: 'notifications.index',
    summary: 'Per notification type: shown in the portal, and mailed never, at once or in the daily digest',
    tag: PORTAL,
    response: preferences,
  },
  savePreferences: {
    method: 'PUT',
    path: '/api/notifications/preferences',
    permission: 'notifications.index',
    summary: 'Save the notification preferences',
    tag: PORTAL,
    body: Obj({
      preferences: List(Obj({ type: notificationType, portal: Bool(), email: oneOf(EMAIL_DELIVERIES) }), { maxItems: NOTIFICATION_TYPES.length }),
    }),
    response: preferences,
  },
  /** The portal's unsubscribe page, from a notification mail's link. */
  unsubscribe: {
    method: 'POST',
    path: '/api/notifications/unsubscribe',
    anonymous: true,
    summary: "Unsubscribe from a notification mail (the portal's page)",
    tag: PORTAL,
    body: Obj({ token: unsubscribeToken }),
    response: Obj({ message: Str(), type: notificationType }, strict),
  },
  /**
   * RFC 8058: a mail client POSTs "List-Unsubscribe=One-Click" (form-encoded) to the mail's
   * List-Unsubscribe address; the tokens are in the address, one per type (a single one arrives
   * as a one-item list). No session, no anti-forgery token.
   */
  unsubscribeOneClick: {
    method: 'POST',
    path: '/api/notifications/unsubscribe/oneClick',
    anonymous: true,
    summary: 'One-click unsubscribe (RFC 8058): the List-Unsubscribe address of a notification mail',
    tag: PORTAL,
    query: Obj({ token: List(unsubscribeToken, { minItems: 1, maxItems: NOTIFICATION_TYPES.length }) }),
    response: Obj({ message: Str(), types: List(notificationType) }, strict),
  },
});

/** What the API answers for one notification (list, panel, stream). */
export type PortalNotification = Static<typeof portalNotificationSchema>;
export type NotificationChange = Static<typeof notificationChangeSchema>;
export type NotificationList = Static<typeof notificationsContract.list.response>;
export type NotificationQuery = Static<typeof notificationsContract.list.query>;
