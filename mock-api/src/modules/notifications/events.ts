import type { NotificationSubjectKind, NotificationType } from '@portal/contracts/rules/notifications';
import type { Db } from '../../db';

/**
 * The one way a notification comes into being: `recordEvents(db, events)`. Stable interface
 * (docs/notifications.md): the webhooks slice listens through `onNotificationsRecorded`.
 */
export interface NotificationEvent {
  type: NotificationType;
  subject: { kind: NotificationSubjectKind; id: string; mode?: 'sea' | 'air' | 'roa' | 'mul' | null };
  /** The organisations (customers.id) the subject belongs to; who may select one of them sees it. */
  customerIds: number[];
  title: string;
  body: string;
  data?: Record<string, string | number | null>;
  /** When the change happened (ISO-8601); defaults to now. */
  occurredAt?: string;
  /** Names the change: an event with a key already stored is not stored again. */
  dedupKey: string;
}

/** A notification as stored (the row, data parsed), as the listeners get it. */
export interface RecordedNotification extends Required<Omit<NotificationEvent, 'subject'>> {
  id: number;
  subject: { kind: NotificationSubjectKind; id: string; mode: 'sea' | 'air' | 'roa' | 'mul' | null };
  createdAt: string;
}

export type RecordedListener = (recorded: RecordedNotification[]) => void | Promise<void>;

/** Rows written per transaction: a large refresh records in short steps, and requests run in between. */
export const RECORD_BATCH = 250;

const listeners = new WeakMap<Db, Set<RecordedListener>>();

/** Called after each committed batch (instant e-mail, this instance's streams, webhooks). Returns the unsubscribe. */
export function onNotificationsRecorded(db: Db, listener: RecordedListener): () => void {
  let set = listeners.get(db);
  if (!set) listeners.set(db, (set = new Set()));
  set.add(listener);
  return () => set.delete(listener);
}

const yieldToRequests = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Stores the events that are new (by dedupKey) with their organisations, in batches of
 * RECORD_BATCH per transaction with the event loop free between batches, and tells the listeners.
 * Returns what was stored. Events without an organisation are dropped (nobody could see them).
 */
export async function recordEvents(db: Db, events: readonly NotificationEvent[], now = new Date()): Promise<RecordedNotification[]> {
  const recorded: RecordedNotification[] = [];
  const wanted = events.filter((e) => e.customerIds.length > 0);
  for (let start = 0; start < wanted.length; start += RECORD_BATCH) {
    if (start > 0) await yieldToRequests();
    const batch = wanted.slice(start, start + RECORD_BATCH);
    const stored = await db.tx(() => storeEvents(db, batch, now));
    recorded.push(...stored);
    await announceRecorded(db, stored);
  }
  return recorded;
}

/**
 * Stores the events that are new inside the caller's transaction, so they commit (or not) with
 * the change they tell of (the daily refresh's batches). The caller passes what this returns to
 * announceRecorded once the transaction committed.
 */
export async function storeEvents(db: Db, events: readonly NotificationEvent[], now = new Date()): Promise<RecordedNotification[]> {
  const createdAt = now.toISOString();
  const out: RecordedNotification[] = [];
  // Nobody could see an event without organisations.
  for (const event of events) if (event.customerIds.length > 0) out.push(...(await insertOne(db, event, createdAt)));
  return out;
}

/** Tells the listeners (instant e-mail, this instance's streams, webhooks) of committed notifications. */
export async function announceRecorded(db: Db, stored: readonly RecordedNotification[]): Promise<void> {
  if (stored.length === 0) return;
  for (const listener of listeners.get(db) ?? []) {
    try {
      await listener([...stored]);
    } catch (err) {
      // A listener (a mail, a webhook) must never undo or block what was recorded.
      console.error('[notifications] listener failed', err);
    }
  }
}

async function insertOne(db: Db, event: NotificationEvent, createdAt: string): Promise<RecordedNotification[]> {
  const data = event.data ?? {};
  const occurredAt = event.occurredAt ?? createdAt;
  const mode = event.subject.mode ?? null;
  // No row when the dedup key was taken already: nothing to record.
  const inserted = await db.get<{ id: number }>(
    `INSERT INTO notifications (type, subject_kind, subject_id, subject_mode, title, body, data, dedup_key, occurred_at, created_at)
     VALUES (@type, @kind, @subjectId, @mode, @title, @body, @data, @dedupKey, @occurredAt, @createdAt)
     ON CONFLICT (dedup_key) DO NOTHING RETURNING id`,
    {
      type: event.type,
      kind: event.subject.kind,
      subjectId: event.subject.id,
      mode,
      title: event.title.slice(0, 200),
      body: event.body.slice(0, 1000),
      data: JSON.stringify(data),
      dedupKey: event.dedupKey.slice(0, 200),
      occurredAt,
      createdAt,
    },
  );
  if (!inserted) return [];
  const { id } = inserted;
  const customerIds = [...new Set(event.customerIds)];
  for (const customerId of customerIds) {
    await db.run('INSERT INTO notification_customers (customer_id, notification_id) VALUES (@customerId, @id) ON CONFLICT DO NOTHING', { customerId, id });
  }
  return [{ ...event, id, subject: { ...event.subject, mode }, customerIds, data, occurredAt, createdAt }];
}
