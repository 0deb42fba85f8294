import { api, type MessageResponse } from '@portal/shared';

/** POST /api/portal/changePassword: ends every session of the user on success. */
export const changePassword = (password: string) => api.post<MessageResponse>('/portal/changePassword', { password });
