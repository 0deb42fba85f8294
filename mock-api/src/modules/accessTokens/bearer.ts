import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TokenAccess } from '@portal/contracts/rules/accessTokens';
import { HttpError, forbidden } from '../../core/errors';
import { resolveSelection } from '../../core/scope';
import { loadUser } from '../../core/auth';
import type { AuthUser, Scope } from '../../core/types';
import { isPublicRoute } from '../../openapi/responses';
import { TokenRateLimiter, type Verdict } from './rateLimit';
import { auditUse, findByHash, hashToken, markUsed, passwordChangedAtOf, type TokenRow } from './store';

/**
 * `Authorization: Bearer mfp_…` on the public routes (openapi/responses.ts, `public`): the token's
 * user and the organisations it was made for stand in for the session, with no cookie and no
 * anti-forgery token (a browser never sends the header on its own, so there is nothing to forge).
 * Never on the portal's internal routes, sign-in, the password or token management: 403.
 *
 * A token stops at once when it is revoked or expires, its user is removed or deactivated, the
 * user may no longer select one of its organisations, or (when the token says so) the password
 * changed: each is decided from the database on every request, through a cache dropped by any
 * write on any instance (ReadCache, Db.generation). Requests are counted per token in the shared
 * throttle (429 with Retry-After), the last use is kept, and the use is audited: every change,
 * and reads once per token per minute with their count.
 */
declare module 'fastify' {
  interface FastifyRequest {
    /** Set when the request is authenticated by an access token. */
    accessToken: TokenGrant | null;
  }
}

export interface TokenGrant {
  id: number;
  userId: number;
  access: TokenAccess;
  codes: string[];
  expiresAt: string;
  user: AuthUser;
  /** The scope of each of the token's organisations, in the token's order. */
  scopes: Scope[];
}

const invalidToken = () => new HttpError(401, 'The access token is invalid, expired or revoked.', undefined, 'UNAUTHENTICATED');
const AUDIT_READS_EVERY_MS = 60_000;
const MARK_USED_EVERY_MS = 60_000;
const MAX_CACHED_GRANTS = 5000;

/** `?access_token=…` (RFC 6750's name) or any parameter holding one of our tokens. */
const QUERY_TOKEN = /[?&](access_token=|[^=&]*=(Bearer(%20|\+))?mfp_)/i;
const tokenInQuery = (url: string): boolean => url.includes('?') && QUERY_TOKEN.test(url);

