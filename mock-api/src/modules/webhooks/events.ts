import { notificationLink } from '@portal/contracts/rules/notifications';
import { WEBHOOK_TEST_EVENT as TEST_EVENT } from '@portal/contracts/rules/accessTokens';
import type { FastifyInstance } from 'fastify';
import { loadUser } from '../../core/auth';
import { resolveSelection } from '../../core/scope';
import type { RecordedNotification } from '../notifications/events';
import { enabledEndpoints, queueDelivery, type EndpointRow } from './store';

/**
 * From recorded notifications (docs/notifications.md) to queued deliveries:
 * an enabled endpoint gets each event of a type it subscribed to that belongs to one of its
 * organisations, as its user may select them now (a user who lost an organisation stops getting
 * its events; a deactivated user's endpoints get nothing). The payload follows Standard Webhooks:
 * `{ type, timestamp, data }`, data being the notification as the portal lists it plus a link.
 */

interface WebhookPayload {
  type: string;
  timestamp: string;
  data: {
    id: number;
    subject: RecordedNotification['subject'];
    title: string;
    body: string;
    data: Record<string, string | number | null>;
    organisations: string[];
    occurredAt: string;
    link: string;
  };
}

/** The customer ids (and their codes) the endpoint may receive events of now. */
async function coverageOf(app: FastifyInstance, endpoint: EndpointRow): Promise<Map<number, string> | null> {
  const user = await loadUser(app.db, endpoint.user_id);
  if (!user) return null;
  const covered = new Map<number, string>();
  for (const code of JSON.parse(endpoint.organisations) as string[]) {
    const scope = await resolveSelection(app.db, user, code);
    if (!scope) continue;
    for (const id of scope.customerIds) covered.set(id, code);
  }
  return covered;
}

async function customerCodes(app: FastifyInstance, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const params = Object.fromEntries(ids.map((id, i) => [`c${i}`, id]));
  const rows = await app.db.all<{ id: number; code: string }>(`SELECT id, code FROM customers WHERE id IN (${ids.map((_, i) => `@c${i}`).join(', ')})`, params);
  return new Map(rows.map((r) => [r.id, r.code]));
}

function payloadOf(app: FastifyInstance, n: RecordedNotification, organisations: string[]): WebhookPayload {
  return {
    type: n.type,
    timestamp: n.occurredAt,
    data: {
      id: n.id,
      subject: n.subject,
      title: n.title,
      body: n.body,
      data: n.data,
      organisations,
      occurredAt: n.occurredAt,
      link: `${app.config.portalOrigin.replace(/\/$/, '')}${notificationLink(n)}`,
    },
  };
}

/** Queues what the endpoints should get of these notifications; returns how many deliveries. */
export async function queueForNotifications(app: FastifyInstance, recorded: readonly RecordedNotification[]): Promise<number> {
  if (recorded.length === 0) return 0;
  const endpoints = await enabledEndpoints(app.db);
  if (endpoints.length === 0) return 0;
  const nowIso = new Date().toISOString();
  const codes = await customerCodes(app, [...new Set(recorded.flatMap((n) => n.customerIds))]);
  let queued = 0;
  for (const endpoint of endpoints) {
    const types = new Set(JSON.parse(endpoint.event_types) as string[]);
    const wanted = recorded.filter((n) => types.has(n.type));
    if (wanted.length === 0) continue;
    const covered = await coverageOf(app, endpoint);
    if (!covered || covered.size === 0) continue;
    for (const n of wanted) {
      const mine = n.customerIds.filter((id) => covered.has(id));
      if (mine.length === 0) continue;
      const organisations = [...new Set(mine.map((id) => codes.get(id)).filter((c): c is string => Boolean(c)))].sort();
      if (await queueDelivery(app.db, endpoint.id, `msg_n${n.id}`, n.type, JSON.stringify(payloadOf(app, n, organisations)), nowIso)) queued++;
    }
  }
  return queued;
}

/** A test event for one endpoint ("does my receiver verify the signature?"). */
export async function queueTestEvent(app: FastifyInstance, endpoint: EndpointRow): Promise<string> {
  const now = new Date().toISOString();
  const messageId = `msg_test_${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
  const payload = {
    type: TEST_EVENT,
    timestamp: now,
    data: { endpoint: endpoint.id, message: 'A test event: your endpoint is reachable and can verify our signature.' },
  };
  await queueDelivery(app.db, endpoint.id, messageId, TEST_EVENT, JSON.stringify(payload), now);
  return messageId;
}
