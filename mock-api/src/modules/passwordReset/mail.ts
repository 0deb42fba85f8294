import { RESET_LINK_MINUTES } from '@portal/contracts/rules/signIn';
import type { Config } from '../../config';
import type { Db } from '../../db';
import { kickOutbox } from '../contact/delivery';
import { enqueuePortalMail } from '../contact/outbox';
import { mailText } from '../../core/i18n';

/** The English subject, as the spec's tests read it; every language's is in src/locales (mail.passwordReset). */
export const RESET_MAIL_SUBJECT = mailText('en', 'passwordReset', 'subject');

/** The address of the page that takes the token (the shell's /reset-password). */
const resetLink = (config: Config, token: string): string => `${config.portalOrigin.replace(/\/$/, '')}/reset-password?token=${token}`;

/** Queues the link in the outbox (the contact slice's SMTP delivery sends it) and starts a round. */
/** In `language`: the account's when its holder chose one, else the one the request was made in. */
export async function sendResetMail(db: Db, config: Config, user: { id: number; email: string; name: string }, token: string, language: string): Promise<number> {
  const words = (key: string, values?: Record<string, string | number>) => mailText(language, 'passwordReset', key, values);
  const text = [
    words('greeting', { name: user.name }),
    '',
    words('asked'),
    words('choose', { minutes: RESET_LINK_MINUTES }),
    '',
    resetLink(config, token),
    '',
    words('ignore'),
    '',
    words('signature'),
  ].join('\n');
  const id = await enqueuePortalMail(db, {
    kind: 'password_reset',
    userId: user.id,
    recipient: user.email,
    subject: words('subject'),
    text,
    senderName: words('sender'),
    senderEmail: config.smtp?.from ?? 'portal@localhost',
  });
  kickOutbox(db);
  return id;
}
