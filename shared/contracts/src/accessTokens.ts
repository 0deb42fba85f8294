import { Array as List, Boolean as Bool, Integer, Null, Object as Obj, String as Str, Union, type Static } from '@sinclair/typebox';
import { accessTokenSchema } from './rules/accessTokens';
import { defineContract } from './endpoint';
import { formBody } from './formBody';
import { customerOptionSchema } from './portal';
import { oneOf, strict } from './schemas';

/**
 * Personal access tokens in the User Profile. The portal's own: cookie session and
 * anti-forgery token only, a token can never make or revoke tokens (the bearer check refuses it on
 * every route that is not public). The form's rules are rules/accessTokens.ts, checked again here.
 */
const TAG = 'Portal (internal)';
const dateTime = Str({ format: 'date-time' });
const orNull = <T extends ReturnType<typeof Str>>(schema: T) => Union([schema, Null()]);

/** A token as listed (never its secret). */
export const accessTokenSummarySchema = Obj(
  {
    id: Integer(),
    name: Str(),
    /** The first characters, to tell tokens apart: `mfp_AbC1…`. */
    hint: Str(),
    access: oneOf(['read', 'write']),
    organisations: List(Str()),
    revokeOnPasswordChange: Bool(),
    createdAt: dateTime,
    expiresAt: dateTime,
    lastUsedAt: orNull(dateTime),
    lastUsedIp: orNull(Str()),
    revokedAt: orNull(dateTime),
  },
  strict,
);

export const accessTokensContract = defineContract({
  /** With what a new token may read: the organisations and groups the user may select. */
  list: {
    method: 'GET',
    path: '/api/portal/accessTokens',
    permission: 'portal.userProfile',
    summary: "The user's access tokens, and the organisations a new one may read",
    tag: TAG,
    response: Obj({ tokens: List(accessTokenSummarySchema), organisations: List(customerOptionSchema) }, strict),
  },
  create: {
    method: 'POST',
    path: '/api/portal/accessTokens',
    permission: 'portal.userProfile',
    summary: 'Create an access token (its secret is in this answer only)',
    tag: TAG,
    body: formBody(accessTokenSchema),
    response: Obj({ token: Str(), accessToken: accessTokenSummarySchema }, strict),
  },
  revoke: {
    method: 'DELETE',
    path: '/api/portal/accessTokens/:id',
    permission: 'portal.userProfile',
    summary: 'Revoke an access token at once',
    tag: TAG,
    params: Obj({ id: Integer({ minimum: 1, maximum: 2_147_483_647 }) }),
    response: Obj({ message: Str() }, strict),
  },
});

export type AccessTokenSummary = Static<typeof accessTokenSummarySchema>;
export type AccessTokenList = Static<typeof accessTokensContract.list.response>;
/** POST answer: the secret, shown once. */
export type CreatedAccessToken = Static<typeof accessTokensContract.create.response>;
