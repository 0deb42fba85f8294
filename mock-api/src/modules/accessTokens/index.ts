import type { FastifyInstance } from 'fastify';
import { accessTokensContract } from '@portal/contracts/accessTokens';
import { ACCESS_TOKEN_MESSAGES, TOKENS_PER_USER, accessTokenSchema } from '@portal/contracts/rules/accessTokens';
import { audit } from '../../core/audit';
import { registerEndpoint } from '../../core/contract';
import { forbidden, notFound, unprocessable } from '../../core/errors';
import { languageOf, translate } from '../../core/i18n';
import { customerOptions } from '../../core/scope';
import { validateWith } from '../../core/validate';
import { activeTokenCount, insertToken, listTokens, passwordChangedAtOf, revokeToken, summaryOf } from './store';

/**
 * Token management in the User Profile (shared/contracts/src/accessTokens.ts): cookie session and
 * anti-forgery token only, a token can never make or revoke tokens (bearer.ts refuses it on these
 * routes). The secret is in the creation's answer only.
 */
export async function accessTokenRoutes(app: FastifyInstance): Promise<void> {
  const db = app.db;

  registerEndpoint(app, accessTokensContract.list, async (request) => {
    const user = request.user!;
    const rows = await listTokens(db, user.id);
    return { tokens: rows.map(summaryOf), organisations: await customerOptions(db, user) };
  });

  registerEndpoint(app, accessTokensContract.create, async (request) => {
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

  registerEndpoint(app, accessTokensContract.revoke, async (request) => {
    const user = request.user!;
    if (!(await revokeToken(db, user.id, request.params.id, new Date().toISOString()))) throw notFound();
    await audit(db, request, 'accessToken.revoke', 'access_token', request.params.id);
    return { message: translate('The token is revoked.', languageOf(request)) };
  });
}
