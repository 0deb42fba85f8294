import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { ApiError, notifySuccess } from '@portal/kit';
import { passwordResetContract } from '@portal/contracts/auth';
import { call } from '@portal/kit';
import { passwordErrors, type PasswordField } from '@portal/contracts/rules/password';
import { SIGN_IN_MESSAGES } from '@portal/contracts/rules/signIn';
import { NewPasswordFields } from '../profile/components/NewPasswordFields';
import { useNewPassword } from '../profile/hooks/useNewPassword';
import { AuthCard, useDocumentTitle } from './AuthCard';
import { ruleMessage, useShellT } from '../i18n/useShellT';

/** The token of the e-mailed link, as the address carries it. */
const tokenInAddress = (): string => new URL(window.location.href).searchParams.get('token') ?? '';

/** Takes the token out of the address bar (history, screenshots, a shared screen) once it is read. */
function hideToken(): void {
  const url = new URL(window.location.href);
  if (!url.searchParams.has('token')) return;
  url.searchParams.delete('token');
  window.history.replaceState(window.history.state, '', url.pathname + url.search);
}

type Errors = Partial<Record<PasswordField | 'token', string>>;

/** A signed-out person: no name or address is known to weigh the password against. */
const NO_PERSONAL_INPUTS: string[] = [];

/**
 * /reset-password?token=…: the new password twice, checked by the rules of the change-password
 * form (shared/rules/password, the same strength meter); POST /api/auth/resetPassword uses up the
 * link and ends every session of the user, so the user signs in again.
 */
export function ResetPasswordPage() {
  const navigate = useNavigate();
  // Read during render, hidden afterwards: a render React discards must not lose the token.
  const [token] = useState(tokenInAddress);
  const entry = useNewPassword(NO_PERSONAL_INPUTS);
  const { password, confirmation } = entry;
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const t = useShellT();

  useDocumentTitle(t('auth.newPasswordDocTitle'));
  useEffect(hideToken, []);

  const clientErrors = passwordErrors(password, entry.strength?.score ?? null, confirmation);
  const errors: Errors = submitted
    ? { ...serverErrors, password: clientErrors.password?.[0] ?? serverErrors.password, password_confirmation: clientErrors.password_confirmation?.[0] }
    : serverErrors;
  const tokenError = token ? serverErrors.token : SIGN_IN_MESSAGES.resetTokenInvalid;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setSubmitted(true);
    setServerErrors({});
    if (clientErrors.password || clientErrors.password_confirmation) {
      document.getElementById(clientErrors.password ? 'reset-password' : 'reset-confirmation')?.focus();
      return;
    }
    setBusy(true);
    try {
      const res = await call(passwordResetContract.resetPassword, { body: { token, password } });
      notifySuccess(res.message);
      navigate('/login', { replace: true });
    } catch (err) {
      setBusy(false);
      if (err instanceof ApiError && err.isValidation) setServerErrors(err.fieldErrorMap() as Errors);
      else setServerErrors({ token: err instanceof ApiError && err.status === 429 ? err.message : t('auth.unreachable') });
    }
  };

  if (tokenError)
    return (
      <AuthCard title={t('auth.linkBroken')} onSubmit={(e) => e.preventDefault()}>
        <p className="field-error" role="alert">
          {ruleMessage(t, SIGN_IN_MESSAGES, tokenError)}
        </p>
        <p className="auth-links">
          <Link to="/forgot-password">{t('auth.askNewLink')}</Link>
          <Link to="/login">{t('auth.backToSignIn')}</Link>
        </p>
      </AuthCard>
    );

  return (
    <AuthCard title={t('auth.newPasswordTitle')} onSubmit={submit}>
      <NewPasswordFields idPrefix="reset" entry={entry} onPasswordEdit={() => setServerErrors({})} errors={errors} />
      <p className="muted">{t('auth.signedOutEverywhere')}</p>
      <button type="submit" className="btn btn-primary" disabled={busy}>
        {busy ? t('auth.saving') : t('auth.saveNewPassword')}
      </button>
    </AuthCard>
  );
}
