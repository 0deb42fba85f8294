import { useEffect, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { bus, loadSession, LoadingState, ErrorState, notifyError, usePortal } from '@portal/kit';
import { useShellT } from '../i18n/useShellT';

/** Loads the session once; without one, sends the visitor to /login and back afterwards. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const profile = usePortal((s) => s.profile);
  const [state, setState] = useState<'checking' | 'ready' | 'error'>(profile ? 'ready' : 'checking');
  const [attempt, setAttempt] = useState(0);
  const navigate = useNavigate();
  const location = useLocation();
  const t = useShellT();

  useEffect(() => {
    if (profile) return;
    let cancelled = false;
    loadSession()
      .then((loaded) => {
        if (cancelled) return;
        if (loaded) setState('ready');
        else navigate(`/login?next=${encodeURIComponent(location.pathname + location.search)}`, { replace: true });
      })
      .catch(() => {
        if (cancelled) return;
        notifyError(t('auth.sessionError'));
        setState('error');
      });
    return () => {
      cancelled = true;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [attempt]);

  useEffect(
    () =>
      bus.on('auth:signedOut', ({ reason }) => {
        const here = window.location.pathname + window.location.search;
        const next = reason === 'expired' && !here.startsWith('/login') ? `?next=${encodeURIComponent(here)}` : '';
        navigate(`/login${next}`, { replace: true });
      }),
    [navigate],
  );

  if (state === 'error') return <ErrorState message={t('auth.sessionUnreachable')} onRetry={() => setAttempt((a) => a + 1)} />;
  if (!profile) return <LoadingState label={t('auth.checking')} />;
  return <>{children}</>;
}
