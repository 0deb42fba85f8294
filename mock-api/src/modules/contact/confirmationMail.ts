import type { ContactMessageInput } from '@portal/contracts/rules/contactMessage';
import type { Db } from '../../db';
import { mailText } from '../../core/i18n';
import { kickOutbox } from './delivery';
import { enqueuePortalMail } from './outbox';

/**
 * Tells the sender that their message arrived, with what they wrote, in `language` (the account's
 * when its holder chose one, else the request's). The subject they chose is a machine value (the
 * four of the rules, in English); the mail names it in the language (mail.contactConfirmation
 * `topic.<subject>`).
 */
export async function sendContactConfirmation(
  db: Db,
  mail: { user: { id: number; email: string; name: string }; input: ContactMessageInput; from: string; language: string },
): Promise<number> {
  const { user, input, language } = mail;
  const words = (key: string, values?: Record<string, string | number>) => mailText(language, 'contactConfirmation', key, values);
  const topic = words(`topic.${input.subject}`);
  const text = [
    words('greeting', { name: user.name }),
    '',
    words('received', { topic }),
    words('reply'),
    '',
    words('yourMessage'),
    ...input.message.split('\n').map((line) => `> ${line}`),
    '',
    words('signature'),
  ].join('\n');
  const id = await enqueuePortalMail(db, {
    kind: 'contact_confirmation',
    userId: user.id,
    recipient: user.email,
    subject: words('subject', { topic }),
    text,
    senderName: words('sender'),
    senderEmail: mail.from,
  });
  kickOutbox(db);
  return id;
}
