import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { ApiError } from '@portal/kit';
import { passwordResetContract } from '@portal/contracts/auth';
import { call } from '@portal/kit';
import { emailError } from '@portal/contracts/rules/signIn';
import { AuthCard, AuthInput, AuthSubmit, useDocumentTitle } from './AuthCard';
import { useShellT } from '../i18n/useShellT';

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
  useDocumentTitle(t('auth.forgotDocTitle'));

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
      <AuthInput id="forgot-email" entry="email" label={t('auth.email')} value={email} onChange={setEmail} error={fieldError} autoFocus />
      <AuthSubmit error={error} busy={busy} label={t('auth.sendLink')} busyLabel={t('auth.sending')} />
      <p className="auth-links">
        <Link to="/login">{t('auth.backToSignIn')}</Link>
      </p>
    </AuthCard>
  );
}
