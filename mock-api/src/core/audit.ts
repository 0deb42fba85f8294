import type { FastifyRequest } from 'fastify';
import type { Db } from '../db';
import { nowIso } from '../db';

/** Sign-in attempts (read by GET /api/export/logins) and who changed what. */
export type LoginOutcome = 'ok' | 'bad_credentials' | 'inactive';

export async function recordLogin(db: Db, request: FastifyRequest, email: string, userId: number | null, outcome: LoginOutcome): Promise<void> {
  await db.run(
    `INSERT INTO login_audit (email, user_id, success, reason, ip, user_agent, created_at)
     VALUES (@email, @userId, @success, @reason, @ip, @userAgent, @at)`,
    {
      email: email.slice(0, 254),
      userId,
      success: outcome === 'ok',
      reason: outcome,
      ip: request.ip.slice(0, 64),
      userAgent: String(request.headers['user-agent'] ?? '').slice(0, 255),
      at: nowIso(),
    },
  );
}

/** One line of audit_log, as the parameters of AUDIT_INSERT_SQL. */
export interface AuditEntry {
  userId: number | null;
  impersonatorId: number | null;
  action: string;
  entity: string;
  entityId: string;
  details: string;
  ip: string;
  at: string;
}

/** Inserts one audit line from an AuditEntry's parameters; also a part of statements that write it with their own rows (quotes). */
export const AUDIT_INSERT_SQL = `INSERT INTO audit_log (user_id, impersonator_id, action, entity, entity_id, details, ip, created_at)
     VALUES (@userId, @impersonatorId, @action, @entity, @entityId, @details, @ip, @at)`;

/** Who did what, from the request: what audit() stores. */
export function auditEntry(
  request: FastifyRequest,
  action: string,
  entity = '',
  entityId: string | number = '',
  details: Record<string, unknown> = {},
): AuditEntry {
  return {
    userId: request.user?.id ?? null,
    impersonatorId: request.session?.impersonatorId ?? null,
    action,
    entity,
    entityId: String(entityId),
    details: JSON.stringify(details),
    ip: request.ip.slice(0, 64),
    at: nowIso(),
  };
}

/**
 * `audit(request, 'customers.update', 'customer', id, { changed: ['name'] })`. Bookkeeping: no
 * answer reads audit_log, so an entry drops no cache and moves no shared counter (on PostgreSQL
 * every write that moves one waits its turn on that counter's row).
 */
export async function audit(
  db: Db,
  request: FastifyRequest,
  action: string,
  entity = '',
  entityId: string | number = '',
  details: Record<string, unknown> = {},
): Promise<void> {
  await db.run(AUDIT_INSERT_SQL, { ...auditEntry(request, action, entity, entityId, details) }, { bookkeeping: true });
}
