import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { ApiError, loadSession, signIn } from '@portal/kit';
import { emailError, SIGN_IN_MESSAGES } from '@portal/contracts/rules/signIn';
import { loadSignedIn } from '../app/signedInChunk';
import { useRegistry } from '../remotes/RegistryProvider';
import { safeNext, servedRoots } from './safeNext';
import { AuthCard, AuthInput, AuthSubmit, useDocumentTitle } from './AuthCard';
import { useShellT } from '../i18n/useShellT';

interface FieldErrors {
  email?: string;
  password?: string;
}

export function LoginPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const { registry } = useRegistry();
  const next = safeNext(params.get('next'), servedRoots(registry));
  const t = useShellT();
  useDocumentTitle(t('auth.signInDocTitle'));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    // Checked here, before anything is sent: an empty field or a slip in the address gets its own message.
    const found: FieldErrors = {};
    const emailProblem = emailError(email);
    if (emailProblem) found.email = emailProblem;
    if (!password) found.password = SIGN_IN_MESSAGES.passwordRequired;
    setFieldErrors(found);
    if (found.email || found.password) {
      document.getElementById(found.email ? 'login-email' : 'login-password')?.focus();
      return;
    }
    setBusy(true);
    // The signed-in frame downloads while the credentials are checked.
    void loadSignedIn();
    try {
      await signIn(email.trim(), password);
      await loadSession();
      navigate(next, { replace: true });
    } catch (err) {
      if (err instanceof ApiError && err.status === 429) setError(t('auth.tooMany'));
      else if (err instanceof ApiError && (err.status === 401 || err.status === 422 || err.status === 400)) setError(t('auth.badCredentials'));
      else setError(t('auth.unreachable'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthCard title={t('auth.signInTitle')} onSubmit={submit}>
      <AuthInput id="login-email" entry="email" label={t('auth.email')} value={email} onChange={setEmail} error={fieldErrors.email} autoFocus />
      <AuthInput id="login-password" entry="password" label={t('auth.password')} value={password} onChange={setPassword} error={fieldErrors.password} />
      <AuthSubmit error={error} busy={busy} label={t('auth.signIn')} busyLabel={t('auth.signingIn')} />
      <p className="auth-links">
        <Link to={email && !emailError(email) ? `/forgot-password?email=${encodeURIComponent(email.trim())}` : '/forgot-password'}>{t('auth.forgot')}</Link>
      </p>
    </AuthCard>
  );
}
