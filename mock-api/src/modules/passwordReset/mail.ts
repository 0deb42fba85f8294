import { RESET_LINK_MINUTES } from '@portal/contracts/rules/signIn';
import type { Config } from '../../config';
import type { Db } from '../../db';
import { kickOutbox } from '../contact/delivery';
import { enqueuePortalMail } from '../contact/outbox';

export const RESET_MAIL_SUBJECT = 'Choose a new password for your Meridian Freight portal';

/** The address of the page that takes the token (the shell's /reset-password). */
const resetLink = (config: Config, token: string): string => `${config.portalOrigin.replace(/\/$/, '')}/reset-password?token=${token}`;

/** Queues the link in the outbox (the contact slice's SMTP delivery sends it) and starts a round. */
export async function sendResetMail(db: Db, config: Config, user: { id: number; email: string; name: string }, token: string): Promise<number> {
  const text = [
    `Hello ${user.name},`,
    '',
    'Somebody, hopefully you, asked to reset the password of your Meridian Freight customer portal account.',
    `Choose a new password here (the link works once, for ${RESET_LINK_MINUTES} minutes):`,
    '',
    resetLink(config, token),
    '',
    'If you did not ask for this, ignore this e-mail: your password stays as it is.',
    '',
    '-- Meridian Freight customer portal',
  ].join('\n');
  const id = await enqueuePortalMail(db, {
    kind: 'password_reset',
    userId: user.id,
    recipient: user.email,
    subject: RESET_MAIL_SUBJECT,
    text,
    senderName: 'Meridian Freight customer portal',
    senderEmail: config.smtp?.from ?? 'portal@localhost',
  });
  kickOutbox(db);
  return id;
}
