import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { passwordResetContract } from '@portal/contracts/auth';
import { PASSWORD_MESSAGES, passwordErrors, personalInputs } from '@portal/contracts/rules/password';
import { emailError, RESET_TOKEN_SHAPE, SIGN_IN_MESSAGES } from '@portal/contracts/rules/signIn';
import { audit } from '../../core/audit';
import { registerEndpoint } from '../../core/contract';
import { tooManyRequests, unprocessable } from '../../core/errors';
import { hashPassword } from '../../core/passwords';
import { SESSION_COOKIE, setSignedInHint } from '../../core/session';
import type { FieldErrors } from '../../core/wire';
import { passwordScore } from '../profile/strength';
import { sendResetMail } from './mail';
import { languageOf, translate } from '../../core/i18n';
import { chosenLanguageOf } from '../portal';
import { consumeReset, findValidReset, issueResetToken } from './tokens';

/**
 * "Forgot password?" without a session:
 *  POST /api/auth/forgotPassword { email }          → 200 { message }, the same whether or not the
 *    address has an account; when it has (and is active) a single-use link goes out by e-mail.
 *  POST /api/auth/resetPassword  { token, password } → 200 { message }: the new password (the rules
 *    of the change-password form), the link used up, and every session of the user ended.
 * Both carry the anti-forgery token of the anonymous session (GET /api/auth/csrf), and both are
 * throttled per client address + e-mail and per address (429, whatever the address); besides,
 * one account gets at most MAILS_PER_WINDOW links per window, silently (the answer stays the same).
 */
const RESET_WINDOW_MS = 15 * 60_000;
/** Requests per client address + e-mail per window. */
export const RESET_REQUESTS = 5;
/** Requests per client address per window, whatever e-mail. */
const RESET_ADDRESS_REQUESTS = 20;
/** Links mailed to one account per window, whoever asks. */
export const MAILS_PER_WINDOW = 3;

interface ForgotBody {
  email?: unknown;
}

export async function passwordResetRoutes(app: FastifyInstance): Promise<void> {
  const { db, config } = app;
  const throttled = config.loginRateLimit > 0;
  const limit = (max: number, key: (request: FastifyRequest) => string) =>
    throttled
      ? {
          max,
          timeWindow: RESET_WINDOW_MS,
          hook: 'preHandler' as const,
          keyGenerator: key,
          errorResponseBuilder: (_request: FastifyRequest, context: { ttl: number }) => tooManyRequests(`Too many attempts. Please try again in ${Math.ceil(context.ttl / 1000)} seconds.`),
        }
      : false;
  const emailOf = (request: FastifyRequest) => String((request.body as ForgotBody | undefined)?.email ?? '').trim().toLowerCase();

  // The per-address limit as a second limiter (route config holds one): spraying many addresses stays slow.
  const perAddress = throttled ? app.createRateLimit({ max: RESET_ADDRESS_REQUESTS, timeWindow: RESET_WINDOW_MS, keyGenerator: (request: FastifyRequest) => `reset-address|${request.ip}` }) : null;
  const throttleAddress = async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    if (!perAddress) return;
    const verdict = await perAddress(request);
    if (verdict.isAllowed || !verdict.isExceeded) return;
    reply.header('retry-after', String(verdict.ttlInSeconds));
    throw tooManyRequests(`Too many attempts. Please try again in ${verdict.ttlInSeconds} seconds.`);
  };

  const pendingMail = new WeakMap<FastifyRequest, string>();
  const mailLink = async (request: FastifyRequest, email: string): Promise<void> => {
    const user = await db.get<{ id: number; email: string; name: string }>('SELECT id, email, name FROM users WHERE LOWER(email) = @email AND active = TRUE', { email });
    const token = user && (await issueResetToken(db, user.id, request.ip, { max: MAILS_PER_WINDOW, since: new Date(Date.now() - RESET_WINDOW_MS) }));
    if (!user || !token) return;
    const language = (await chosenLanguageOf(app, user.id)) ?? languageOf(request);
    const outboxId = await sendResetMail(db, config, user, token, language);
    await audit(db, request, 'auth.forgotPassword', 'user', user.id, { outboxId });
  };

  registerEndpoint(
    app,
    passwordResetContract.forgotPassword,
    async (request) => {
      const problem = emailError(request.body?.email);
      if (problem) throw unprocessable({ email: [problem] });
      pendingMail.set(request, emailOf(request));
      return { message: translate(SIGN_IN_MESSAGES.resetSent, languageOf(request)) };
    },
    {
      onRequest: [throttleAddress],
      // Whether the address has an account shows in nothing the client sees, its timing included:
      // the lookup, the link, the mail and the audit run once the answer is out.
      onResponse: async (request, reply) => {
        const email = pendingMail.get(request);
        pendingMail.delete(request);
        if (email === undefined || reply.statusCode !== 200) return;
        void app.background.run(() => mailLink(request, email)).catch((error: unknown) => request.log.error({ err: error }, 'password reset mail failed'));
      },
      config: { rateLimit: limit(RESET_REQUESTS, (request) => `forgot|${request.ip}|${emailOf(request)}`) },
    },
  );

  registerEndpoint(
    app,
    passwordResetContract.resetPassword,
    async (request, reply) => {
      const { token, password } = request.body ?? {};
      const errors: FieldErrors = {};
      const reset = typeof token === 'string' && RESET_TOKEN_SHAPE.test(token) ? await findValidReset(db, token) : null;
      if (!reset) errors.token = [SIGN_IN_MESSAGES.resetTokenInvalid];
      if (typeof password !== 'string') errors.password = [PASSWORD_MESSAGES.required];
      else if (reset) Object.assign(errors, passwordErrors(password, passwordScore(password, personalInputs(reset.email, reset.name))));
      if (Object.keys(errors).length > 0 || !reset) throw unprocessable(errors);

      const hash = await hashPassword(password as string);
      if (!(await consumeReset(db, reset, hash))) throw unprocessable({ token: [SIGN_IN_MESSAGES.resetTokenInvalid] });
      await audit(db, request, 'auth.resetPassword', 'user', reset.userId);
      const ended = await app.endAllSessionsOfUser(reset.userId);
      // This browser's own session too when it was signed in as that user: the new password is needed everywhere.
      if (request.session?.userId === reset.userId) {
        await request.session.destroy();
        reply.clearCookie(SESSION_COOKIE, { path: '/' });
        setSignedInHint(request, reply, false, config.secureCookies);
      }
      request.log.info({ userId: reset.userId, sessionsEnded: ended }, 'password reset');
      return { message: translate(SIGN_IN_MESSAGES.resetDone, languageOf(request)) };
    },
    { onRequest: [throttleAddress], config: { rateLimit: limit(RESET_REQUESTS * 2, (request) => `reset|${request.ip}`) } },
  );
}
