import { useState, type ReactNode } from 'react';
import { useFormik } from 'formik';
import { useFormat, usePortal } from '@portal/kit';
import { CONTACT_MESSAGE_MAX, CONTACT_MESSAGES, CONTACT_SUBJECTS, contactMessageSchema } from '@portal/contracts/rules/contactMessage';
import { useSendContactMessage } from '../hooks/useSendContactMessage';
import { contactRuleMessage, useNetworkT } from '../../../messages';

interface Values {
  subject: string;
  message: string;
}

const EMPTY: Values = { subject: '', message: '' };
type Result = { kind: 'sent' } | { kind: 'failed'; detail: string | null } | null;

/** A required entry of the form: its label, the control (with what goes under it), then its message as `<id>-error`. */
function ContactField({ id, label, error, children }: { id: string; label: string; error: string | undefined; children: ReactNode }) {
  return (
    <div className="field">
      <label htmlFor={id} className="required">
        {label}
      </label>
      {children}
      {error && (
        <span id={`${id}-error`} className="field-error">
          {error}
        </span>
      )}
    </div>
  );
}

/** Subject (the four of the spec), message (6 rows), 'Send message'; checked by the API's own schema. */
export function ContactForm() {
  const t = useNetworkT();
  const { number } = useFormat();
  const { send, sending } = useSendContactMessage();
  const [result, setResult] = useState<Result>(null);
  const sender = usePortal((s) => s.profile?.profile);
  const selection = usePortal((s) => s.selection);

  const form = useFormik<Values>({
    initialValues: EMPTY,
    validationSchema: contactMessageSchema,
    onSubmit: async (values, helpers) => {
      setResult(null);
      const outcome = await send(values);
      if (outcome.ok) {
        helpers.resetForm();
        setResult({ kind: 'sent' });
      } else {
        helpers.setErrors(outcome.fieldErrors);
        setResult({ kind: 'failed', detail: outcome.detail });
      }
    },
  });

  // The rules' own messages are English (shared with the API): shown in the language by their key.
  const error = (field: keyof Values) => contactRuleMessage(t, form.touched[field] || form.submitCount > 0 ? form.errors[field] : undefined);
  const subjectError = error('subject');
  const messageError = error('message');
  // Formik's own name, value, onChange and onBlur of each entry.
  const subjectProps = form.getFieldProps('subject');
  const messageProps = form.getFieldProps('message');

  return (
    <form className="card stack net-contact-form" onSubmit={form.handleSubmit} noValidate aria-labelledby="contact-form-title" aria-busy={sending}>
      <h2 id="contact-form-title">{t('contact.formTitle')}</h2>
      {sender && (
        <p className="muted">
          {selection
            ? // A name that ends in a full stop ("Retail B.V.") ends the sentence itself.
              t('contact.youWriteFor', { name: sender.person.name, email: sender.email, organisation: selection.label }) +
              (selection.label.endsWith('.') ? '' : t('contact.youWriteForEnd'))
            : t('contact.youWrite', { name: sender.person.name, email: sender.email })}{' '}
          {t('contact.answerByEmail')}
        </p>
      )}
      <ContactField id="contact-subject" label={t('contact.subject')} error={subjectError}>
        <select
          id="contact-subject"
          className="select"
          {...subjectProps}
          aria-invalid={Boolean(subjectError)}
          aria-describedby={subjectError ? 'contact-subject-error' : undefined}
          disabled={sending}
        >
          <option value="">{t('contact.chooseSubject')}</option>
          {CONTACT_SUBJECTS.map((subject) => (
            <option key={subject} value={subject}>
              {t(`subjects.${subject}`)}
            </option>
          ))}
        </select>
      </ContactField>
      <ContactField id="contact-message" label={t('contact.message')} error={messageError}>
        <textarea
          id="contact-message"
          className="textarea"
          rows={6}
          maxLength={CONTACT_MESSAGE_MAX}
          {...messageProps}
          aria-invalid={Boolean(messageError)}
          aria-describedby={`contact-message-count${messageError ? ' contact-message-error' : ''}`}
          readOnly={sending}
        />
        <span id="contact-message-count" className="muted net-count">
          {t('contact.characters', { typed: number(form.values.message.length), max: number(CONTACT_MESSAGE_MAX) })}
        </span>
      </ContactField>
      <div className="form-actions net-contact-actions">
        <span role="status" aria-live="polite" className="net-send-status">
          {sending && (
            <span className="net-sending">
              <span className="spinner" aria-hidden="true" /> {t('contact.sending')}
            </span>
          )}
          {!sending && result?.kind === 'sent' && <span className="net-sent">{contactRuleMessage(t, CONTACT_MESSAGES.sent)}</span>}
          {!sending && result?.kind === 'failed' && (
            <span className="field-error">
              {contactRuleMessage(t, CONTACT_MESSAGES.notSent)}
              {result.detail ? ` ${result.detail}` : ''}
            </span>
          )}
        </span>
        <button type="submit" className="btn btn-primary" disabled={sending}>
          {t('contact.send')}
        </button>
      </div>
    </form>
  );
}
