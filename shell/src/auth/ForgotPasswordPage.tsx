import { useEffect, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { ApiError } from '@portal/kit';
import { passwordResetContract } from '@portal/contracts/auth';
import { call } from '@portal/kit';
import { emailError } from '@portal/contracts/rules/signIn';
import { AuthCard, AuthField } from './AuthCard';

/**
 * "Forgot password?": asks for the address and says the same whether or not it has an account
 * (POST /api/auth/forgotPassword); the link arrives by e-mail.
 */
export function ForgotPasswordPage() {
  const [params] = useSearchParams();
  const [email, setEmail] = useState(params.get('email') ?? '');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    document.title = 'Forgot password · Customer Portal';
  }, []);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    const problem = emailError(email);
    setFieldError(problem);
    if (problem) {
      document.getElementById('forgot-email')?.focus();
      return;
    }
    setBusy(true);
    try {
      const res = await call(passwordResetContract.forgotPassword, { body: { email: email.trim() } });
      setSent(res.message);
    } catch (err) {
      if (err instanceof ApiError && err.isValidation) setFieldError(err.fieldErrorMap().email ?? err.message);
      else if (err instanceof ApiError && err.status === 429) setError(err.message);
      else setError('The portal could not reach the server. Please try again.');
    } finally {
      setBusy(false);
    }
  };

  if (sent)
    return (
      <AuthCard title="Check your e-mail" onSubmit={(e) => e.preventDefault()}>
        <p role="status">{sent}</p>
        <p className="muted">Nothing after a few minutes? Look in your spam folder, or ask for a new link.</p>
        <p className="auth-links">
          <Link to="/login">Back to sign in</Link>
          <button type="button" className="btn btn-ghost btn-sm" onClick={() => setSent(null)}>
            Send a new link
          </button>
        </p>
      </AuthCard>
    );

  return (
    <AuthCard title="Reset your password" onSubmit={submit}>
      <p className="muted">Enter the e-mail address you sign in with. We send you a link to choose a new password.</p>
      <AuthField id="forgot-email" label="E-mail" error={fieldError ?? undefined}>
        {(describedBy) => (
          <input
            id="forgot-email"
            className="input"
            type="email"
            autoComplete="username"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            aria-invalid={fieldError ? true : undefined}
            aria-describedby={describedBy}
            required
            autoFocus
          />
        )}
      </AuthField>
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="btn btn-primary" disabled={busy}>
        {busy ? 'Sending…' : 'Send the link'}
      </button>
      <p className="auth-links">
        <Link to="/login">Back to sign in</Link>
      </p>
    </AuthCard>
  );
}
