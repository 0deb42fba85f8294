import { json, type RouteDoc } from '../../openapi/responses';
import { object, type JsonSchema } from '../../openapi/schemas';

/** The webhook routes' answers in the OpenAPI document (openapi/responses.ts). */
const str: JsonSchema = { type: 'string' };
const strOrNull: JsonSchema = { type: ['string', 'null'] };
const intOrNull: JsonSchema = { type: ['integer', 'null'] };

const endpoint = object({
  id: { type: 'integer' },
  url: { type: 'string', format: 'uri', example: 'https://erp.example.com/hooks/meridian' },
  description: str,
  eventTypes: { type: 'array', items: str, example: ['shipment.delayed', 'document.published'] },
  organisations: { type: 'array', items: str, example: ['C10001'] },
  enabled: { type: 'boolean' },
  consecutiveFailures: { type: 'integer' },
  disabledAt: strOrNull,
  disabledReason: strOrNull,
  createdAt: { type: 'string', format: 'date-time' },
});
const delivery = object({
  id: { type: 'integer' },
  messageId: { type: 'string', description: 'The webhook-id header: the same on every retry, so a receiver can drop duplicates' },
  eventType: str,
  status: { type: 'string', enum: ['pending', 'succeeded', 'failed'] },
  attempts: { type: 'integer' },
  nextAttemptAt: strOrNull,
  lastStatusCode: intOrNull,
  lastResponseMs: intOrNull,
  lastError: strOrNull,
  createdAt: str,
  deliveredAt: strOrNull,
  history: {
    type: 'array',
    items: object({ round: { type: 'integer' }, attempt: { type: 'integer' }, startedAt: str, statusCode: intOrNull, responseMs: { type: 'integer' }, error: strOrNull }),
  },
});
const message = object({ message: str });
const TAG = 'Webhooks';

export const WEBHOOK_DOCS: Record<string, RouteDoc> = {
  'GET /api/webhooks': {
    summary: 'Your webhook endpoints, and the event types there are',
    tag: TAG,
    public: 'read',
    ok: { 200: json(object({ endpoints: { type: 'array', items: endpoint }, eventTypes: { type: 'array', items: str } })) },
  },
  'POST /api/webhooks': {
    summary: 'Register an https endpoint for event types; the answer holds its signing secret (whsec_…), shown once',
    tag: TAG,
    public: 'write',
    ok: { 200: json(object({ endpoint, secret: { type: 'string', example: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw' } })) },
  },
  'DELETE /api/webhooks/:id': { summary: 'Delete an endpoint and its deliveries', tag: TAG, public: 'write', ok: { 200: json(message) } },
  'POST /api/webhooks/:id/enable': { summary: 'Enable an endpoint again (after it was disabled for failing)', tag: TAG, public: 'write', ok: { 200: json(object({ endpoint })) } },
  'POST /api/webhooks/:id/test': { summary: 'Send a webhook.test event to the endpoint', tag: TAG, public: 'write', ok: { 200: json(object({ messageId: str })) } },
  'GET /api/webhooks/:id/deliveries': { summary: 'The endpoint\'s latest 100 deliveries with every attempt (status, response time)', tag: TAG, public: 'read', ok: { 200: json(object({ deliveries: { type: 'array', items: delivery } })) } },
  'POST /api/webhooks/:id/deliveries/:deliveryId/resend': { summary: 'Send a delivery again now', tag: TAG, public: 'write', ok: { 200: json(message) } },
};
