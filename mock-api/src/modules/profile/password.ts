import type { FastifyInstance } from 'fastify';
import { audit } from '../../core/audit';
import { forbidden, unprocessable } from '../../core/errors';
import { hashPassword } from '../../core/passwords';
import { SESSION_COOKIE } from '../../core/session';
import { nowIso } from '../../db';
import { passwordErrors, personalInputs } from '@portal/shared/rules/password';
import { passwordScore } from './strength';

/**
 * POST /api/portal/changePassword `{ password }`: the rules of shared/rules/password (length and a
 * zxcvbn strength floor), a fresh scrypt hash, then every session of the user ends, this one
 * included, so the new password is needed everywhere.
 */
interface Body {
  password?: unknown;
}

export async function changePasswordRoute(app: FastifyInstance): Promise<void> {
  app.post<{ Body: Body }>('/portal/changePassword', { preHandler: app.requirePermission('portal.changePassword') }, async (request, reply) => {
    // An administrator acting as a customer must not take over the customer's credentials.
    if (request.session.impersonatorId !== undefined) throw forbidden('The password cannot be changed while impersonating.');
    const user = request.user!;
    const raw = (request.body ?? {}).password;
    if (typeof raw !== 'string') throw unprocessable({ password: ['Please enter a new password.'] });

    const errors = passwordErrors(raw, passwordScore(raw, personalInputs(user.email, user.name)));
    if (errors.password) throw unprocessable({ password: errors.password });

    const hash = await hashPassword(raw);
    const at = nowIso();
    app.db.run('UPDATE users SET password_hash = @hash, password_changed_at = @at, updated_at = @at, updated_by = @userId WHERE id = @userId', { hash, at, userId: user.id });
    audit(app.db, request, 'portal.changePassword', 'user', user.id);

    const ended = app.endAllSessionsOfUser(user.id);
    // The row is gone already; drop the in-memory copy too so nothing saves it back.
    await request.session.destroy();
    reply.clearCookie(SESSION_COOKIE, { path: '/' });
    request.log.info({ userId: user.id, sessionsEnded: ended }, 'password changed');
    return { message: 'Your password has been changed. Please sign in with your new password.' };
  });
}
