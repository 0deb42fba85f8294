import type { FastifyInstance } from 'fastify';
import { ACCESS_TOKEN_MESSAGES, TOKENS_PER_USER, accessTokenSchema, type AccessTokenList, type CreatedAccessToken } from '@portal/shared/rules/accessTokens';
import { audit } from '../../core/audit';
import { forbidden, notFound, unprocessable } from '../../core/errors';
import { bodySchemaOf } from '../../core/requestSchemas';
import { customerOptions } from '../../core/scope';
import { validateWith } from '../../core/validate';
import { documentRoutes, json } from '../../openapi/responses';
import { object } from '../../openapi/schemas';
import { activeTokenCount, insertToken, listTokens, passwordChangedAtOf, revokeToken, summaryOf } from './store';

/**
 * Token management in the User Profile (cookie session and anti-forgery token only: a token can
 * never make or revoke tokens, bearer.ts refuses it on these routes).
 *   GET    /api/portal/accessTokens       AccessTokenList
 *   POST   /api/portal/accessTokens       CreatedAccessToken (the secret, shown once)
 *   DELETE /api/portal/accessTokens/:id   { message }, revoked at once
 */
const summarySchema = object(
  {
    id: { type: 'integer' },
    name: { type: 'string' },
    hint: { type: 'string' },
    access: { type: 'string', enum: ['read', 'write'] },
    organisations: { type: 'array', items: { type: 'string' } },
    revokeOnPasswordChange: { type: 'boolean' },
    createdAt: { type: 'string', format: 'date-time' },
    expiresAt: { type: 'string', format: 'date-time' },
    lastUsedAt: { type: ['string', 'null'], format: 'date-time' },
    lastUsedIp: { type: ['string', 'null'] },
    revokedAt: { type: ['string', 'null'], format: 'date-time' },
  },
);
const TAG = 'Portal (internal)';
documentRoutes({
  'GET /api/portal/accessTokens': {
    summary: 'The user\'s access tokens, and the organisations a new one may read',
    tag: TAG,
    ok: { 200: json(object({ tokens: { type: 'array', items: summarySchema }, organisations: { type: 'array', items: object({ label: { type: 'string' }, value: { type: 'string' } }) } })) },
  },
  'POST /api/portal/accessTokens': { summary: 'Create an access token (its secret is in this answer only)', tag: TAG, ok: { 200: json(object({ token: { type: 'string' }, accessToken: summarySchema })) } },
  'DELETE /api/portal/accessTokens/:id': { summary: 'Revoke an access token at once', tag: TAG, ok: { 200: json(object({ message: { type: 'string' } })) } },
});

export async function accessTokenRoutes(app: FastifyInstance): Promise<void> {
  const guard = app.requirePermission('portal.userProfile');
  const db = app.db;

  app.get('/portal/accessTokens', { preHandler: guard }, async (request): Promise<AccessTokenList> => {
    const user = request.user!;
    const rows = await listTokens(db, user.id);
    return { tokens: rows.map(summaryOf), organisations: await customerOptions(db, user) };
  });

  app.post('/portal/accessTokens', { preHandler: guard, schema: { body: bodySchemaOf(accessTokenSchema) } }, async (request): Promise<CreatedAccessToken> => {
    const user = request.user!;
    if (request.session.impersonatorId !== undefined) throw forbidden('Access tokens cannot be created while impersonating.');
    const input = validateWith(accessTokenSchema, request.body);
    const selectable = new Set((await customerOptions(db, user)).map((o) => o.value));
    const organisations = [...new Set(input.organisations)];
    if (organisations.some((code) => !selectable.has(code))) throw unprocessable({ organisations: [ACCESS_TOKEN_MESSAGES.organisationNotYours] });
    const now = new Date();
    if ((await activeTokenCount(db, user.id, now.toISOString())) >= TOKENS_PER_USER) throw unprocessable({ name: [ACCESS_TOKEN_MESSAGES.tooMany] });
    const { token, row } = await insertToken(db, user.id, { ...input, organisations }, await passwordChangedAtOf(db, user.id), now);
    await audit(db, request, 'accessToken.create', 'access_token', row.id, { name: row.name, access: row.access, organisations, expiresAt: row.expires_at });
    return { token, accessToken: summaryOf(row) };
  });

  app.delete<{ Params: { id: number } }>(
    '/portal/accessTokens/:id',
    { preHandler: guard, schema: { params: { type: 'object', properties: { id: { type: 'integer', minimum: 1, maximum: 2147483647 } }, required: ['id'] } } },
    async (request) => {
      const user = request.user!;
      if (!(await revokeToken(db, user.id, request.params.id, new Date().toISOString()))) throw notFound();
      await audit(db, request, 'accessToken.revoke', 'access_token', request.params.id);
      return { message: 'The token is revoked.' };
    },
  );
}
