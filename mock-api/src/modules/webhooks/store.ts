import crypto from 'node:crypto';
import type { Db } from '../../db';
import { sealSecret } from './secrets';

/** Webhook endpoints, deliveries and attempts (migration 081). Async for the asynchronous Db. */
export interface EndpointRow {
  id: number;
  user_id: number;
  url: string;
  description: string;
  secret: string;
  event_types: string;
  organisations: string;
  enabled: number | boolean;
  consecutive_failures: number;
  disabled_at: string | null;
  disabled_reason: string | null;
  created_at: string;
  /** Every write that changes what the list shows sets it (migration 100). */
  updated_at: string;
}

export interface DeliveryRow {
  id: number;
  endpoint_id: number;
  message_id: string;
  event_type: string;
  payload: string;
  status: 'pending' | 'succeeded' | 'failed';
  round: number;
  attempts: number;
  next_attempt_at: string | null;
  last_status_code: number | null;
  last_response_ms: number | null;
  last_error: string | null;
  created_at: string;
  delivered_at: string | null;
  updated_at: string;
}

export interface AttemptRow {
  delivery_id: number;
  round: number;
  attempt: number;
  started_at: string;
  status_code: number | null;
  response_ms: number;
  error: string | null;
}

/** Delivery state is bookkeeping: no cached answer of the portal depends on it. */
const BOOKKEEPING = { bookkeeping: true } as const;

/** Standard Webhooks' secret form: `whsec_` and 32 random bytes in base64. */
const newSigningSecret = (): string => `whsec_${crypto.randomBytes(32).toString('base64')}`;

/** Stores a new endpoint with its secret encrypted (secrets.ts); answers the row with the secret itself, to be shown once. */
export async function insertEndpoint(
  db: Db,
  e: { userId: number; url: string; description: string; eventTypes: string[]; organisations: string[] },
  nowIso: string,
  key: Buffer,
): Promise<EndpointRow> {
  const secret = newSigningSecret();
  const { id } = (await db.get<{ id: number }>(
    `INSERT INTO webhook_endpoints (user_id, url, description, secret, event_types, organisations, enabled, consecutive_failures, created_at, updated_at)
     VALUES (@userId, @url, @description, @secret, @eventTypes, @organisations, TRUE, 0, @now, @now) RETURNING id`,
    { ...e, secret: sealSecret(key, secret), eventTypes: JSON.stringify(e.eventTypes), organisations: JSON.stringify(e.organisations), now: nowIso },
  ))!;
  return { ...(await endpointById(db, id))!, secret };
}

export async function endpointById(db: Db, id: number): Promise<EndpointRow | undefined> {
  return await db.get<EndpointRow>('SELECT * FROM webhook_endpoints WHERE id = @id', { id });
}

export async function endpointsOfUser(db: Db, userId: number): Promise<EndpointRow[]> {
  return await db.all<EndpointRow>('SELECT * FROM webhook_endpoints WHERE user_id = @userId ORDER BY id', { userId });
}

export async function enabledEndpoints(db: Db): Promise<EndpointRow[]> {
  return await db.all<EndpointRow>('SELECT e.* FROM webhook_endpoints e JOIN users u ON u.id = e.user_id WHERE e.enabled = TRUE AND u.active = TRUE ORDER BY e.id');
}

export async function deleteEndpoint(db: Db, id: number): Promise<void> {
  await db.run('DELETE FROM webhook_endpoints WHERE id = @id', { id });
}

export async function enableEndpoint(db: Db, id: number, nowIso: string): Promise<void> {
  await db.run(
    'UPDATE webhook_endpoints SET enabled = TRUE, consecutive_failures = 0, disabled_at = NULL, disabled_reason = NULL, updated_at = @now WHERE id = @id',
    { id, now: nowIso },
  );
}

/** Queues one message for an endpoint; a message already queued for it (same id) is left as it is. */
export async function queueDelivery(db: Db, endpointId: number, messageId: string, eventType: string, payload: string, nowIso: string): Promise<boolean> {
  const res = await db.run(
    `INSERT INTO webhook_deliveries (endpoint_id, message_id, event_type, payload, status, attempts, next_attempt_at, created_at, updated_at)
     VALUES (@endpointId, @messageId, @eventType, @payload, 'pending', 0, @now, @now, @now)
     ON CONFLICT (endpoint_id, message_id) DO NOTHING`,
    { endpointId, messageId, eventType, payload, now: nowIso },
    BOOKKEEPING,
  );
  return res.changes === 1;
}

export async function dueDeliveries(db: Db, nowIso: string, limit: number): Promise<DeliveryRow[]> {
  return await db.all<DeliveryRow>(
    "SELECT * FROM webhook_deliveries WHERE status = 'pending' AND next_attempt_at <= @now ORDER BY next_attempt_at, id LIMIT @limit",
    { now: nowIso, limit },
  );
}

