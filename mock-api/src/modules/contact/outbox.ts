import type { ContactMessageInput } from '@portal/contracts/rules/contactMessage';
import type { AuthUser, Scope } from '../../core/types';
import { nowIso, type Db } from '../../db';

/** A row of `outbox` (migration 041) as the delivery loop reads it. */
export interface OutboxRow {
  id: number;
  /** 'contact' (to customer service) or 'password_reset' (to the user, see modules/passwordReset). */
  kind: string;
  sender_email: string;
  sender_name: string;
  selection_code: string | null;
  customer_name: string | null;
  recipient: string;
  subject: string;
  message: string;
  /** An HTML part besides the plain text (notification mails), else null. */
  html: string | null;
  /** The one-click unsubscribe address (RFC 8058) of a notification mail, else null. */
  list_unsubscribe: string | null;
  attempts: number;
}

export interface NewContactMessage {
  user: AuthUser;
  scope: Scope;
  input: ContactMessageInput;
  recipient: string;
}

/** The organisation or group of the header selection, by id, for the record. */
async function selectionIds(db: Db, scope: Scope): Promise<{ customerId: number | null; groupId: number | null }> {
  if (!scope.code) return { customerId: null, groupId: null };
  if (scope.isGroup) {
    const group = await db.get<{ id: number }>('SELECT id FROM customer_groups WHERE code = @code', { code: scope.code });
    return { customerId: null, groupId: group?.id ?? null };
  }
  return { customerId: scope.customerIds[0] ?? null, groupId: null };
}

export async function enqueueContactMessage(db: Db, { user, scope, input, recipient }: NewContactMessage): Promise<number> {
  const { customerId, groupId } = await selectionIds(db, scope);
  const at = nowIso();
  return (await db.get<{ id: number }>(
    `INSERT INTO outbox (kind, user_id, sender_email, sender_name, selection_code, customer_id, customer_group_id, recipient, subject, message, status, attempts, created_at, updated_at)
     VALUES ('contact', @userId, @email, @name, @code, @customerId, @groupId, @recipient, @subject, @message, 'queued', 0, @at, @at) RETURNING id`,
    {
      userId: user.id,
      email: user.email,
      name: user.name,
      code: scope.code,
      customerId,
      groupId,
      recipient,
      subject: input.subject,
      message: input.message,
      at,
    },
  ))!.id;
}

/**
 * A message from the portal itself to one user (a password-reset link): no selection, and the
 * portal is the sender. Delivered by the same loop as contact messages.
 */
export async function enqueuePortalMail(
  db: Db,
  mail: {
    kind: string;
    userId: number;
    recipient: string;
    subject: string;
    text: string;
    html?: string;
    /** A notification mail's one-click unsubscribe address (List-Unsubscribe, RFC 8058). */
    listUnsubscribe?: string;
    senderName: string;
    senderEmail: string;
  },
): Promise<number> {
  const at = nowIso();
  return (await db.get<{ id: number }>(
    `INSERT INTO outbox (kind, user_id, sender_email, sender_name, recipient, subject, message, html, list_unsubscribe, status, attempts, created_at, updated_at)
       VALUES (@kind, @userId, @senderEmail, @senderName, @recipient, @subject, @text, @html, @listUnsubscribe, 'queued', 0, @at, @at) RETURNING id`,
    { ...mail, html: mail.html ?? null, listUnsubscribe: mail.listUnsubscribe ?? null, at },
  ))!.id;
}

/** Messages waiting for delivery whose back-off has passed: attempt n waits n minutes. */
export async function dueMessages(db: Db, now: Date, limit = 20): Promise<OutboxRow[]> {
  const rows = await db.all<OutboxRow & { updated_at: string }>(
    `SELECT o.id, o.kind, o.sender_email, o.sender_name, o.selection_code, o.recipient, o.subject, o.message, o.html, o.list_unsubscribe, o.attempts, o.updated_at,
            COALESCE(c.name, g.name) AS customer_name
       FROM outbox o
       LEFT JOIN customers c ON c.id = o.customer_id
       LEFT JOIN customer_groups g ON g.id = o.customer_group_id
      WHERE o.status = 'queued'
      ORDER BY o.created_at, o.id
      LIMIT @limit`,
    { limit },
  );
  return rows.filter((row) => Date.parse(row.updated_at) + row.attempts * 60_000 <= now.getTime());
}

export async function markSent(db: Db, id: number, messageId: string | null): Promise<void> {
  const at = nowIso();
  await db.run(
    "UPDATE outbox SET status = 'sent', attempts = attempts + 1, message_id = @messageId, last_error = NULL, sent_at = @at, updated_at = @at WHERE id = @id",
    { id, messageId, at },
  );
}

/** Keeps the message queued for another try, or gives up after the last attempt. */
export async function markFailed(db: Db, id: number, error: string, maxAttempts: number): Promise<void> {
  await db.run(
    `UPDATE outbox SET attempts = attempts + 1, last_error = @error, updated_at = @at,
            status = CASE WHEN attempts + 1 >= @maxAttempts THEN 'failed' ELSE 'queued' END
      WHERE id = @id`,
    { id, error: error.slice(0, 500), at: nowIso(), maxAttempts },
  );
}
