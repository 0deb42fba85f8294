import { useState } from 'react';
import { notifyError, notifySuccess } from '@portal/kit';

/**
 * A row's action that changes it on the server (cancel a booking, revoke a token): one at a time,
 * its outcome said in a notice, and the rows read again once it has succeeded. `busyRow` is the
 * row at work, so the table can hold its buttons meanwhile.
 */
export function useRowAction(reload: () => void) {
  const [busyRow, setBusyRow] = useState<string | null>(null);
  /** `action` answers the notice of success; `failed` the one of its error. */
  const run = async (row: string, action: () => Promise<string>, failed: (err: unknown) => string) => {
    setBusyRow(row);
    try {
      notifySuccess(await action());
      reload();
    } catch (err) {
      notifyError(failed(err));
    } finally {
      setBusyRow(null);
    }
  };
  return { busyRow, run };
}

/** The small button at the end of a row: its word, and a label that names the row for a screen reader. */
export function RowButton({ text, label, disabled, onClick }: { text: string; label: string; disabled: boolean; onClick(): void }) {
  return (
    <button type="button" className="btn btn-sm" disabled={disabled} onClick={onClick} aria-label={label}>
      {text}
    </button>
  );
}
