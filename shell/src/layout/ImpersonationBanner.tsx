import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { handleError, notifySuccess, usePortal } from '@portal/kit';
import { stopImpersonation } from '../profile/api/impersonation';
import './ImpersonationBanner.css';

/** While an administrator acts as another user: who that is, and Stop. */
export function ImpersonationBanner() {
  const session = usePortal((s) => s.profile);
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  if (!session?.impersonation) return null;
  const { person, email } = session.profile;

  const stop = async () => {
    setBusy(true);
    try {
      const res = await stopImpersonation();
      notifySuccess(res.message);
      navigate(`/portal/users/${res.userId}`);
    } catch (err) {
      handleError(err, 'An unknown error occurred [STOP_IMPERSONATION]');
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="impersonation-banner" role="region" aria-label="Impersonation">
      <p>
        You are impersonating <strong>{person.name}</strong> ({email}). Everything you see and do is as this user.
      </p>
      <button type="button" className="btn btn-sm" onClick={stop} disabled={busy}>
        {busy ? 'Stopping…' : 'Stop impersonating'}
      </button>
    </div>
  );
}
