import { api, type MessageResponse } from '@portal/shared';
import type { AccessTokenInput, AccessTokenList, CreatedAccessToken } from '@portal/shared/rules/accessTokens';

/** The User Profile's personal access tokens (issue 20): GET/POST /api/portal/accessTokens, DELETE …/:id. */
export const loadAccessTokens = (signal?: AbortSignal) => api.get<AccessTokenList>('/portal/accessTokens', { signal });
export const createAccessToken = (input: AccessTokenInput) => api.post<CreatedAccessToken>('/portal/accessTokens', input);
export const revokeAccessToken = (id: number) => api.delete<MessageResponse>(`/portal/accessTokens/${id}`);
