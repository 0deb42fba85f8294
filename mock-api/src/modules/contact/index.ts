import type { FastifyInstance } from 'fastify';
import { contactContract } from '@portal/contracts/contact';
import { CONTACT_MESSAGES, contactMessageSchema } from '@portal/contracts/rules/contactMessage';
import { audit } from '../../core/audit';
import { registerEndpoint } from '../../core/contract';
import { languageOf } from '../../core/i18n';
import { validateWith } from '../../core/validate';
import { chosenLanguageOf } from '../portal';
import { sendContactConfirmation } from './confirmationMail';
import { OutboxDelivery } from './delivery';
import { createMailer } from './mailer';
import { enqueueContactMessage } from './outbox';
import { checkContactRate, throttledError } from './rateLimit';

/**
 * The contact slice's contract (shared/contracts/src/contact.ts):
 * POST /api/contact/sendEmailMessage { subject, message, method }, validated by the same yup
 * schema as the form, stored in the outbox with the sender and the header selection, then
 * delivered by SMTP in the background (see delivery.ts). The sender gets a confirmation with what
 * they wrote, in their language (confirmationMail.ts). Rate-limited per user
 * (CONTACT_RATE_LIMIT per CONTACT_RATE_WINDOW_MS, counted in the outbox).
 */
export async function contactRoutes(app: FastifyInstance): Promise<void> {
  const { db, config } = app;
  const delivery = new OutboxDelivery(db, createMailer(config.smtp), app.log, app.jobs);
  app.addHook('onReady', async () => delivery.start());
  app.addHook('onClose', async () => delivery.stop());
  if (!delivery.enabled) app.log.info('SMTP_HOST is not set: contact messages are stored in the outbox and stay queued.');

  registerEndpoint(app, contactContract.sendEmailMessage, async (request, reply) => {
    const user = request.user!;
    const input = validateWith(contactMessageSchema, request.body ?? {});
    // Check and insert in one transaction, the user's row locked first: two messages at once
    // (on any instance) count one after the other, so they cannot both pass the limit.
    const id = await db.tx(async () => {
      await db.lockRow('users', 'id', user.id);
      const throttled = await checkContactRate(db, user.id, { max: config.contactRateLimit, windowMs: config.contactRateWindowMs });
      if (throttled) {
        reply.header('retry-after', String(throttled.retryAfterSeconds));
        throw throttledError(throttled.retryAfterSeconds);
      }
      return enqueueContactMessage(db, { user, scope: await request.getScope(), input, recipient: config.contactRecipient });
    });
    await audit(db, request, 'contact.sendEmailMessage', 'outbox', String(id));
    const language = (await chosenLanguageOf(app, user.id)) ?? languageOf(request);
    await sendContactConfirmation(db, { user, input, from: config.smtp?.from ?? 'portal@localhost', language });
    void delivery.kick();
    return { message: CONTACT_MESSAGES.sent, id, status: 'queued' as const };
  });
}
