import { notificationsContract } from '@portal/contracts/notifications';
import { notificationLink, type NotificationType } from '@portal/contracts/rules/notifications';
import { API_LANGUAGES, mailText } from '../../core/i18n';
import type { Config } from '../../config';
import { SELECTABLE_CUSTOMER_IDS } from '../../core/scope';
import { sessionSecret } from '../../core/session';
import type { Db } from '../../db';
import { kickOutbox } from '../contact/delivery';
import { enqueuePortalMail } from '../contact/outbox';
import { onNotificationsRecorded, type RecordedNotification } from './events';
import { visibleWhere } from './queries';
import { unsubscribeToken } from './unsubscribe';
import { inLanguage, typeLabel } from './words';

/**
 * Notification e-mails, through the outbox (SMTP when configured, else queued): plain text and
 * HTML, a link into the portal and a one-click unsubscribe link per type. `instant` mails go
 * out as notifications are recorded; `digest` ones once a day (jobs.ts). Each is in its reader's
 * language (the account's, `user_settings.language`): the mail's words from src/locales
 * (`mail.notification`), the notifications' own through ./words.
 */
const DIGEST_LIMIT = 50;

interface Recipient {
  id: number;
  email: string;
  name: string;
  role: 'admin' | 'customer';
  language: string;
}

/** The language the person chose on their account (as the reset mail's), else English. */
const RECIPIENT_COLUMNS = `u.id, u.email, u.name, u.role,
  COALESCE((SELECT s.language FROM user_settings s WHERE s.user_id = u.id AND s.language_chosen = TRUE), 'en') AS language`;
const languageOfRecipient = (user: Recipient) => (API_LANGUAGES.includes(user.language) ? user.language : 'en');

