import type { FormEvent, ReactNode } from 'react';
import { LanguageMenu } from '../layout/LanguageMenu';
import { useShellT } from '../i18n/useShellT';

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

/** A labelled entry with its message under it; the input gets the message's id to announce it. */
export function AuthField({ id, label, error, children }: { id: string; label: string; error?: string; children(describedBy: string | undefined): ReactNode }) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {children(error ? `${id}-error` : undefined)}
      {error && (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}
