import nodemailer, { type Transporter } from 'nodemailer';
import type { SmtpConfig } from '../../config';
import type { OutboxRow } from './outbox';

export interface Mailer {
  /** Resolves with the SMTP server's message id once it has accepted the message. */
  send(row: OutboxRow): Promise<string | null>;
  close(): void;
}

/** A nodemailer SMTP transport from SMTP_*; null when SMTP_HOST is not set (messages stay queued). */
export function createMailer(smtp: SmtpConfig | null): Mailer | null {
  if (!smtp) return null;
  const transport: Transporter = nodemailer.createTransport({
    host: smtp.host,
    port: smtp.port,
    secure: smtp.secure,
    auth: smtp.user ? { user: smtp.user, pass: smtp.pass ?? '' } : undefined,
    // A mail server that hangs must not hold a delivery round for minutes.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  return {
    async send(row) {
      if (row.kind !== 'contact') {
        // The portal's own mail to a user (a reset link): stored ready to send, nobody to reply to.
        const info = await transport.sendMail({
          from: smtp.from,
          to: row.recipient,
          subject: row.subject,
          text: row.message,
          ...(row.html ? { html: row.html } : {}),
          headers: { 'X-Portal-Outbox-Id': String(row.id), ...listUnsubscribeHeaders(row.list_unsubscribe) },
        });
        return info.messageId ?? null;
      }
      const info = await transport.sendMail({
        from: smtp.from,
        to: row.recipient,
        // Customer service answers the customer, not the portal's sending address.
        replyTo: { name: row.sender_name, address: row.sender_email },
        subject: `Portal contact: ${row.subject}${row.selection_code ? ` (${row.selection_code})` : ''}`,
        text: contactMailText(row),
        headers: { 'X-Portal-Outbox-Id': String(row.id) },
      });
      return info.messageId ?? null;
    },
    close: () => transport.close(),
  };
}

/**
 * RFC 8058 one-click unsubscribe: the address in List-Unsubscribe, and List-Unsubscribe-Post
 * telling mail clients to POST "List-Unsubscribe=One-Click" to it (a GET, as link scanners send,
 * changes nothing there).
 */
function listUnsubscribeHeaders(address: string | null): Record<string, string> {
  return address ? { 'List-Unsubscribe': `<${address}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } : {};
}

/** Plain text: what the customer wrote, and who they are, for customer service. */
function contactMailText(row: OutboxRow): string {
  const selection = row.selection_code ? `${row.selection_code}${row.customer_name ? ` – ${row.customer_name}` : ''}` : 'none';
  return [
    `Subject: ${row.subject}`,
    `From: ${row.sender_name} <${row.sender_email}>`,
    `Selected organisation or group: ${selection}`,
    '',
    row.message,
    '',
    `-- Sent through the customer portal (outbox #${row.id}).`,
  ].join('\n');
}
