import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { ApiError } from '@portal/kit';
import { useShellT } from '../i18n/useShellT';
import { AuthCard } from '../auth/AuthCard';
import { unsubscribe } from './api';

type State = { kind: 'working' } | { kind: 'done'; type: string } | { kind: 'failed'; message: string };

/**
 * /unsubscribe?token=…: the one click of an e-mail's unsubscribe link. No sign-in: the signed link
 * is the proof; it works once (docs/notifications.md). The token leaves the address bar at once.
 */
export function UnsubscribePage() {
  const t = useShellT();
  const [token] = useState(() => new URL(window.location.href).searchParams.get('token') ?? '');
  const [state, setState] = useState<State>({ kind: 'working' });

  useEffect(() => {
    document.title = t('unsubscribe.docTitle');
    const url = new URL(window.location.href);
    url.searchParams.delete('token');
    window.history.replaceState(window.history.state, '', url.pathname + url.search);
    if (!token) {
      setState({ kind: 'failed', message: t('unsubscribe.invalid') });
      return;
    }
    unsubscribe(token).then(
      (res) => setState({ kind: 'done', type: res.type }),
      (err: unknown) =>
        setState({
          kind: 'failed',
          message: err instanceof ApiError && err.isValidation ? err.message : t('auth.unreachable'),
        }),
    );
    // The words are those of the language at the first render; the link is redeemed once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [token]);

  return (
    <AuthCard title={state.kind === 'failed' ? t('auth.linkBroken') : t('unsubscribe.title')} onSubmit={(e) => e.preventDefault()}>
      {state.kind === 'working' && (
        <p role="status" className="muted">
          {t('unsubscribe.working')}
        </p>
      )}
      {state.kind === 'done' && (
        <p role="status">{t('unsubscribe.done', { type: t(`notifications.type.${state.type}`) })}</p>
      )}
      {state.kind === 'failed' && (
        <p className="field-error" role="alert">
          {state.message}
        </p>
      )}
      <p className="auth-links">
        <Link to="/portal">{t('unsubscribe.settings')}</Link>
        <Link to="/login">{t('auth.signIn')}</Link>
      </p>
    </AuthCard>
  );
}
