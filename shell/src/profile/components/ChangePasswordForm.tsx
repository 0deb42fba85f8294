import { useId, useMemo, useState, type FormEvent } from 'react';
import { ApiError, notifyError, notifySuccess, signOut, type UserProfile } from '@portal/shared';
import { passwordErrors, personalInputs, type PasswordField } from '@portal/shared/rules/password';
import { changePassword } from '../api/changePassword';
import { usePasswordStrength } from '../hooks/usePasswordStrength';
import { StrengthMeter } from './StrengthMeter';

type Errors = Partial<Record<PasswordField, string>>;

const firstOf = (errors: Partial<Record<PasswordField, string[]>>): Errors => ({
  password: errors.password?.[0],
  password_confirmation: errors.password_confirmation?.[0],
});

/**
 * New password twice, checked here with the API's own rules (length, the zxcvbn strength floor,
 * both entries identical). Success ends every session, so the user signs in again.
 */
export function ChangePasswordForm({ profile }: { profile: UserProfile }) {
  const id = useId();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const inputs = useMemo(() => personalInputs(profile.email, profile.person.name), [profile.email, profile.person.name]);
  const [typing, setTyping] = useState(false);
  const { strength, status } = usePasswordStrength(password, inputs, typing);
  const estimating = password.length > 0 && status === 'loading';

  const clientErrors = firstOf(passwordErrors(password, strength?.score ?? null, confirmation));
  const errors: Errors = submitted ? { ...serverErrors, ...Object.fromEntries(Object.entries(clientErrors).filter(([, m]) => m)) } : {};

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setSubmitted(true);
    setServerErrors({});
    if (clientErrors.password || clientErrors.password_confirmation || estimating) {
      // The first invalid entry takes focus, so its message (aria-describedby) is read out.
      document.getElementById(clientErrors.password || estimating ? `${id}-password` : `${id}-confirmation`)?.focus();
      return;
    }
    setBusy(true);
    try {
      const res = await changePassword(password);
      notifySuccess(res.message);
      // The server has ended the session already; this clears the client and goes to /login.
      await signOut('passwordChanged').catch(() => undefined);
    } catch (err) {
      setBusy(false);
      if (err instanceof ApiError && err.isValidation) setServerErrors(err.fieldErrorMap());
      else if (!(err instanceof ApiError && err.status === 401)) notifyError('An unknown error occurred [CHANGE_PASSWORD]');
    }
  };

  const describedBy = (field: PasswordField, extra?: string) => [errors[field] ? `${id}-${field}-error` : null, extra].filter(Boolean).join(' ') || undefined;

  return (
    <form className="stack" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>Change password</h3>
      {/* Lets password managers file the new password under the right account. */}
      <input type="text" name="username" autoComplete="username" value={profile.email} readOnly hidden />
      <div className="field">
        <label htmlFor={`${id}-password`}>New password</label>
        <input
          id={`${id}-password`}
          className="input"
          type="password"
          autoComplete="new-password"
          value={password}
          onFocus={() => setTyping(true)}
          onChange={(e) => {
            setTyping(true);
            setPassword(e.target.value);
            setServerErrors({});
          }}
          aria-invalid={errors.password ? true : undefined}
          aria-describedby={describedBy('password', `${id}-strength`)}
        />
        {errors.password && (
          <p id={`${id}-password-error`} className="field-error">
            {errors.password}
          </p>
        )}
      </div>
      <StrengthMeter id={`${id}-strength`} strength={strength} loading={estimating} />
      <div className="field">
        <label htmlFor={`${id}-confirmation`}>Confirm new password</label>
        <input
          id={`${id}-confirmation`}
          className="input"
          type="password"
          autoComplete="new-password"
          value={confirmation}
          onChange={(e) => setConfirmation(e.target.value)}
          aria-invalid={errors.password_confirmation ? true : undefined}
          aria-describedby={describedBy('password_confirmation')}
        />
        {errors.password_confirmation && (
          <p id={`${id}-password_confirmation-error`} className="field-error">
            {errors.password_confirmation}
          </p>
        )}
      </div>
      <p className="muted profile-note">After the change you are signed out everywhere and sign in again with the new password.</p>
      <div className="form-actions">
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {busy ? 'Changing…' : 'Change password'}
        </button>
      </div>
    </form>
  );
}
