import type { FormEvent, ReactNode } from 'react';

/** The card of the signed-out pages (sign-in, forgot password, new password) on the brand background. */
export function AuthCard({ title, onSubmit, children }: { title: string; onSubmit(e: FormEvent): void; children: ReactNode }) {
  return (
    <main className="login-page">
      <form className="login-card card" onSubmit={onSubmit} aria-labelledby="auth-title" noValidate>
        <div className="brand brand-large" aria-hidden="true">
          <span className="brand-mark">M</span> Meridian Freight
        </div>
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