export async function deliveryById(db: Db, id: number): Promise<DeliveryRow | undefined> {
  return await db.get<DeliveryRow>('SELECT * FROM webhook_deliveries WHERE id = @id', { id });
}

export async function deliveriesOf(db: Db, endpointId: number, limit: number): Promise<DeliveryRow[]> {
  return await db.all<DeliveryRow>('SELECT * FROM webhook_deliveries WHERE endpoint_id = @endpointId ORDER BY id DESC LIMIT @limit', { endpointId, limit });
}

export async function attemptsOf(db: Db, deliveryIds: number[]): Promise<AttemptRow[]> {
  if (deliveryIds.length === 0) return [];
  const params = Object.fromEntries(deliveryIds.map((id, i) => [`d${i}`, id]));
  return await db.all<AttemptRow>(
    `SELECT delivery_id, round, attempt, started_at, status_code, response_ms, error FROM webhook_attempts WHERE delivery_id IN (${deliveryIds.map((_, i) => `@d${i}`).join(', ')}) ORDER BY delivery_id, round, attempt`,
    params,
  );
}

export interface AttemptOutcome {
  attempt: number;
  startedAt: string;
  statusCode: number | null;
  responseMs: number;
  error: string | null;
}

/**
 * Records an attempt and moves the delivery on: succeeded, pending again at `nextAttemptAt`, or
 * failed for good (nextAttemptAt null). Only while the delivery is still at this attempt: a
 * second instance that somehow ran the same attempt changes nothing (changes === 0).
 */
export async function recordAttempt(db: Db, delivery: DeliveryRow, outcome: AttemptOutcome, ok: boolean, nextAttemptAt: string | null, nowIso: string): Promise<boolean> {
  return db.tx(async () => {
    const moved = await db.run(
      `UPDATE webhook_deliveries SET attempts = @attempt, status = @status, next_attempt_at = @next, last_status_code = @statusCode,
              last_response_ms = @responseMs, last_error = @error, delivered_at = @deliveredAt, updated_at = @now
        WHERE id = @id AND round = @round AND attempts = @previous AND status = 'pending'`,
      {
        id: delivery.id,
        round: delivery.round,
        previous: outcome.attempt - 1,
        attempt: outcome.attempt,
        status: ok ? 'succeeded' : nextAttemptAt ? 'pending' : 'failed',
        next: ok ? null : nextAttemptAt,
        statusCode: outcome.statusCode,
        responseMs: outcome.responseMs,
        error: outcome.error,
        deliveredAt: ok ? nowIso : null,
        now: nowIso,
      },
      BOOKKEEPING,
    );
    if (moved.changes !== 1) return false;
    await db.run(
      `INSERT INTO webhook_attempts (delivery_id, round, attempt, started_at, status_code, response_ms, error)
       VALUES (@id, @round, @attempt, @startedAt, @statusCode, @responseMs, @error)`,
      { id: delivery.id, round: delivery.round, ...outcome },
      BOOKKEEPING,
    );
    return true;
  });
}

/** After an attempt: the endpoint's run of failures, reset by a success. Returns the new count. */
export async function countOutcome(db: Db, endpointId: number, ok: boolean, nowIso: string): Promise<number> {
  await db.run(
    ok
      ? 'UPDATE webhook_endpoints SET consecutive_failures = 0, updated_at = @now WHERE id = @endpointId AND consecutive_failures <> 0'
      : 'UPDATE webhook_endpoints SET consecutive_failures = consecutive_failures + 1, updated_at = @now WHERE id = @endpointId',
    { endpointId, now: nowIso },
    BOOKKEEPING,
  );
  return (await db.get<{ n: number }>('SELECT consecutive_failures AS n FROM webhook_endpoints WHERE id = @endpointId', { endpointId }))?.n ?? 0;
}

/** Disables an enabled endpoint; true when this call did it (once across instances). */
export async function disableEndpoint(db: Db, endpointId: number, reason: string, nowIso: string): Promise<boolean> {
  return (
    (await db.run('UPDATE webhook_endpoints SET enabled = FALSE, disabled_at = @now, disabled_reason = @reason, updated_at = @now WHERE id = @endpointId AND enabled = TRUE', { endpointId, reason, now: nowIso }))
      .changes === 1
  );
}

/** A delivery sent again by hand: pending now, a new round of attempts (the earlier ones stay recorded). */
export async function resendDelivery(db: Db, id: number, nowIso: string): Promise<void> {
  await db.run(
    "UPDATE webhook_deliveries SET status = 'pending', round = round + 1, attempts = 0, next_attempt_at = @now, updated_at = @now WHERE id = @id",
    { id, now: nowIso },
    BOOKKEEPING,
  );
}
