import type { FastifyInstance, FastifyRequest } from 'fastify';
import { webhooksContract } from '@portal/contracts/webhooks';
import { ACCESS_TOKEN_MESSAGES, WEBHOOK_EVENT_TYPES, WEBHOOK_MESSAGES, webhookEndpointSchema } from '@portal/contracts/rules/accessTokens';
import { audit } from '../../core/audit';
import { registerEndpoint } from '../../core/contract';
import { forbidden, notFound, unprocessable } from '../../core/errors';
import { languageOf, phrasesIn, translate } from '../../core/i18n';
import { customerOptions } from '../../core/scope';
import { validateWithAsync } from '../../core/validate';
import { onNotificationsRecorded } from '../notifications/events';
import { blockedAddressOf, urlProblem } from './addresses';
import { startDispatcher } from './dispatcher';
import { resealSecrets, webhookSecretKeys } from './secrets';
import { queueForNotifications, queueTestEvent } from './events';
import {
  attemptsOf,
  deleteEndpoint,
  deliveriesOf,
  deliveryById,
  endpointById,
  endpointsOfUser,
  enableEndpoint,
  insertEndpoint,
  resendDelivery,
  type DeliveryRow,
  type EndpointRow,
} from './store';

/**
 * Webhooks (shared/contracts/src/webhooks.ts), public API routes: with an access token
 * (read to list, read-write to change) or the portal session. An endpoint belongs to its user;
 * through a token only the endpoints within the token's organisations are seen (404 otherwise, as
 * for anyone else's).
 */
const DELIVERIES_LISTED = 100;

// What went wrong with a delivery is stored in English (the dispatcher has no request) and
// worded for the reader; the status codes and times beside it stay as they are.
function endpointView(e: EndpointRow, language: string) {
  return {
    id: e.id,
    url: e.url,
    description: e.description,
    eventTypes: JSON.parse(e.event_types) as string[],
    organisations: JSON.parse(e.organisations) as string[],
    enabled: Boolean(e.enabled),
    consecutiveFailures: e.consecutive_failures,
    disabledAt: e.disabled_at,
    disabledReason: e.disabled_reason && translate(e.disabled_reason, language),
    createdAt: e.created_at,
    updatedAt: e.updated_at,
  };
}

/** The codes this request may give an endpoint: the token's, or what the user may select. */
async function allowedCodes(app: FastifyInstance, request: FastifyRequest): Promise<string[]> {
  return request.accessToken ? request.accessToken.codes : (await customerOptions(app.db, request.user!)).map((o) => o.value);
}

