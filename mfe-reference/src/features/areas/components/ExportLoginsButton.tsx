import { useState } from 'react';
import { handleError, notifySuccess, useHasPermission } from '@portal/kit';
import { exportLogins } from '../api/exportLogins';

/** Downloads who signed in when, as an Excel file. */
export function ExportLoginsButton({ className = 'btn' }: { className?: string }) {
  const allowed = useHasPermission('export.logins');
  const [busy, setBusy] = useState(false);
  if (!allowed) return null;
  const run = async () => {
    setBusy(true);
    try {
      const name = await exportLogins();
      notifySuccess(`${name} downloaded.`);
    } catch (error) {
      handleError(error, 'An error occured exporting the logins.');
    } finally {
      setBusy(false);
    }
  };
  return (
    <button type="button" className={className} onClick={run} disabled={busy} aria-busy={busy}>
      {busy ? 'Exporting…' : 'Export logins (xlsx)'}
    </button>
  );
}
