import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { authContract } from '@portal/contracts/auth';
import type { BodyOf } from '@portal/contracts/endpoint';
import { recordLogin } from '../../core/audit';
import { registerEndpoint } from '../../core/contract';
import { HttpError, tooManyRequests } from '../../core/errors';
import { languageOf, translate } from '../../core/i18n';
import { needsRehash, verifyPassword, hashPassword } from '../../core/passwords';
import { loadUser } from '../../core/auth';
import { scopeFor, scopeLabel } from '../../core/scope';
import { SESSION_COOKIE, setSelectionHint, setSignedInHint } from '../../core/session';
import { nowIso } from '../../db';
import { chosenLanguageOf, setLanguageCookie, userProfileOf } from '../portal';
import { endImpersonation } from '../profile/impersonation';
import { voidOpenResets } from '../passwordReset/tokens';

/** The auth slice (shared/contracts/src/auth.ts): sign-in, sign-out, the anti-forgery token. */
const BAD_CREDENTIALS = 'These credentials do not match our records.';

/** Sign-in attempts per client address per window, as a multiple of the per-account limit. */
const ADDRESS_FACTOR = 10;

type LoginBody = BodyOf<typeof authContract.login>;

/** What sign-in reads of a user. */
interface Credentials {
  id: number;
  password_hash: string;
  active: number;
}

/** A cross-site form can only send form or text/plain bodies; JSON needs a same-origin script. */
async function requireJson(request: FastifyRequest): Promise<void> {
  const type = String(request.headers['content-type'] ?? '')
    .split(';')[0]
    .trim()
    .toLowerCase();
  if (type !== 'application/json')
    throw new HttpError(415, 'Sign-in expects a JSON body (content-type: application/json).', undefined, 'UNSUPPORTED_MEDIA_TYPE');
}

export async function authRoutes(app: FastifyInstance): Promise<void> {
  const { db, config } = app;

  const rateLimit =
    config.loginRateLimit > 0
      ? {
          max: config.loginRateLimit,
          timeWindow: config.loginRateWindowMs,
          // After the body is parsed, so the key can hold the e-mail.
          hook: 'preHandler' as const,
          keyGenerator: (request: FastifyRequest) =>
            `${request.ip}|${String((request.body as Partial<LoginBody> | undefined)?.email ?? '')
              .trim()
              .toLowerCase()}`,
          // In seconds, as the API's messages word it in every language (the limiter's own `after` is English).
          errorResponseBuilder: (_request: FastifyRequest, context: { ttl: number }) =>
            tooManyRequests(`Too many sign-in attempts. Please try again in ${Math.ceil(context.ttl / 1000)} seconds.`),
        }
      : false;

  // Per address too, whatever e-mail is tried: the limit per address + e-mail alone lets one
  // client spray a common password over every account. Ten accounts' worth per window.
  const perAddress =
    config.loginRateLimit > 0
      ? app.createRateLimit({
          max: config.loginRateLimit * ADDRESS_FACTOR,
          timeWindow: config.loginRateWindowMs,
          keyGenerator: (request: FastifyRequest) => `login-address|${request.ip}`,
        })
      : null;
  const throttleAddress = async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    if (!perAddress) return;
    const limit = await perAddress(request);
    // isAllowed only says the key is on the allow list; isExceeded is the verdict.
    if (limit.isAllowed || !limit.isExceeded) return;
    reply.header('retry-after', String(limit.ttlInSeconds));
    throw tooManyRequests(`Too many sign-in attempts. Please try again in ${limit.ttlInSeconds} seconds.`);
  };

  registerEndpoint(
    app,
    authContract.login,
    async (request, reply) => {
      const email = request.body.email.trim().toLowerCase();
      const user = await db.get<Credentials>('SELECT id, password_hash, active FROM users WHERE LOWER(email) = @email', { email });
      // Unknown e-mail: verify against a dummy hash so the answer takes as long.
      const valid = await verifyPassword(request.body.password, user?.password_hash ?? null);
      if (!user || !valid || !user.active) {
        await recordLogin(db, request, email, user?.id ?? null, user && valid ? 'inactive' : 'bad_credentials');
        throw new HttpError(401, BAD_CREDENTIALS, undefined, 'BAD_CREDENTIALS');
      }
      const newHash = needsRehash(user.password_hash) ? await hashPassword(request.body.password) : null;

      // What sign-in writes commits once: the session, the last sign-in, its audit line and the
      // voided reset links. The throttle's counts are not in it: they must stand for a refused
      // attempt too, so they commit on their own, before the handler runs.
      const csrfToken = await db.tx(async () => {
        if (newHash) await db.run('UPDATE users SET password_hash = @hash WHERE id = @id', { id: user.id, hash: newHash });
        // A fresh session id at sign-in: an id planted before sign-in is worth nothing after it.
        await request.session.regenerate();
        request.session.userId = user.id;
        request.session.signedInAt = Date.now();
        await db.run('UPDATE users SET last_login_at = @at WHERE id = @id', { id: user.id, at: nowIso() });
        await recordLogin(db, request, email, user.id, 'ok');
        // Whoever asked for a reset link, the user knows the password: an open link is only a risk now.
        await voidOpenResets(db, user.id);
        const token = reply.generateCsrf();
        await request.session.storeIfChanged();
        return token;
      });
      setSignedInHint(request, reply, true, config.secureCookies);
      const signedIn = await loadUser(db, user.id);
      if (signedIn) setSelectionHint(request, reply, await scopeLabel(db, await scopeFor(db, signedIn, request.session.selection)), config.secureCookies);

      // The account's language follows the person to this browser, from its first paint on.
      const language = await chosenLanguageOf(app, user.id);
      if (language) setLanguageCookie(reply, language, config.secureCookies);
      const { profile } = await userProfileOf(app, request, user.id);
      return { profile, csrfToken };
    },
    { onRequest: [requireJson, throttleAddress], config: { rateLimit } },
  );

  registerEndpoint(app, authContract.logout, async (request, reply) => {
    // Signing out while impersonating ends the impersonation: close its record and say so.
    await endImpersonation(db, request, 'logout');
    if (request.session?.sessionId) await request.session.destroy();
    reply.clearCookie(SESSION_COOKIE, { path: '/' });
    setSignedInHint(request, reply, false, config.secureCookies);
    return { message: translate('You have been signed out.', languageOf(request)) };
  });

  // Works before sign-in too: the token is bound to the (then anonymous) session.
  registerEndpoint(app, authContract.csrf, async (_request, reply) => ({ csrfToken: reply.generateCsrf() }));
}
