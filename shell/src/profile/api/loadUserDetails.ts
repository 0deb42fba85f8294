import { api, type UserDetailsResponse } from '@portal/shared';

/** GET /api/portal/users/:id: another user's profile, for user administrators. */
export const loadUserDetails = (id: number, signal?: AbortSignal) => api.get<UserDetailsResponse>(`/portal/users/${id}`, { signal });
