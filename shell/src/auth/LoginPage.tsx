import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { ApiError, loadSession, signIn } from '@portal/shared';
import { loadSignedIn } from '../app/signedInChunk';
import { safeNext } from './safeNext';

export function LoginPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const next = safeNext(params.get('next'));

  useEffect(() => {
    document.title = 'Sign in · Customer Portal';
  }, []);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    // The signed-in frame downloads while the credentials are checked.
    void loadSignedIn();
    try {
      await signIn(email.trim(), password);
      await loadSession();
      navigate(next, { replace: true });
    } catch (err) {
      if (err instanceof ApiError && err.status === 429) setError('Too many sign-in attempts. Please wait a minute and try again.');
      else if (err instanceof ApiError && (err.status === 401 || err.status === 422 || err.status === 400)) setError('These credentials do not match our records.');
      else setError('The portal could not reach the server. Please try again.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <main className="login-page">
      <form className="login-card card" onSubmit={submit} aria-labelledby="login-title" noValidate>
        <div className="brand brand-large" aria-hidden="true">
          <span className="brand-mark">M</span> Meridian Freight
        </div>
        <h1 id="login-title">Sign in to your customer portal</h1>
        <div className="field">
          <label htmlFor="login-email">E-mail</label>
          <input id="login-email" className="input" type="email" autoComplete="username" value={email} onChange={(e) => setEmail(e.target.value)} required autoFocus />
        </div>
        <div className="field">
          <label htmlFor="login-password">Password</label>
          <input id="login-password" className="input" type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} required />
        </div>
        {error && (
          <p className="field-error" role="alert">
            {error}
          </p>
        )}
        <button type="submit" className="btn btn-primary" disabled={busy || !email || !password}>
          {busy ? 'Signing in…' : 'Sign in'}
        </button>
      </form>
    </main>
  );
}
