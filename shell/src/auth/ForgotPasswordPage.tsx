import { useEffect, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { ApiError } from '@portal/kit';
import { passwordResetContract } from '@portal/contracts/auth';
import { call } from '@portal/kit';
import { emailError, SIGN_IN_MESSAGES } from '@portal/contracts/rules/signIn';
import { AuthCard, AuthField } from './AuthCard';
import { ruleMessage, useShellT } from '../i18n/useShellT';

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
  const t = useShellT();

  useEffect(() => {
    document.title = t('auth.forgotDocTitle');
  }, [t]);

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
      else setError(t('auth.unreachable'));
    } finally {
      setBusy(false);
    }
  };

  if (sent)
    return (
      <AuthCard title={t('auth.checkMail')} onSubmit={(e) => e.preventDefault()}>
        <p role="status">{sent}</p>
        <p className="muted">{t('auth.nothingYet')}</p>
        <p className="auth-links">
          <Link to="/login">{t('auth.backToSignIn')}</Link>
          <button type="button" className="btn btn-ghost btn-sm" onClick={() => setSent(null)}>
            {t('auth.sendNewLink')}
          </button>
        </p>
      </AuthCard>
    );

  return (
    <AuthCard title={t('auth.resetTitle')} onSubmit={submit}>
      <p className="muted">{t('auth.resetIntro')}</p>
      <AuthField id="forgot-email" label={t('auth.email')} error={ruleMessage(t, SIGN_IN_MESSAGES, fieldError)}>
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
        {busy ? t('auth.sending') : t('auth.sendLink')}
      </button>
      <p className="auth-links">
        <Link to="/login">{t('auth.backToSignIn')}</Link>
      </p>
    </AuthCard>
  );
}
