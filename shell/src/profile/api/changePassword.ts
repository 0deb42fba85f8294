import { api, type MessageResponse } from '@portal/shared';

/** POST /api/portal/changePassword: ends every session of the user on success. */
export const changePassword = (currentPassword: string, password: string) =>
  api.post<MessageResponse>('/portal/changePassword', { current_password: currentPassword, password });
