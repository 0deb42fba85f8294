import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { ruleMessage, useShellT } from '../../i18n/useShellT';
import { ApiError, notifyError, notifySuccess, signOut } from '@portal/kit';
import type { UserProfile } from '@portal/contracts/portal';
import { currentPasswordErrors, PASSWORD_MESSAGES, passwordErrors, personalInputs, type PasswordField } from '@portal/contracts/rules/password';
import { changePassword } from '../api/changePassword';
import { useNewPassword } from '../hooks/useNewPassword';
import { LabelledInput } from './LabelledInput';
import { NewPasswordFields } from './NewPasswordFields';

type Errors = Partial<Record<PasswordField, string>>;

const firstOf = (errors: Partial<Record<PasswordField, string[]>>): Errors => ({
  current_password: errors.current_password?.[0],
  password: errors.password?.[0],
  password_confirmation: errors.password_confirmation?.[0],
});

/**
 * The current password, then the new one twice, checked here with the API's own rules (length, the
 * zxcvbn strength floor, both entries identical). Success ends every session, so the user signs in again.
 */
export function ChangePasswordForm({ profile }: { profile: UserProfile }) {
  const t = useShellT();
  const id = useId();
  const [current, setCurrent] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const inputs = useMemo(() => personalInputs(profile.email, profile.person.name), [profile.email, profile.person.name]);
  const entry = useNewPassword(inputs);
  const { password, confirmation, estimating } = entry;
  // A click while the estimator still loads is kept and carried out once the score is known.
  const form = useRef<HTMLFormElement>(null);
  const [queued, setQueued] = useState(false);
  useEffect(() => {
    if (queued && !estimating) {
      setQueued(false);
      form.current?.requestSubmit();
    }
  }, [queued, estimating]);

  const clientErrors = firstOf({ ...currentPasswordErrors(current), ...passwordErrors(password, entry.strength?.score ?? null, confirmation) });
  const errors: Errors = submitted ? { ...serverErrors, ...Object.fromEntries(Object.entries(clientErrors).filter(([, m]) => m)) } : {};

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setSubmitted(true);
    setServerErrors({});
    if (estimating && !clientErrors.current_password && !clientErrors.password && !clientErrors.password_confirmation) {
      setQueued(true);
      return;
    }
    if (clientErrors.current_password || clientErrors.password || clientErrors.password_confirmation || estimating) {
      // The first invalid entry takes focus, so its message (aria-describedby) is read out.
      const first = clientErrors.current_password ? 'current' : clientErrors.password || estimating ? 'password' : 'confirmation';
      document.getElementById(`${id}-${first}`)?.focus();
      return;
    }
    setBusy(true);
    try {
      const res = await changePassword(current, password);
      notifySuccess(res.message);
      // The server has ended the session already; this clears the client and goes to /login.
      await signOut('passwordChanged').catch(() => undefined);
    } catch (err) {
      setBusy(false);
      if (err instanceof ApiError && err.isValidation) {
        setServerErrors(err.fieldErrorMap());
        if (err.errors.current_password) document.getElementById(`${id}-current`)?.focus();
      } else if (err instanceof ApiError && err.status === 429) notifyError(err.message);
      else if (!(err instanceof ApiError && err.status === 401)) notifyError(t('password.failed'));
    }
  };

  return (
    <form ref={form} className="stack" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{t('profile.changePassword')}</h3>
      {/* Lets password managers file the new password under the right account. */}
      <input type="text" name="username" autoComplete="username" value={profile.email} readOnly hidden />
      <LabelledInput
        id={`${id}-current`}
        label={t('password.current')}
        autoComplete="current-password"
        value={current}
        onChange={(value) => {
          setCurrent(value);
          setServerErrors({});
        }}
        error={ruleMessage(t, PASSWORD_MESSAGES, errors.current_password)}
        errorId={`${id}-current_password-error`}
      />
      <NewPasswordFields idPrefix={id} entry={entry} onPasswordEdit={() => setServerErrors({})} errors={errors} />
      <p className="muted profile-note">{t('password.afterChange')}</p>
      <div className="form-actions">
        <button type="submit" className="btn btn-primary" disabled={busy || queued}>
          {busy || queued ? t('password.changing') : t('profile.changePassword')}
        </button>
      </div>
    </form>
  );
}
