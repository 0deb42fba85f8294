import { useState } from 'react';
import { useShellT } from '../../i18n/useShellT';
import { useNavigate } from 'react-router-dom';
import { ConfirmDialog } from '@portal/ui/ConfirmDialog';
import { handleError, notifySuccess } from '@portal/kit';
import { startImpersonation } from '../api/impersonation';

/** Asks first, then acts as the user and opens their dashboard. */
export function ImpersonateButton({ userId, name }: { userId: number; name: string }) {
  const t = useShellT();
  const navigate = useNavigate();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);

  const start = async () => {
    setAsking(false);
    setBusy(true);
    try {
      const res = await startImpersonation(userId);
      notifySuccess(res.message);
      navigate('/shipments');
    } catch (err) {
      setBusy(false);
      handleError(err, t('impersonation.failed'));
    }
  };

  return (
    <>
      <button type="button" className="btn btn-primary" disabled={busy} onClick={() => setAsking(true)}>
        {busy ? t('impersonation.switching') : t('impersonation.button')}
      </button>
      <ConfirmDialog
        open={asking}
        title={t('impersonation.title')}
        message={t('impersonation.confirm', { name })}
        confirmLabel={t('impersonation.button')}
        onConfirm={start}
        onCancel={() => setAsking(false)}
      />
    </>
  );
}
