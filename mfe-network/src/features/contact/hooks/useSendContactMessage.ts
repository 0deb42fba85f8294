import { useCallback, useState } from 'react';
import { ApiError, notifyError, notifySuccess, tFor } from '@portal/kit';
import { CONTACT_MESSAGES } from '@portal/contracts/rules/contactMessage';
import { sendContactMessage, type ContactFormValues } from '../api/sendContactMessage';
import { contactRuleMessage, NETWORK_NS } from '../../../messages';

/** Spec section 9: the contact send is delayed by 1 s (the "Sending..." moment is deliberate). */
const SEND_DELAY_MS = 1000;

export type SendOutcome = { ok: true } | { ok: false; fieldErrors: Record<string, string>; detail: string | null };

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Sends the message after the delay and tells the user how it went: 'Email successfully sent!'
 * or 'Email not sent! Please try again.', with the server's reason when it gave one (too many
 * messages, a field it refused).
 */
export function useSendContactMessage() {
  const [sending, setSending] = useState(false);

  const send = useCallback(async (input: ContactFormValues): Promise<SendOutcome> => {
    setSending(true);
    try {
      await wait(SEND_DELAY_MS);
      await sendContactMessage(input);
      notifySuccess(contactRuleMessage(tFor(NETWORK_NS), CONTACT_MESSAGES.sent)!);
      return { ok: true };
    } catch (error) {
      // A 401 has signed the user out already: nothing to say here.
      if (!(error instanceof ApiError && error.status === 401)) notifyError(contactRuleMessage(tFor(NETWORK_NS), CONTACT_MESSAGES.notSent)!);
      if (error instanceof ApiError && error.status > 0 && error.status < 500) {
        return { ok: false, fieldErrors: error.fieldErrorMap(), detail: error.isValidation ? null : error.message };
      }
      return { ok: false, fieldErrors: {}, detail: null };
    } finally {
      setSending(false);
    }
  }, []);

  return { send, sending };
}