export async function webhookRoutes(app: FastifyInstance): Promise<void> {
  const db = app.db;
  const keys = await webhookSecretKeys(app.config, db);
  const key = keys[0];
  // Secrets stored as they are, or sealed with an older key, are sealed with the newest now.
  const resealed = await resealSecrets(db, keys);
  if (resealed.resealed + resealed.unreadable > 0) app.log.warn(resealed, 'webhook signing secrets sealed with the newest key; unreadable ones were sealed with a key no longer listed');
  const dispatcher = startDispatcher(app, keys);
  const stopListening = onNotificationsRecorded(db, async (recorded) => {
    if ((await queueForNotifications(app, recorded)) > 0) dispatcher.kick();
  });
  app.addHook('onClose', async () => {
    stopListening();
    dispatcher.stop();
    await dispatcher.idle();
  });

  /** The caller's endpoint, or 404 (someone else's, or outside the token's organisations). */
  async function ownEndpoint(request: FastifyRequest, id: number): Promise<EndpointRow> {
    const endpoint = await endpointById(db, id);
    if (!endpoint || endpoint.user_id !== request.user!.id) throw notFound();
    if (request.accessToken) {
      const codes = new Set(request.accessToken.codes);
      if (!(JSON.parse(endpoint.organisations) as string[]).every((c) => codes.has(c))) throw notFound();
    }
    return endpoint;
  }

  registerEndpoint(app, webhooksContract.list, async (request) => {
    const codes = request.accessToken ? new Set(request.accessToken.codes) : null;
    const endpoints = (await endpointsOfUser(db, request.user!.id)).filter((e) => !codes || (JSON.parse(e.organisations) as string[]).every((c) => codes.has(c)));
    return { endpoints: endpoints.map((e) => endpointView(e, languageOf(request))), eventTypes: [...WEBHOOK_EVENT_TYPES] };
  });

  registerEndpoint(app, webhooksContract.create, async (request) => {
    // Its signing secret is a credential of the customer, as an access token is: an administrator acting as the customer gets neither.
    if (request.session?.impersonatorId !== undefined) throw forbidden('Webhooks cannot be registered while impersonating.');
    const input = await validateWithAsync(webhookEndpointSchema, request.body);
    const errors: Record<string, string[]> = {};
    const problem = urlProblem(input.url, app.config.webhookAllowPrivate);
    if (problem) errors.url = [problem];
    else if (await blockedAddressOf(input.url, app.config.webhookAllowPrivate)) errors.url = [WEBHOOK_MESSAGES.blocked];
    if (input.eventTypes.some((t) => !(WEBHOOK_EVENT_TYPES as readonly string[]).includes(t))) errors.eventTypes = [phrasesIn(languageOf(request))('One of the event types is unknown. Known: {{types}}.', { types: WEBHOOK_EVENT_TYPES.join(', ') })];
    const allowed = await allowedCodes(app, request);
    const organisations = [...new Set(input.organisations ?? (request.accessToken ? allowed : [(await request.getScope()).code].filter((c): c is string => Boolean(c))))];
    if (organisations.length === 0 || organisations.some((c) => !allowed.includes(c))) errors.organisations = [ACCESS_TOKEN_MESSAGES.organisationNotYours];
    if (Object.keys(errors).length > 0) throw unprocessable(errors);
    const endpoint = await insertEndpoint(db, { userId: request.user!.id, url: input.url, description: input.description ?? '', eventTypes: [...new Set(input.eventTypes)], organisations }, new Date().toISOString(), key);
    await audit(db, request, 'webhook.create', 'webhook_endpoint', endpoint.id, { url: endpoint.url, eventTypes: input.eventTypes, organisations, viaToken: request.accessToken?.id ?? null });
    // The signing secret is shown here only.
    return { endpoint: endpointView(endpoint, languageOf(request)), secret: endpoint.secret };
  });

  registerEndpoint(app, webhooksContract.remove, async (request) => {
    const endpoint = await ownEndpoint(request, request.params.id);
    await deleteEndpoint(db, endpoint.id);
    await audit(db, request, 'webhook.delete', 'webhook_endpoint', endpoint.id, { url: endpoint.url });
    return { message: translate('The endpoint is deleted.', languageOf(request)) };
  });

  registerEndpoint(app, webhooksContract.enable, async (request) => {
    const endpoint = await ownEndpoint(request, request.params.id);
    await enableEndpoint(db, endpoint.id, new Date().toISOString());
    await audit(db, request, 'webhook.enable', 'webhook_endpoint', endpoint.id);
    return { endpoint: endpointView((await endpointById(db, endpoint.id))!, languageOf(request)) };
  });

  registerEndpoint(app, webhooksContract.test, async (request) => {
    const endpoint = await ownEndpoint(request, request.params.id);
    const messageId = await queueTestEvent(app, endpoint);
    dispatcher.kick();
    return { messageId };
  });

  registerEndpoint(app, webhooksContract.deliveries, async (request) => {
    const endpoint = await ownEndpoint(request, request.params.id);
    const rows = await deliveriesOf(db, endpoint.id, DELIVERIES_LISTED);
    const attempts = await attemptsOf(db, rows.map((r) => r.id));
    return { deliveries: rows.map((r) => deliveryView(r, attempts.filter((a) => a.delivery_id === r.id), languageOf(request))) };
  });

  registerEndpoint(app, webhooksContract.resend, async (request) => {
    const endpoint = await ownEndpoint(request, request.params.id);
    const delivery = await deliveryById(db, request.params.deliveryId);
    if (!delivery || delivery.endpoint_id !== endpoint.id) throw notFound();
    await resendDelivery(db, delivery.id, new Date().toISOString());
    await audit(db, request, 'webhook.resend', 'webhook_delivery', delivery.id);
    dispatcher.kick();
    return { message: translate('The delivery is sent again.', languageOf(request)) };
  });
}

function deliveryView(r: DeliveryRow, attempts: Awaited<ReturnType<typeof attemptsOf>>, language: string) {
  const said = (error: string | null) => error && translate(error, language);
  return {
    id: r.id,
    messageId: r.message_id,
    eventType: r.event_type,
    status: r.status,
    attempts: r.attempts,
    nextAttemptAt: r.next_attempt_at,
    lastStatusCode: r.last_status_code,
    lastResponseMs: r.last_response_ms,
    lastError: said(r.last_error),
    createdAt: r.created_at,
    deliveredAt: r.delivered_at,
    updatedAt: r.updated_at,
    history: attempts.map((a) => ({ round: a.round, attempt: a.attempt, startedAt: a.started_at, statusCode: a.status_code, responseMs: a.response_ms, error: said(a.error) })),
  };
}
