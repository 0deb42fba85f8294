import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ImpersonationResponse, profileContract } from '@portal/contracts/profile';
import type { EndpointRequest } from '../../core/contract';
import { audit } from '../../core/audit';
import { loadUser } from '../../core/auth';
import { HttpError, forbidden, notFound } from '../../core/errors';
import { languageOf, translate } from '../../core/i18n';
import { hasPermission } from '../../core/permissions';
import type { AuthUser } from '../../core/types';
import { nowIso, type Db } from '../../db';

/**
 * Impersonation: an administrator acts as a customer user. The session's userId becomes the
 * target's, so request.user, the permissions, the selector's options, the data scope and the
 * licences are all the target's; impersonatorId remembers who is really there (shown by
 * userProfile, written into audit_log). Start and stop are recorded in impersonation_log and
 * audit_log, and so is an end without Stop: sign-out (modules/auth calls endImpersonation) and a
 * session that expired or was ended (the sweep below).
 */
declare module '../../core/types' {
  interface SessionData {
    /** The impersonation_log row of the running impersonation. */
    impersonationLogId?: number;
    /** The administrator's own selection, given back on stop. */
    impersonatorSelection?: string;
  }
}

const conflict = (message: string) => new HttpError(409, message, undefined, 'CONFLICT');

export const isImpersonating = (request: FastifyRequest): boolean => request.session?.impersonatorId !== undefined;

/** Why `viewer` may not impersonate `target` now, or null when it may. */
export function impersonationRefusal(request: FastifyRequest, viewer: AuthUser, target: AuthUser): string | null {
  if (isImpersonating(request)) return 'You are already impersonating a user. Stop that first.';
  if (!hasPermission(viewer.role, 'core.impersonate.start')) return 'This action is unauthorized.';
  if (target.id === viewer.id) return 'You cannot impersonate yourself.';
  if (target.role === 'admin') return 'Administrators cannot be impersonated.';
  return null;
}

/** Closes the running impersonation's log row and records the stop (Stop, or sign-out). */
export async function endImpersonation(db: Db, request: FastifyRequest, reason: 'stop' | 'logout'): Promise<void> {
  const { session } = request;
  if (session.impersonatorId === undefined) return;
  if (session.impersonationLogId !== undefined) {
    await db.run('UPDATE impersonation_log SET ended_at = @at WHERE id = @id AND ended_at IS NULL', { id: session.impersonationLogId, at: nowIso() });
  }
  await audit(db, request, 'core.impersonate.stop', 'user', session.userId ?? '', { reason });
}

const SWEEP_EVERY_MS = 60_000;
const SWEEP_GRACE_MS = 60_000;

/**
 * Impersonations whose session is gone (expired, or ended by a password change or a deleted
 * user) never see Stop: close them and record the stop. Returns how many were closed.
 */
export async function closeAbandonedImpersonations(db: Db, now = Date.now()): Promise<number> {
  // Gone: no live session still carries this row's id (expired, deleted, or signed out when
  // its administrator was deactivated). A row younger than the grace may not be saved yet.
  const abandoned = await db.all<{ id: number; impersonator_id: number | null; user_id: number | null }>(
    `SELECT id, impersonator_id, user_id FROM impersonation_log l
     WHERE ended_at IS NULL AND started_at < @startedBefore
       AND NOT EXISTS (SELECT 1 FROM sessions s WHERE s.sid = l.sid AND s.expires_at > @now AND CAST(${db.dialect.jsonText('s.data', 'impersonationLogId')} AS BIGINT) = l.id)`,
    { now, startedBefore: new Date(now - SWEEP_GRACE_MS).toISOString() },
  );
  const at = new Date(now).toISOString();
  let closed = 0;
  await db.tx(async () => {
    for (const row of abandoned) {
      // Another instance's sweep may have closed it since the read: close and record once.
      if ((await db.run('UPDATE impersonation_log SET ended_at = @at WHERE id = @id AND ended_at IS NULL', { id: row.id, at })).changes === 0) continue;
      closed++;
      await db.run(
        `INSERT INTO audit_log (user_id, impersonator_id, action, entity, entity_id, details, created_at)
         VALUES (@userId, @impersonatorId, 'core.impersonate.stop', 'user', @entityId, @details, @at)`,
        {
          userId: row.user_id,
          impersonatorId: row.impersonator_id,
          entityId: String(row.user_id ?? ''),
          details: JSON.stringify({ reason: 'session ended' }),
          at,
        },
      );
    }
  });
  return closed;
}

/** Closes what an earlier run left open, then sweeps every minute. */
export async function startImpersonationSweep(app: FastifyInstance): Promise<void> {
  const { db } = app;
  await closeAbandonedImpersonations(db);
  const sweep = setInterval(
    () => void app.background.run(() => closeAbandonedImpersonations(db)).catch((err) => app.log.error({ err }, 'impersonation sweep failed')),
    SWEEP_EVERY_MS,
  );
  sweep.unref();
  app.addHook('onClose', async () => clearInterval(sweep));
}

export const startImpersonation =
  (app: FastifyInstance) =>
  async (request: EndpointRequest<typeof profileContract.startImpersonation>): Promise<ImpersonationResponse> => {
    const { db } = app;
    const viewer = request.user!;
    if (isImpersonating(request)) throw conflict('You are already impersonating a user. Stop that first.');
    if (!hasPermission(viewer.role, 'core.impersonate.start')) throw forbidden();
    const target = await loadUser(db, request.params.userId);
    if (!target) throw notFound();
    const refusal = impersonationRefusal(request, viewer, target);
    if (refusal) throw forbidden(refusal);

    const { id: logId } = (await db.get<{ id: number }>(
      `INSERT INTO impersonation_log (impersonator_id, user_id, impersonator_email, user_email, sid, started_at)
       VALUES (@viewerId, @targetId, @viewerEmail, @targetEmail, @sid, @at) RETURNING id`,
      { viewerId: viewer.id, targetId: target.id, viewerEmail: viewer.email, targetEmail: target.email, sid: request.session.sessionId, at: nowIso() },
    ))!;
    await audit(db, request, 'core.impersonate.start', 'user', target.id);

    const { session } = request;
    session.impersonatorSelection = session.selection;
    // The target starts on their own default organisation, not on the administrator's pick.
    delete session.selection;
    session.impersonationLogId = logId;
    session.impersonatorId = viewer.id;
    session.userId = target.id;
    request.log.info({ impersonatorId: viewer.id, userId: target.id }, 'impersonation started');
    return { message: translate(`You are now acting as ${target.name}.`, languageOf(request)), userId: target.id };
  };

export const stopImpersonation =
  (app: FastifyInstance) =>
  async (request: FastifyRequest): Promise<ImpersonationResponse> => {
    const { session } = request;
    const impersonatorId = session.impersonatorId;
    if (impersonatorId === undefined) throw conflict('You are not impersonating anyone.');
    const targetId = request.user!.id;

    await endImpersonation(app.db, request, 'stop');

    session.userId = impersonatorId;
    if (session.impersonatorSelection !== undefined) session.selection = session.impersonatorSelection;
    else delete session.selection;
    delete session.impersonatorId;
    delete session.impersonationLogId;
    delete session.impersonatorSelection;
    request.log.info({ impersonatorId, userId: targetId }, 'impersonation stopped');
    return { message: translate('You are yourself again.', languageOf(request)), userId: targetId };
  };
