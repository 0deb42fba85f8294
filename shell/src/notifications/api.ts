import { api } from '@portal/shared';
import type { NotificationList, NotificationPreference, NotificationType } from '@portal/shared/rules/notifications';

export interface NotificationQuery {
  type?: NotificationType | '';
  organisation?: string;
  state?: 'read' | 'unread' | '';
  offset?: number;
  limit?: number;
}

export function listNotifications(query: NotificationQuery = {}, signal?: AbortSignal): Promise<NotificationList> {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== '') params.set(key, String(value));
  const search = params.toString();
  return api.get<NotificationList>(`/api/notifications${search ? `?${search}` : ''}`, { signal });
}

export const markNotificationRead = (id: number) => api.post<{ unread: number }>(`/api/notifications/${id}/read`, {});
export const markAllNotificationsRead = () => api.post<{ unread: number }>('/api/notifications/readAll', {});

export const loadPreferences = (signal?: AbortSignal) => api.get<{ preferences: NotificationPreference[] }>('/api/notifications/preferences', { signal });
export const savePreferences = (preferences: NotificationPreference[]) => api.put<{ preferences: NotificationPreference[] }>('/api/notifications/preferences', { preferences });

export const unsubscribe = (token: string) => api.post<{ message: string; type: NotificationType }>('/api/notifications/unsubscribe', { token }, { allowUnauthenticated: true });
