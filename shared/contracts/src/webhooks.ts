import { Array as List, Boolean as Bool, Integer, Null, Object as Obj, String as Str, Union, type Static } from '@sinclair/typebox';
import { WEBHOOK_EVENT_TYPES, webhookEndpointSchema } from './rules/accessTokens';
import { defineContract } from './endpoint';
import { formBody } from './formBody';
import { oneOf, strict } from './schemas';
import { updatedAtField } from './changes';

/**
 * Webhooks, in the public API: with an access token (read to list, read-write to
 * change) or the portal session. An endpoint belongs to its user; through a token only those
 * within the token's organisations are seen (404 otherwise, as for anyone else's).
 */
const TAG = 'Webhooks';
const orNull = <T extends ReturnType<typeof Str> | ReturnType<typeof Integer>>(schema: T) => Union([schema, Null()]);
const rowId = Integer({ minimum: 1, maximum: 2_147_483_647 });
const message = Obj({ message: Str() }, strict);

export const webhookEndpointViewSchema = Obj(
  {
    id: Integer(),
    url: Str({ format: 'uri', examples: ['https://erp.example.com/hooks/meridian'] }),
    description: Str(),
    eventTypes: List(Str(), { examples: [['shipment.delayed', 'document.published']] }),
    organisations: List(Str(), { examples: [['C10001']] }),
    enabled: Bool(),
    consecutiveFailures: Integer(),
    disabledAt: orNull(Str()),
    disabledReason: orNull(Str()),
    createdAt: Str({ format: 'date-time' }),
    updatedAt: updatedAtField('endpoint (its settings, its run of failures, disabled or enabled)'),
  },
  { ...strict, title: 'WebhookEndpoint' },
);

const deliverySchema = Obj(
  {
    id: Integer(),
    messageId: Str({ description: 'The webhook-id header: the same on every retry, so a receiver can drop duplicates' }),
    eventType: Str(),
    status: oneOf(['pending', 'succeeded', 'failed']),
    attempts: Integer(),
    nextAttemptAt: orNull(Str()),
    lastStatusCode: orNull(Integer()),
    lastResponseMs: orNull(Integer()),
    lastError: orNull(Str()),
    createdAt: Str(),
    deliveredAt: orNull(Str()),
    updatedAt: updatedAtField('delivery (queued, attempted, sent again)'),
    history: List(
      Obj({ round: Integer(), attempt: Integer(), startedAt: Str(), statusCode: orNull(Integer()), responseMs: Integer(), error: orNull(Str()) }, strict),
    ),
  },
  { ...strict, title: 'WebhookDelivery' },
);

export const webhooksContract = defineContract({
  list: {
    method: 'GET',
    path: '/api/webhooks',
    permission: 'notifications.index',
    public: 'read',
    summary: 'Your webhook endpoints, and the event types there are',
    tag: TAG,
    response: Obj({ endpoints: List(webhookEndpointViewSchema), eventTypes: List(Str()) }, strict),
  },
  create: {
    method: 'POST',
    path: '/api/webhooks',
    permission: 'notifications.index',
    public: 'write',
    summary: 'Register an https endpoint for event types; the answer holds its signing secret (whsec_…), shown once',
    tag: TAG,
    // Beyond the form's rules, the handler refuses another scheme than https and an unknown event type.
    body: formBody(webhookEndpointSchema, { url: { format: 'uri', pattern: '^https://' }, eventTypes: { items: { type: 'string', enum: [...WEBHOOK_EVENT_TYPES] } } }),
    response: Obj({ endpoint: webhookEndpointViewSchema, secret: Str({ examples: ['whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw'] }) }, strict),
  },
  remove: {
    method: 'DELETE',
    path: '/api/webhooks/:id',
    permission: 'notifications.index',
    public: 'write',
    summary: 'Delete an endpoint and its deliveries',
    tag: TAG,
    params: Obj({ id: rowId }),
    response: message,
  },
  enable: {
    method: 'POST',
    path: '/api/webhooks/:id/enable',
    permission: 'notifications.index',
    public: 'write',
    summary: 'Enable an endpoint again (after it was disabled for failing)',
    tag: TAG,
    params: Obj({ id: rowId }),
    response: Obj({ endpoint: webhookEndpointViewSchema }, strict),
  },
  test: {
    method: 'POST',
    path: '/api/webhooks/:id/test',
    permission: 'notifications.index',
    public: 'write',
    summary: 'Send a webhook.test event to the endpoint',
    tag: TAG,
    params: Obj({ id: rowId }),
    response: Obj({ messageId: Str() }, strict),
  },
  deliveries: {
    method: 'GET',
    path: '/api/webhooks/:id/deliveries',
    permission: 'notifications.index',
    public: 'read',
    summary: "The endpoint's latest 100 deliveries with every attempt (status, response time)",
    tag: TAG,
    params: Obj({ id: rowId }),
    response: Obj({ deliveries: List(deliverySchema) }, strict),
  },
  resend: {
    method: 'POST',
    path: '/api/webhooks/:id/deliveries/:deliveryId/resend',
    permission: 'notifications.index',
    public: 'write',
    summary: 'Send a delivery again now',
    tag: TAG,
    params: Obj({ id: rowId, deliveryId: rowId }),
    response: message,
  },
});

export type WebhookEndpointView = Static<typeof webhookEndpointViewSchema>;
export type WebhookDelivery = Static<typeof deliverySchema>;
