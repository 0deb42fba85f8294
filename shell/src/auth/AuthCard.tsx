import { LanguageMenu } from '../layout/LanguageMenu';
import { useEffect, type FormEvent, type ReactNode } from 'react';
import { SIGN_IN_MESSAGES } from '@portal/contracts/rules/signIn';
import { ruleMessage, useShellT } from '../i18n/useShellT';
import { LabelledInput } from '../profile/components/LabelledInput';

/** The browser tab's title of a signed-out page (it has no header to say where one is). */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title;
  }, [title]);
}

/** The card of the signed-out pages (sign-in, forgot password, new password) on the brand background. */
export function AuthCard({ title, onSubmit, children }: { title: string; onSubmit(e: FormEvent): void; children: ReactNode }) {
  const t = useShellT();
  return (
    <main className="login-page">
      <form className="login-card card" onSubmit={onSubmit} aria-labelledby="auth-title" noValidate>
        <div className="brand brand-large" aria-hidden="true">
          <span className="brand-mark" aria-hidden="true" /> {t('header.brand')}
        </div>
        {/* Chosen before sign-in: the cookie keeps it, and it goes on the account once signed in. */}
        <LanguageMenu id="auth-language" className="lang-select auth-language" />
        <h1 id="auth-title">{title}</h1>
        {children}
      </form>
    </main>
  );
}

/** What a signed-out page asks for: the account's address, or its current password. */
const ENTRIES = {
  email: { type: 'email', autoComplete: 'username' },
  password: { type: 'password', autoComplete: 'current-password' },
} as const;

interface AuthInputProps {
  id: string;
  entry: keyof typeof ENTRIES;
  label: string;
  value: string;
  onChange(value: string): void;
  /** The rule the entry breaks (SIGN_IN_MESSAGES), shown under it in the page's language. */
  error?: string | null;
  autoFocus?: boolean;
}

/** A required entry of a signed-out page, its message (the rule it breaks) in the page's language. */
export function AuthInput({ id, entry, label, value, onChange, error, autoFocus }: AuthInputProps) {
  const t = useShellT();
  return (
    <LabelledInput
      id={id}
      {...ENTRIES[entry]}
      label={label}
      value={value}
      onChange={onChange}
      error={ruleMessage(t, SIGN_IN_MESSAGES, error)}
      errorId={`${id}-error`}
      required
      autoFocus={autoFocus}
    />
  );
}

/** The form's own message (the server's answer, not one entry's), then its button: its label says when it is at work. */
export function AuthSubmit({ error, busy, label, busyLabel }: { error: string | null; busy: boolean; label: string; busyLabel: string }) {
  return (
    <>
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="btn btn-primary" disabled={busy}>
        {busy ? busyLabel : label}
      </button>
    </>
  );
}
