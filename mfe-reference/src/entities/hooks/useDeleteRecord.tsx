import { useState } from 'react';
import { ConfirmDialog } from '@portal/ui/ConfirmDialog';
import { handleError, notifySuccess } from '@portal/kit';
import type { ReferenceEntity } from '@portal/contracts/reference/declaration';
import { deleteRecord } from '../api/deleteRecord';
import { capitalised, useReferenceT, useReferenceWord } from '../../messages';

interface Pending {
  id: string | number;
  label: string;
}

/** Delete with confirmation: `ask(id, label)` opens the dialog; `dialog` must be rendered. */
export function useDeleteRecord(entity: ReferenceEntity, onDeleted: () => void) {
  const t = useReferenceT();
  const word = useReferenceWord();
  const what = word(entity.singular);
  const What = capitalised(what);
  const [pending, setPending] = useState<Pending | null>(null);
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    if (!pending || busy) return;
    setBusy(true);
    try {
      const res = await deleteRecord(entity, pending.id);
      notifySuccess(res.message);
      setPending(null);
      onDeleted();
    } catch (error) {
      // 409: still in use; the server's message says by what.
      handleError(error, t('delete.failed', { what }));
      setPending(null);
    } finally {
      setBusy(false);
    }
  };

  const dialog = (
    <ConfirmDialog
      open={pending !== null}
      title={t('delete.title', { what, What })}
      message={pending ? t('delete.confirm', { what, label: pending.label }) : t('delete.sure')}
      confirmLabel={busy ? t('delete.deleting') : t('delete.title', { what, What })}
      cancelLabel={t('delete.keep', { what, What })}
      danger
      onConfirm={confirm}
      onCancel={() => setPending(null)}
    />
  );
  return { ask: (id: string | number, label: string) => setPending({ id, label }), dialog };
}
