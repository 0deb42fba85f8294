/**
 * Notifications: what changed about a customer's shipments, documents and quotes. The types,
 * their words, the thresholds and the link to a notification's subject are written once here for
 * the API (which records and mails them) and the browser (bell, panel, page, preferences).
 * The shape is described in docs/notifications.md; other slices (webhooks) build on it, so a
 * type or field once published is only ever added to, never renamed.
 */

export const NOTIFICATION_TYPES = [
  'shipment.etaChanged',
  'shipment.etdChanged',
  'shipment.delayed',
  'shipment.departed',
  'shipment.arrived',
  'shipment.delivered',
  'document.published',
  'quote.downloadable',
  'quote.expiring',
  'booking.confirmed',
  'booking.rejected',
] as const;

export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export const isNotificationType = (value: unknown): value is NotificationType =>
  typeof value === 'string' && (NOTIFICATION_TYPES as readonly string[]).includes(value);

export type NotificationSubjectKind = 'shipment' | 'document' | 'quote';

export const NOTIFICATION_TYPE_LABELS: Record<NotificationType, string> = {
  'shipment.etaChanged': 'ETA changed',
  'shipment.etdChanged': 'ETD changed',
  'shipment.delayed': 'Shipment delayed',
  'shipment.departed': 'Departed',
  'shipment.arrived': 'Arrived',
  'shipment.delivered': 'Delivered',
  'document.published': 'New document',
  'quote.downloadable': 'Offer ready',
  'quote.expiring': 'Offer about to expire',
  'booking.confirmed': 'Booking confirmed',
  'booking.rejected': 'Booking rejected',
};

/** An ETA or ETD that moves by more than this many days is worth telling (a day is a schedule's usual tolerance). */
export const DATE_MOVE_THRESHOLD_DAYS = 1;

/** An offer is "about to expire" this many days (or fewer) before its last valid day. */
export const QUOTE_EXPIRY_NOTICE_DAYS = 3;

/** Notifications older than this are removed (NOTIFICATION_RETENTION_DAYS on the API overrides it). */
export const DEFAULT_RETENTION_DAYS = 90;

// The answers' shapes are declared with their endpoints, in the notifications slice's contract.
export type { PortalNotification, NotificationList } from '../notifications';
import type { PortalNotification } from '../notifications';

/** The portal page that shows a notification's subject. */
export function notificationLink(n: Pick<PortalNotification, 'subject'>): string {
  switch (n.subject.kind) {
    case 'shipment':
      return `/myshipments/${n.subject.mode ?? 'sea'}/${encodeURIComponent(n.subject.id)}`;
    // My Documents and Quotes list their items on one page each (no page per item yet).
    case 'document':
      return '/documents';
    case 'quote':
      return '/quotes';
  }
}

/** Per type: shown in the portal, and by e-mail never, at once, or in the daily digest. */
export type EmailDelivery = 'off' | 'instant' | 'digest';
export const EMAIL_DELIVERIES: readonly EmailDelivery[] = ['off', 'instant', 'digest'];

export interface NotificationPreference {
  type: NotificationType;
  portal: boolean;
  email: EmailDelivery;
}

/** Until a user chooses: everything in the portal, nothing by e-mail (no mail nobody asked for). */
export const defaultPreference = (type: NotificationType): NotificationPreference => ({ type, portal: true, email: 'off' });