interface MailItem {
  type: NotificationType;
  title: string;
  body: string;
  link: string;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const originOf = (config: Config) => config.portalOrigin.replace(/\/$/, '');
/** The portal's page for a person (GET shows a button; nothing changes until it is pressed). */
const unsubscribePage = (config: Config, token: string) => `${originOf(config)}/unsubscribe?token=${token}`;
/** The address mail clients POST to (RFC 8058): the mail's links, one per type, in one request. */
const oneClickAddress = (config: Config, tokens: string[]) =>
  `${originOf(config)}${notificationsContract.unsubscribeOneClick.path}?${tokens.map((t) => `token=${encodeURIComponent(t)}`).join('&')}`;

interface NotificationMail {
  subject: string;
  text: string;
  html: string;
  /** List-Unsubscribe: the same links as the mail's, for a one-click POST. */
  listUnsubscribe: string;
}

/** One mail: the items, each with its link, and per type an unsubscribe link. */
function composeMail(config: Config, secret: string, user: Recipient, mailItems: MailItem[], heading: string, more = 0): NotificationMail {
  const language = languageOfRecipient(user);
  const words = (key: string, values?: Record<string, string | number>) => mailText(language, 'notification', key, values);
  const items = mailItems.map((item) => inLanguage(item, language));
  const types = [...new Set(items.map((i) => i.type))];
  // One link per type, used by whichever is followed first: the page or the mail client's one click.
  const tokens = types.map((type) => ({ type, token: unsubscribeToken(secret, user.id, type) }));
  const unsubscribes = tokens.map(({ type, token }) => ({ type, link: unsubscribePage(config, token) }));
  const settings = `${originOf(config)}/portal`;
  const subject = (items.length === 1 && more === 0 ? items[0].title : heading).slice(0, 100);
  const all = `${originOf(config)}/notifications`;
  const text = [
    words('greeting', { name: user.name }),
    '',
    heading,
    '',
    ...items.flatMap((i) => [`* ${i.title}`, `  ${i.body}`, `  ${i.link}`, '']),
    ...(more > 0 ? [words('more', { count: more, link: all }), ''] : []),
    words('settings', { link: settings }),
    ...unsubscribes.map((u, n) =>
      n === 0 && unsubscribes.length === 1 ? words('unsubscribe', { link: u.link }) : words('stopAbout', { type: typeLabel(u.type, language), link: u.link }),
    ),
    '',
    words('signature'),
  ].join('\n');
  const html = `<!doctype html><html lang="${language}"><body style="font-family:Arial,sans-serif;color:#1b2430">
<p>${escapeHtml(words('greeting', { name: user.name }))}</p><p>${escapeHtml(heading)}</p>
<ul>${items.map((i) => `<li><a href="${escapeHtml(i.link)}">${escapeHtml(i.title)}</a><br>${escapeHtml(i.body)}</li>`).join('')}</ul>
${more > 0 ? `<p><a href="${escapeHtml(all)}">${escapeHtml(words('moreLink', { count: more }))}</a></p>` : ''}
<p style="font-size:12px;color:#4a5563"><a href="${escapeHtml(settings)}">${escapeHtml(words('settingsLink'))}</a>.
${unsubscribes.map((u) => `<a href="${escapeHtml(u.link)}">${escapeHtml(words('stopAboutLink', { type: typeLabel(u.type, language) }))}</a>`).join(' · ')}</p>
<p style="font-size:12px;color:#4a5563">${escapeHtml(words('sender'))}</p></body></html>`;
  return { subject, text, html, listUnsubscribe: oneClickAddress(config, tokens.map((t) => t.token)) };
}

function queue(db: Db, config: Config, user: Recipient, mail: NotificationMail, kind: string): Promise<number> {
  return enqueuePortalMail(db, {
    kind,
    userId: user.id,
    recipient: user.email,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    listUnsubscribe: mail.listUnsubscribe,
    senderName: mailText(languageOfRecipient(user), 'notification', 'sender'),
    senderEmail: config.smtp?.from ?? 'portal@localhost',
  });
}

/** The users who chose `email` for `type` and may see notification `id` now. */
async function recipientsOf(db: Db, id: number, type: NotificationType, email: 'instant' | 'digest'): Promise<Recipient[]> {
  const selectable = SELECTABLE_CUSTOMER_IDS.replaceAll('@userId', 'u.id');
  return db.all<Recipient>(
    `SELECT ${RECIPIENT_COLUMNS} FROM users u
       JOIN notification_preferences p ON p.user_id = u.id AND p.type = @type AND p.email = @email
      WHERE u.active = TRUE AND (u.role = 'admin' OR EXISTS (
        SELECT 1 FROM notification_customers nc WHERE nc.notification_id = @id AND nc.customer_id IN ${selectable}))`,
    { id, type, email },
  );
}

/** Instant mails for what was just recorded (one mail per user and notification). */
async function mailInstantly(db: Db, config: Config, recorded: RecordedNotification[]): Promise<number> {
  if (recorded.length === 0) return 0;
  const anyone = await db.get("SELECT 1 AS ok FROM notification_preferences WHERE email = 'instant' LIMIT 1");
  if (!anyone) return 0;
  const secret = await sessionSecret(config, db);
  let sent = 0;
  for (const n of recorded) {
    for (const user of await recipientsOf(db, n.id, n.type, 'instant')) {
      const item = { type: n.type, title: n.title, body: n.body, link: `${originOf(config)}${notificationLink(n)}` };
      await queue(db, config, user, composeMail(config, secret, user, [item], typeLabel(n.type, languageOfRecipient(user))), 'notification');
      sent++;
    }
  }
  if (sent > 0) kickOutbox(db);
  return sent;
}

export function startInstantMail(db: Db, config: Config): () => void {
  return onNotificationsRecorded(db, (recorded) => mailInstantly(db, config, recorded).then(() => undefined));
}

/** The daily digest: per user, what they may see of their digest types from the last 24 hours. */
export async function sendDailyDigests(db: Db, config: Config, now = new Date()): Promise<number> {
  const users = await db.all<Recipient>(
    `SELECT DISTINCT ${RECIPIENT_COLUMNS} FROM users u JOIN notification_preferences p ON p.user_id = u.id AND p.email = 'digest' WHERE u.active = TRUE ORDER BY u.id`,
  );
  if (users.length === 0) return 0;
  const secret = await sessionSecret(config, db);
  const since = new Date(now.getTime() - 86_400_000).toISOString();
  let sent = 0;
  for (const user of users) {
    const visible = visibleWhere(user, { inPortal: false });
    const where = `${visible.sql} AND n.created_at >= @since AND n.created_at < @until
      AND n.type IN (SELECT p.type FROM notification_preferences p WHERE p.user_id = @userId AND p.email = 'digest')`;
    const params = { ...visible.params, since, until: now.toISOString() };
    const rows = await db.all<{
      type: NotificationType;
      title: string;
      body: string;
      subject_kind: 'shipment' | 'document' | 'quote';
      subject_id: string;
      subject_mode: 'sea' | 'air' | 'roa' | 'mul' | null;
    }>(
      `SELECT n.type, n.title, n.body, n.subject_kind, n.subject_id, n.subject_mode FROM notifications n WHERE ${where} ORDER BY n.id DESC LIMIT ${DIGEST_LIMIT}`,
      params,
    );
    if (rows.length === 0) continue;
    const total = (await db.get<{ n: number }>(`SELECT COUNT(*) AS n FROM notifications n WHERE ${where}`, params))!.n;
    const items = rows.map((r) => ({
      type: r.type,
      title: r.title,
      body: r.body,
      link: `${originOf(config)}${notificationLink({ subject: { kind: r.subject_kind, id: r.subject_id, mode: r.subject_mode } })}`,
    }));
    const heading = mailText(languageOfRecipient(user), 'notification', total === 1 ? 'digest_one' : 'digest_other', { count: total });
    await queue(db, config, user, composeMail(config, secret, user, items, heading, total - items.length), 'notification_digest');
    sent++;
  }
  if (sent > 0) kickOutbox(db);
  return sent;
}
