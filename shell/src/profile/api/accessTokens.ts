import { call } from '@portal/kit';
import { accessTokensContract as tokens } from '@portal/contracts/accessTokens';
import type { AccessTokenInput } from '@portal/contracts/rules/accessTokens';

/** The User Profile's personal access tokens. */
export const loadAccessTokens = (signal?: AbortSignal) => call(tokens.list, { signal });
export const createAccessToken = (input: AccessTokenInput) => call(tokens.create, { body: input });
export const revokeAccessToken = (id: number) => call(tokens.revoke, { params: { id } });
