import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { ApiError } from '@portal/kit';
import { NOTIFICATION_TYPE_LABELS } from '@portal/contracts/rules/notifications';
import { AuthCard } from '../auth/AuthCard';
import { unsubscribe } from './api';

type State = { kind: 'working' } | { kind: 'done'; label: string } | { kind: 'failed'; message: string };

/**
 * /unsubscribe?token=…: the one click of an e-mail's unsubscribe link. No sign-in: the signed link
 * is the proof; it works once (docs/notifications.md). The token leaves the address bar at once.
 */
export function UnsubscribePage() {
  const [token] = useState(() => new URL(window.location.href).searchParams.get('token') ?? '');
  const [state, setState] = useState<State>({ kind: 'working' });

  useEffect(() => {
    document.title = 'Unsubscribe · Customer Portal';
    const url = new URL(window.location.href);
    url.searchParams.delete('token');
    window.history.replaceState(window.history.state, '', url.pathname + url.search);
    if (!token) {
      setState({ kind: 'failed', message: 'This unsubscribe link is not valid.' });
      return;
    }
    unsubscribe(token).then(
      (res) => setState({ kind: 'done', label: NOTIFICATION_TYPE_LABELS[res.type] }),
      (err: unknown) =>
        setState({
          kind: 'failed',
          message: err instanceof ApiError && err.isValidation ? err.message : 'The portal could not reach the server. Please try again.',
        }),
    );
  }, [token]);

  return (
    <AuthCard title={state.kind === 'failed' ? 'This link does not work' : 'Unsubscribe'} onSubmit={(e) => e.preventDefault()}>
      {state.kind === 'working' && (
        <p role="status" className="muted">
          Unsubscribing…
        </p>
      )}
      {state.kind === 'done' && (
        <p role="status">You will no longer receive e-mails about “{state.label}”. You can change this at any time in your User Profile.</p>
      )}
      {state.kind === 'failed' && (
        <p className="field-error" role="alert">
          {state.message}
        </p>
      )}
      <p className="auth-links">
        <Link to="/portal">Notification settings</Link>
        <Link to="/login">Sign in</Link>
      </p>
    </AuthCard>
  );
}
