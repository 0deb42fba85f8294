import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ConfirmDialog } from '@portal/ui/ConfirmDialog';
import { handleError, notifySuccess } from '@portal/kit';
import { startImpersonation } from '../api/impersonation';

/** Asks first, then acts as the user and opens their dashboard. */
export function ImpersonateButton({ userId, name }: { userId: number; name: string }) {
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
      handleError(err, 'An unknown error occurred [IMPERSONATE]');
    }
  };

  return (
    <>
      <button type="button" className="btn btn-primary" disabled={busy} onClick={() => setAsking(true)}>
        {busy ? 'Switching…' : 'Impersonate'}
      </button>
      <ConfirmDialog
        open={asking}
        title="Impersonate user"
        message={`You will see and use the portal as ${name} until you stop. Continue?`}
        confirmLabel="Impersonate"
        onConfirm={start}
        onCancel={() => setAsking(false)}
      />
    </>
  );
}
