import { WEBHOOK_EVENT_TYPES } from '@portal/contracts/rules/accessTokens';
import { object, type JsonSchema } from './schemas';

/** The body of a webhook delivery (modules/webhooks/events.ts, WebhookPayload). */
const str: JsonSchema = { type: 'string' };
export const WEBHOOK_EVENT_SCHEMA = object(
  {
    type: {
      type: 'string',
      enum: [...WEBHOOK_EVENT_TYPES],
      example: 'shipment.delayed',
      description:
        'A notification type (docs/notifications.md) or webhook.test. booking.confirmed: `data.subject` is the booked shipment, `data.data` `{ bookingNr, quoteNr, etd, eta }`; booking.rejected: the subject is the quote, `data.data` `{ bookingNr, quoteNr, reason }`',
    },
    timestamp: { type: 'string', format: 'date-time' },
    data: {
      type: 'object',
      description: 'The notification; for webhook.test `{ endpoint, message }`',
      properties: {
        id: { type: 'integer' },
        subject: object({ kind: { type: 'string', enum: ['shipment', 'document', 'quote'] }, id: str, mode: { type: ['string', 'null'] } }),
        title: str,
        body: str,
        data: { type: 'object', additionalProperties: { type: ['string', 'number', 'null'] } },
        organisations: { type: 'array', items: str },
        occurredAt: { type: 'string', format: 'date-time' },
        link: { type: 'string', format: 'uri' },
      },
    },
  },
  [],
  {
    title: 'WebhookEvent',
    example: {
      type: 'shipment.delayed',
      timestamp: '2026-11-24T06:00:00.000Z',
      data: {
        id: 812,
        subject: { kind: 'shipment', id: 'SEA26-000123', mode: 'sea' },
        title: 'SEA26-000123 is delayed',
        body: 'Expected 3 days after the planned arrival.',
        data: { delayDays: 3, eta: '2026-12-01' },
        organisations: ['C10001'],
        occurredAt: '2026-11-24T06:00:00.000Z',
        link: 'https://portal.example.com/myshipments/sea/SEA26-000123',
      },
    },
  },
);
