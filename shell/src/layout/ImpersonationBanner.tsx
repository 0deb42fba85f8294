import { useState } from 'react';
import { useShellT } from '../i18n/useShellT';
import { useNavigate } from 'react-router-dom';
import { handleError, notifySuccess, usePortal } from '@portal/kit';
import { stopImpersonation } from '../profile/api/impersonation';
import './ImpersonationBanner.css';

/** While an administrator acts as another user: who that is, and Stop. */
export function ImpersonationBanner() {
  const t = useShellT();
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
      handleError(err, t('impersonation.stopFailed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="impersonation-banner" role="region" aria-label={t('impersonation.region')}>
      <p>
        {t('impersonation.banner', { name: person.name, email })}
      </p>
      <button type="button" className="btn btn-sm" onClick={stop} disabled={busy}>
        {busy ? t('impersonation.stopping') : t('impersonation.stop')}
      </button>
    </div>
  );
}
