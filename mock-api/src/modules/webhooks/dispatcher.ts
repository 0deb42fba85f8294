import type { FastifyInstance } from 'fastify';
import { API_LANGUAGES, mailText } from '../../core/i18n';
import { runOnce } from '../../core/jobs';
import { enqueuePortalMail } from '../contact/outbox';
import { kickOutbox } from '../contact/delivery';
import { countOutcome, deliveryById, disableEndpoint, dueDeliveries, endpointById, recordAttempt, type DeliveryRow } from './store';
import { sendDelivery } from './send';
import { openSecret } from './secrets';

/**
 * Sends the deliveries that are due, on every instance, each attempt claimed once across
 * instances (core/jobs.ts, job `webhooks.deliver`, run key `<delivery>:<created>:<round>:<attempt>`): an
 * instance that dies mid-attempt leaves a claim whose lease runs out, and another takes it over.
 * A failed attempt is retried after the next delay of `WEBHOOK_RETRY_SCHEDULE_MS` (Standard
 * Webhooks' schedule by default, about a day in all), then the delivery is failed. An endpoint
 * whose attempts failed `WEBHOOK_DISABLE_AFTER` times in a row is disabled and its owner told by
 * e-mail (the outbox) and in the audit log.
 */
export interface Dispatcher {
  /** Look for due deliveries now (after queuing some). */
  kick(): void;
  /** Resolves when the current round is done (tests, graceful stop). */
  idle(): Promise<void>;
  stop(): void;
}

const BATCH = 20;

/**
 * Names one attempt of one delivery. With the creation time: a row id may be used again after
 * its endpoint was deleted, and the new delivery must not find the old one's attempts claimed.
 */
const runKey = (d: DeliveryRow): string => `${d.id}:${d.created_at}:${d.round}:${d.attempts + 1}`;
const PARALLEL = 4;
const UNREADABLE_SECRET = 'The signing secret cannot be decrypted with the WEBHOOK_SECRET_KEYS; register the endpoint again.';

export function startDispatcher(app: FastifyInstance, keys: Buffer[]): Dispatcher {
  const { webhookPollMs, webhookRetryScheduleMs, webhookDisableAfter, webhookTimeoutMs, webhookAllowPrivate } = app.config;
  const db = app.db;
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;

  // Sealed under a key no longer listed (WEBHOOK_SECRET_KEYS): the attempt fails and says why, like any other.
  const readableSecret = (stored: string): string | null => {
    try {
      return openSecret(keys, stored);
    } catch {
      return null;
    }
  };

  async function attempt(due: DeliveryRow): Promise<void> {
    const delivery = await deliveryById(db, due.id);
    if (!delivery || delivery.status !== 'pending' || delivery.round !== due.round || delivery.attempts !== due.attempts) return;
    const endpoint = await endpointById(db, delivery.endpoint_id);
    if (!endpoint) return;
    const number = delivery.attempts + 1;
    const startedAt = new Date();
    const secret = readableSecret(endpoint.secret);
    const result = !endpoint.enabled
      ? { ok: false, statusCode: null, responseMs: 0, error: 'The endpoint is disabled.' }
      : secret === null
        ? { ok: false, statusCode: null, responseMs: 0, error: UNREADABLE_SECRET }
        : await sendDelivery({ url: endpoint.url, secret, messageId: delivery.message_id, payload: delivery.payload, timeoutMs: webhookTimeoutMs, allowPrivate: webhookAllowPrivate, now: startedAt });
    const delay = webhookRetryScheduleMs[number - 1];
    const nextAttemptAt = !result.ok && endpoint.enabled && delay !== undefined ? new Date(Date.now() + delay).toISOString() : null;
    const nowIso = new Date().toISOString();
    const outcome = { attempt: number, startedAt: startedAt.toISOString(), statusCode: result.statusCode, responseMs: result.responseMs, error: result.error };
    if (!(await recordAttempt(db, delivery, outcome, result.ok, nextAttemptAt, nowIso))) return;
    if (!endpoint.enabled) return;
    const failures = await countOutcome(db, endpoint.id, result.ok, nowIso);
    if (!result.ok && failures >= webhookDisableAfter) await disable(endpoint.id, endpoint.user_id, endpoint.url, failures, nowIso);
  }

  async function disable(endpointId: number, userId: number, url: string, failures: number, nowIso: string): Promise<void> {
    const reason = `${failures} failed attempts in a row`;
    if (!(await disableEndpoint(db, endpointId, reason, nowIso))) return;
    const owner = await db.get<{ email: string; name: string; language: string | null; language_chosen: boolean | number | null }>(
      'SELECT u.email, u.name, s.language, s.language_chosen FROM users u LEFT JOIN user_settings s ON s.user_id = u.id WHERE u.id = @userId',
      { userId },
    );
    await db.run(
      `INSERT INTO audit_log (user_id, impersonator_id, action, entity, entity_id, details, ip, created_at)
       VALUES (@userId, NULL, 'webhook.disabled', 'webhook_endpoint', @endpointId, @details, '', @now)`,
      { userId, endpointId: String(endpointId), details: JSON.stringify({ url, reason }), now: nowIso },
    );
    if (!owner) return;
    // No request here: the owner's chosen language, else English.
    const language = owner.language_chosen && owner.language && API_LANGUAGES.includes(owner.language) ? owner.language : 'en';
    const words = (key: string, values?: Record<string, string | number>) => mailText(language, 'webhookDisabled', key, values);
    await enqueuePortalMail(db, {
      kind: 'webhook_disabled',
      userId,
      recipient: owner.email,
      subject: words('subject'),
      text: [words('greeting', { name: owner.name }), '', words('failed', { url, failures }), words('enable'), '', words('signature')].join('\n'),
      senderName: words('sender'),
      senderEmail: app.config.smtp?.from ?? 'portal@localhost',
    });
    kickOutbox(db);
  }

  async function round(): Promise<void> {
    do {
      again = false;
      const due = await dueDeliveries(db, new Date().toISOString(), BATCH);
      for (let i = 0; i < due.length; i += PARALLEL) {
        await Promise.all(
          due.slice(i, i + PARALLEL).map((d) =>
            runOnce(app.jobs, 'webhooks.deliver', runKey(d), webhookTimeoutMs + 30_000, () => attempt(d)).catch((err: unknown) =>
              app.log.error({ err, delivery: d.id }, 'webhook delivery failed'),
            ),
          ),
        );
      }
      if (due.length === BATCH) again = true;
    } while (again && !stopped);
  }

  function kick(): void {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = round()
      .catch((err: unknown) => app.log.error({ err }, 'webhook round failed'))
      .finally(() => {
        running = null;
      });
  }

  const timer = setInterval(kick, webhookPollMs);
  timer.unref();
  return {
    kick,
    idle: async () => {
      while (running) await running;
    },
    stop: () => {
      stopped = true;
      clearInterval(timer);
    },
  };
}
