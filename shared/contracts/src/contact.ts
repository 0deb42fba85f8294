import { Integer, Literal, Object as Obj, String as Str, type Static } from '@sinclair/typebox';
import { contactMessageSchema } from './rules/contactMessage';
import { defineContract } from './endpoint';
import { formBody } from './formBody';

/**
 * The contact slice's contract: the Contact Us form's message. Its rules are the form's yup
 * schema (rules/contactMessage.ts), checked by the browser and again by the API; the body schema
 * here gives the route the JSON types of those fields, so a wrong type is refused by name.
 */
export const contactContract = defineContract({
  /** Stored in the outbox with the sender and the selection, then mailed in the background; throttled per user. */
  sendEmailMessage: {
    method: 'POST',
    path: '/api/contact/sendEmailMessage',
    permission: 'contact.sendEmailMessage',
    summary: 'Send a message to customer service',
    tag: 'Portal (internal)',
    body: formBody(contactMessageSchema),
    response: Obj(
      {
        message: Str(),
        id: Integer({ description: 'The message in the outbox' }),
        /** 'queued' until the SMTP server has accepted it (always 'queued' without SMTP_* settings). */
        status: Literal('queued'),
      },
      { additionalProperties: false },
    ),
  },
});

export type ContactSendResponse = Static<typeof contactContract.sendEmailMessage.response>;
