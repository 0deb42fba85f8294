import { call } from '@portal/kit';
import { notificationsContract as notifications } from '@portal/contracts/notifications';
import type { NotificationPreference, NotificationType } from '@portal/contracts/rules/notifications';

/** The page's filters: '' is "any" (its selects' first option), sent as no filter at all. */
export interface NotificationQuery {
  type?: NotificationType | '';
  organisation?: string;
  state?: 'read' | 'unread' | '';
  offset?: number;
  limit?: number;
}

export const listNotifications = ({ type, state, ...rest }: NotificationQuery = {}, signal?: AbortSignal) =>
  call(notifications.list, { query: { type: type || undefined, ...rest, state: state || undefined }, signal });

export const markNotificationRead = (id: number) => call(notifications.markRead, { params: { id }, body: {} });
export const markAllNotificationsRead = () => call(notifications.markAllRead, { body: {} });

export const loadPreferences = (signal?: AbortSignal) => call(notifications.preferences, { signal });
export const savePreferences = (preferences: NotificationPreference[]) => call(notifications.savePreferences, { body: { preferences } });

export const unsubscribe = (token: string) => call(notifications.unsubscribe, { body: { token } });
