import { useState } from 'react';
import { handleError, notifySuccess, useHasPermission } from '@portal/kit';
import { exportLogins } from '../api/exportLogins';
import { useReferenceT } from '../../../messages';

/** Downloads who signed in when, as an Excel file. */
export function ExportLoginsButton({ className = 'btn' }: { className?: string }) {
  const t = useReferenceT();
  const allowed = useHasPermission('export.logins');
  const [busy, setBusy] = useState(false);
  if (!allowed) return null;
  const run = async () => {
    setBusy(true);
    try {
      const name = await exportLogins();
      notifySuccess(t('area.exported', { name }));
    } catch (error) {
      handleError(error, t('area.exportFailed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <button type="button" className={className} onClick={run} disabled={busy} aria-busy={busy}>
      {busy ? t('area.exporting') : t('area.exportLogins')}
    </button>
  );
}
