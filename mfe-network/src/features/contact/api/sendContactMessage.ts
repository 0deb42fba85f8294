import { api } from '@portal/shared';

export interface ContactSendResponse {
  message: string;
  id: number;
  status: 'queued';
}

/** POST /api/contact/sendEmailMessage { subject, message, method: 'email' }. */
export interface ContactFormValues {
  subject: string;
  message: string;
}

/** The API checks the subject against the four of the spec (the form checked it already). */
export function sendContactMessage(input: ContactFormValues): Promise<ContactSendResponse> {
  return api.post<ContactSendResponse>('/contact/sendEmailMessage', { subject: input.subject, message: input.message, method: 'email' });
}