/** The address as logged: a token in it (refused anyway) replaced. */
export const redactTokens = (url: string): string => url.replace(/(access_token=)[^&#]*/gi, '$1[redacted]').replace(/mfp_[A-Za-z0-9_-]*/g, 'mfp_[redacted]');

/** Header `X-Organisation: C10001` narrows a token of several organisations to one (a quote needs one). */
const ORGANISATION_HEADER = 'x-organisation';

export function tokenScope(request: FastifyRequest, grant: TokenGrant): Scope {
  const wanted = request.headers[ORGANISATION_HEADER];
  if (typeof wanted === 'string' && wanted !== '') {
    const index = grant.codes.indexOf(wanted);
    if (index < 0) throw forbidden('This access token does not cover that organisation.');
    return grant.scopes[index];
  }
  if (grant.scopes.length === 1) return grant.scopes[0];
  const customerIds = [...new Set(grant.scopes.flatMap((s) => s.customerIds))].sort((a, b) => a - b);
  return { code: null, isGroup: false, customerIds };
}

async function grantOf(app: FastifyInstance, row: TokenRow | undefined): Promise<TokenGrant | null> {
  if (!row || row.revoked_at !== null) return null;
  const user = await loadUser(app.db, row.user_id);
  if (!user) return null;
  if (row.revoke_on_password_change && (await passwordChangedAtOf(app.db, user.id)) !== row.password_changed_at) return null;
  const codes = JSON.parse(row.organisations) as string[];
  const scopes: Scope[] = [];
  for (const code of codes) {
    const scope = await resolveSelection(app.db, user, code);
    // Access to one of its organisations is gone: the whole token stops.
    if (!scope) return null;
    scopes.push(scope);
  }
  return { id: row.id, userId: user.id, access: row.access, codes, expiresAt: row.expires_at, user, scopes };
}

/** Call on the root instance after the throttle is decorated and before setupSession. */
export function setupBearerTokens(app: FastifyInstance): void {
  // Resolved grants while the database has not changed (on any instance): Db.generation moves
  // with every write, so a revocation or a lost right is seen by the next request.
  const grants = new Map<string, { grant: TokenGrant | null; generation: number }>();
  const lastMarked = new Map<number, number>();
  const readsSinceAudit = new Map<number, { count: number; since: number }>();
  const { tokenRateLimit, tokenRateWindowMs } = app.config;
  const userRateLimit = app.config.tokenUserRateLimit ?? 2 * tokenRateLimit;
  // draft-ietf-httpapi-ratelimit-headers-10: the quota policies (q requests per w seconds), the same on every answer.
  const windowSeconds = Math.ceil(tokenRateWindowMs / 1000);
  const policies = [
    ...(tokenRateLimit > 0 ? [`"token";q=${tokenRateLimit};w=${windowSeconds}`] : []),
    ...(userRateLimit > 0 ? [`"user";q=${userRateLimit};w=${windowSeconds}`] : []),
  ].join(', ');
  app.decorateRequest('accessToken', null);
  const limiter = tokenRateLimit > 0 ? new TokenRateLimiter(app.throttle, tokenRateLimit, tokenRateWindowMs) : null;
  // Per user too: without it a user's limit was the token limit times the tokens they may make.
  const userLimiter = userRateLimit > 0 ? new TokenRateLimiter(app.throttle, userRateLimit, tokenRateWindowMs, 100, 'token-user') : null;
  // Counts not yet written at a stop are lost: the limit is a guard, not a ledger.
  app.addHook('onClose', async () => {
    await limiter?.stop();
    await userLimiter?.stop();
  });

  app.addHook('onRequest', async (request, reply) => {
    // A token in the address ends up in logs, histories and Referer headers: refused, and the
    // request line is logged without it (app.ts). It is still valid: the caller should revoke it.
    if (tokenInQuery(request.url)) {
      reply.header('www-authenticate', 'Bearer error="invalid_request", error_description="send the token in the Authorization header"');
      throw new HttpError(400, 'Send the access token in the Authorization header, never in the address.', undefined, 'BAD_REQUEST');
    }
    const header = request.headers.authorization;
    if (!header || !/^bearer\s/i.test(header)) return;
    if (request.is404) return;
    const secret = header.slice(7).trim();
    const hash = hashToken(secret);
    const generation = app.db.generation;
    const cached = grants.get(hash);
    let grant = cached && cached.generation === generation ? cached.grant : undefined;
    if (grant === undefined) {
      grant = await grantOf(app, await findByHash(app.db, hash));
      if (grants.size >= MAX_CACHED_GRANTS) grants.clear();
      grants.set(hash, { grant, generation });
    }
    const now = Date.now();
    if (!grant || Date.parse(grant.expiresAt) <= now) {
      reply.header('www-authenticate', 'Bearer error="invalid_token"');
      throw invalidToken();
    }
    const method = request.method === 'HEAD' ? 'GET' : request.method;
    const needs = isPublicRoute(method, request.routeOptions.url ?? '');
    if (!needs) throw forbidden('Access tokens are not accepted on this route; use the public API (/api/openapi.json).');
    if (needs === 'write' && grant.access !== 'write') throw forbidden('This access token is read-only.');
    const tokenVerdict = limiter ? await limiter.take(grant.id, now) : null;
    // A request the token's own limit refuses is not counted for its user.
    const userVerdict = userLimiter && tokenVerdict?.ok !== false ? await userLimiter.take(grant.userId, now) : null;
    // The headers tell of the limit nearest to refusing.
    const verdicts = [tokenVerdict, userVerdict].filter((v): v is Verdict => v !== null);
    const nearest = verdicts.find((v) => !v.ok) ?? verdicts.sort((a, b) => a.remaining - b.remaining)[0];
    if (nearest) {
      reply.header('ratelimit-policy', policies);
      reply.header('ratelimit', standardRateLimit({ token: tokenVerdict, user: userVerdict }));
      reply.header('x-ratelimit-limit', String(nearest.limit));
      reply.header('x-ratelimit-remaining', String(nearest.remaining));
      reply.header('x-ratelimit-reset', String(nearest.retryAfterSeconds));
      if (!nearest.ok) {
        reply.header('retry-after', String(nearest.retryAfterSeconds));
        const whose = nearest === tokenVerdict ? 'this access token' : "this user's access tokens together";
        throw new HttpError(429, `Too many requests with ${whose}; retry later.`, undefined, 'THROTTLED');
      }
    }
    request.accessToken = grant;
    await recordUse(request, grant, needs, now);
  });

  async function recordUse(request: FastifyRequest, grant: TokenGrant, needs: TokenAccess, now: number): Promise<void> {
    const nowIso = new Date(now).toISOString();
    if (now - (lastMarked.get(grant.id) ?? 0) >= MARK_USED_EVERY_MS) {
      lastMarked.set(grant.id, now);
      await markUsed(app.db, grant.id, nowIso, request.ip);
    }
    const route = `${request.method} ${request.routeOptions.url}`;
    if (needs === 'write') {
      await auditUse(app.db, grant.userId, grant.id, 'accessToken.write', { route, url: request.url.slice(0, 300) }, request.ip, nowIso);
      return;
    }
    // The first read of a token on this instance is audited at once, then one entry a minute with the count.
    const reads = readsSinceAudit.get(grant.id) ?? { count: 0, since: now - AUDIT_READS_EVERY_MS };
    reads.count++;
    readsSinceAudit.set(grant.id, reads);
    if (now - reads.since >= AUDIT_READS_EVERY_MS) {
      await auditUse(app.db, grant.userId, grant.id, 'accessToken.read', { route, reads: reads.count }, request.ip, nowIso);
      readsSinceAudit.set(grant.id, { count: 0, since: now });
    }
  }
}

/**
 * The RateLimit field of draft-ietf-httpapi-ratelimit-headers-10: per policy counted for this
 * request, r requests remaining and t seconds until its window starts again (a request the
 * token's limit refused was not counted for the user: only "token" then).
 */
function standardRateLimit(verdicts: Record<'token' | 'user', Verdict | null>): string {
  return Object.entries(verdicts)
    .filter((entry): entry is [string, Verdict] => entry[1] !== null)
    .map(([name, v]) => `"${name}";r=${v.remaining};t=${v.retryAfterSeconds}`)
    .join(', ');
}
