import { call } from '@portal/kit';
import { contactContract } from '@portal/contracts/contact';

/** What the form sends; the one delivery method, e-mail, is added here. */
export interface ContactFormValues {
  subject: string;
  message: string;
}

/** contactContract.sendEmailMessage: the API checks the subject against the four of the spec (the form checked it already). */
export const sendContactMessage = (input: ContactFormValues) =>
  call(contactContract.sendEmailMessage, { body: { subject: input.subject, message: input.message, method: 'email' } });
