import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { profileContract } from '@portal/contracts/profile';
import type { EndpointRequest } from '../../core/contract';
import { audit } from '../../core/audit';
import { forbidden, tooManyRequests, unprocessable } from '../../core/errors';
import { hashPassword, verifyPassword } from '../../core/passwords';
import { SESSION_COOKIE, setSignedInHint } from '../../core/session';
import { nowIso } from '../../db';
import { currentPasswordErrors, PASSWORD_MESSAGES, passwordErrors, personalInputs } from '@portal/contracts/rules/password';
import { passwordScore } from './strength';

/**
 * POST /api/portal/changePassword `{ current_password, password }`: the current password proves it
 * is the account holder (not just whoever has the session), the new one follows the rules of
 * shared/rules/password (length and a zxcvbn strength floor); then a fresh scrypt hash and every
 * session of the user ends, this one included, so the new password is needed everywhere.
 */
/** Attempts per user per window: guessing the current password through an open session stays slow. */
const ATTEMPTS = 10;
const WINDOW_MS = 15 * 60_000;

/** Per user (per address before the session is known). */
export const changePasswordLimit = {
  rateLimit: {
    max: ATTEMPTS,
    timeWindow: WINDOW_MS,
    hook: 'preHandler' as const,
    keyGenerator: (request: FastifyRequest) => `change-password|${request.session.userId ?? request.ip}`,
    errorResponseBuilder: (_request: FastifyRequest, context: { ttl: number }) => tooManyRequests(`Too many attempts. Please try again in ${Math.ceil(context.ttl / 1000)} seconds.`),
  },
};

export const changePassword =
  (app: FastifyInstance) =>
  async (request: EndpointRequest<typeof profileContract.changePassword>, reply: FastifyReply): Promise<{ message: string }> => {
    // An administrator acting as a customer must not take over the customer's credentials.
    if (request.session.impersonatorId !== undefined) throw forbidden('The password cannot be changed while impersonating.');
    const user = request.user!;
    const { password: raw, current_password: current } = request.body ?? {};
    const errors = {
      ...currentPasswordErrors(current),
      ...(typeof raw === 'string'
        ? passwordErrors(raw, passwordScore(raw, personalInputs(user.email, user.name)))
        : { password: [PASSWORD_MESSAGES.required] }),
    };
    if (Object.keys(errors).length > 0) throw unprocessable(errors);
    const stored = await app.db.get<{ password_hash: string }>('SELECT password_hash FROM users WHERE id = @id', { id: user.id });
    if (!(await verifyPassword(current as string, stored?.password_hash ?? null))) {
      await audit(app.db, request, 'portal.changePassword.refused', 'user', user.id);
      throw unprocessable({ current_password: [PASSWORD_MESSAGES.currentWrong] });
    }

    const hash = await hashPassword(raw as string);
    const at = nowIso();
    await app.db.run('UPDATE users SET password_hash = @hash, password_changed_at = @at, updated_at = @at, updated_by = @userId WHERE id = @userId', {
      hash,
      at,
      userId: user.id,
    });
    await audit(app.db, request, 'portal.changePassword', 'user', user.id);

    const ended = await app.endAllSessionsOfUser(user.id);
    // The row is gone already; drop the in-memory copy too so nothing saves it back.
    await request.session.destroy();
    reply.clearCookie(SESSION_COOKIE, { path: '/' });
    setSignedInHint(request, reply, false, app.config.secureCookies);
    request.log.info({ userId: user.id, sessionsEnded: ended }, 'password changed');
    return { message: 'Your password has been changed. Please sign in with your new password.' };
  };
