/**
 * The contact form (spec sections 2, 5 and 9): the browser's form and POST
 * /api/contact/sendEmailMessage check the same schema. Pure TS and yup.
 */
import { mixed, object, string, type InferType } from 'yup';

export const CONTACT_SUBJECTS = ['Sales inquiry', 'Support issue', 'Generic question', 'Other'] as const;

/** Enough for a detailed question, small enough for one e-mail. */
export const CONTACT_MESSAGE_MAX = 5000;
/** The only delivery method there is; the field exists because the spec's client sends it. */
export const CONTACT_METHODS = ['email'] as const;

export const CONTACT_MESSAGES = {
  subjectRequired: 'Please choose a subject.',
  subjectInvalid: `The subject must be one of: ${CONTACT_SUBJECTS.join(', ')}.`,
  messageRequired: 'Please write your message.',
  messageTooLong: `Your message may be at most ${CONTACT_MESSAGE_MAX} characters.`,
  methodInvalid: 'The only delivery method is e-mail.',
  sent: 'Email successfully sent!',
  notSent: 'Email not sent! Please try again.',
} as const;

export const contactMessageSchema = object({
  subject: string()
    .typeError(CONTACT_MESSAGES.subjectInvalid)
    // An untouched select sends '': that is a missing subject, not a wrong one.
    .transform((value: unknown) => (value === '' ? undefined : value))
    .required(CONTACT_MESSAGES.subjectRequired)
    .oneOf(CONTACT_SUBJECTS, CONTACT_MESSAGES.subjectInvalid),
  message: string()
    .typeError(CONTACT_MESSAGES.messageRequired)
    // yup's own trim() throws on a non-string body value; this one leaves it to typeError.
    .transform((value: unknown) => (typeof value === 'string' ? value.trim() : value))
    .required(CONTACT_MESSAGES.messageRequired)
    .max(CONTACT_MESSAGE_MAX, CONTACT_MESSAGES.messageTooLong),
  method: mixed<(typeof CONTACT_METHODS)[number]>().oneOf(CONTACT_METHODS, CONTACT_MESSAGES.methodInvalid).default('email'),
});

export type ContactMessageInput = InferType<typeof contactMessageSchema>;
