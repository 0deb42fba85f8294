import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { ApiError, notifySuccess } from '@portal/kit';
import { passwordResetContract } from '@portal/contracts/auth';
import { call } from '@portal/kit';
import { passwordErrors, type PasswordField } from '@portal/contracts/rules/password';
import { SIGN_IN_MESSAGES } from '@portal/contracts/rules/signIn';
import { PasswordInput } from '../profile/components/PasswordInput';
import { StrengthMeter } from '../profile/components/StrengthMeter';
import { usePasswordStrength } from '../profile/hooks/usePasswordStrength';
import { AuthCard } from './AuthCard';

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

/**
 * /reset-password?token=…: the new password twice, checked by the rules of the change-password
 * form (shared/rules/password, the same strength meter); POST /api/auth/resetPassword uses up the
 * link and ends every session of the user, so the user signs in again.
 */
export function ResetPasswordPage() {
  const navigate = useNavigate();
  // Read during render, hidden afterwards: a render React discards must not lose the token.
  const [token] = useState(tokenInAddress);
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const [typing, setTyping] = useState(false);
  const { strength, status } = usePasswordStrength(password, [], typing);

  useEffect(() => {
    document.title = 'Choose a new password · Customer Portal';
    hideToken();
  }, []);

  const clientErrors = passwordErrors(password, strength?.score ?? null, confirmation);
  const errors: Errors = submitted ? { ...serverErrors, password: clientErrors.password?.[0] ?? serverErrors.password, password_confirmation: clientErrors.password_confirmation?.[0] } : serverErrors;
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
      else setServerErrors({ token: err instanceof ApiError && err.status === 429 ? err.message : 'The portal could not reach the server. Please try again.' });
    }
  };

  if (tokenError)
    return (
      <AuthCard title="This link does not work" onSubmit={(e) => e.preventDefault()}>
        <p className="field-error" role="alert">
          {tokenError}
        </p>
        <p className="auth-links">
          <Link to="/forgot-password">Ask for a new link</Link>
          <Link to="/login">Back to sign in</Link>
        </p>
      </AuthCard>
    );

  return (
    <AuthCard title="Choose a new password" onSubmit={submit}>
      <PasswordInput
        id="reset-password"
        label="New password"
        autoComplete="new-password"
        value={password}
        onFocus={() => setTyping(true)}
        onChange={(value) => {
          setTyping(true);
          setPassword(value);
          setServerErrors({});
        }}
        error={errors.password}
        errorId="reset-password-error"
        describedBy="reset-strength"
      />
      <StrengthMeter id="reset-strength" strength={strength} loading={password.length > 0 && status === 'loading'} />
      <PasswordInput
        id="reset-confirmation"
        label="Confirm new password"
        autoComplete="new-password"
        value={confirmation}
        onChange={setConfirmation}
        error={errors.password_confirmation}
        errorId="reset-confirmation-error"
      />
      <p className="muted">Afterwards you are signed out everywhere and sign in with the new password.</p>
      <button type="submit" className="btn btn-primary" disabled={busy}>
        {busy ? 'Saving…' : 'Save the new password'}
      </button>
    </AuthCard>
  );
}
