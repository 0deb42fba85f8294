import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { SnackbarProvider } from 'notistack';
import { bus } from '../events/bus';
import { loadSession, selectCustomer, signIn, signOut } from '../session/session';
import { usePortal } from '../store/portalStore';
import { handleError } from '../api/handleError';
import { LoadingState } from '../ui/states';
import { prepareLanguage } from '../i18n/i18n';
import { TOAST_POSITION } from '../notify';

/**
 * The shell kit: lets a team run its remote alone (its own port, signed in against the API)
 * with sign-in, the organisation selector, sign-out, toasts and the page title.
 */
export function StandaloneShell({ name, children }: { name: string; children: ReactNode }) {
  const profile = usePortal((s) => s.profile);
  const options = usePortal((s) => s.options);
  const selection = usePortal((s) => s.selection);
  const meta = usePortal((s) => s.pageMeta);
  const [checked, setChecked] = useState(false);

  useEffect(() => {
    // Every namespace registered by then (the remote's, the shared UI's) is ready before the remote draws.
    void Promise.allSettled([loadSession(), prepareLanguage()]).finally(() => setChecked(true));
    return bus.on('auth:signedOut', () => setChecked(true));
  }, []);

  return (
    <SnackbarProvider maxSnack={4} anchorOrigin={TOAST_POSITION}>
      <div className="standalone">
        <header className="standalone-header">
          <strong>{name} · standalone</strong>
          {profile && (
            <>
              <select className="select" aria-label="Organisation or group" value={selection?.value ?? ''} onChange={(e) => selectCustomer(e.target.value).catch((err) => handleError(err))}>
                {options.map((o) => (
                  <option key={o.value} value={o.value}>
                    {o.label}
                  </option>
                ))}
              </select>
              <span className="spacer" />
              <span>{profile.profile.email}</span>
              <button type="button" className="btn btn-sm" onClick={() => signOut()}>
                Sign out
              </button>
            </>
          )}
        </header>
        <main className="standalone-main">
          {!checked && <LoadingState />}
          {checked && !profile && <StandaloneLogin />}
          {profile && (
            <>
              <h1>{meta.title}</h1>
              {children}
            </>
          )}
        </main>
      </div>
    </SnackbarProvider>
  );
}

function StandaloneLogin() {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState('');
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    try {
      await signIn(email, password);
      await loadSession();
    } catch {
      setError('These credentials do not match our records.');
    }
  };
  return (
    <form className="card stack" style={{ maxWidth: 380 }} onSubmit={submit}>
      <div className="field">
        <label htmlFor="sa-email">E-mail</label>
        <input id="sa-email" className="input" value={email} onChange={(e) => setEmail(e.target.value)} />
      </div>
      <div className="field">
        <label htmlFor="sa-password">Password</label>
        <input id="sa-password" className="input" type="password" value={password} onChange={(e) => setPassword(e.target.value)} />
      </div>
      {error && <p className="field-error">{error}</p>}
      <button className="btn btn-primary" type="submit">
        Sign in
      </button>
    </form>
  );
}
