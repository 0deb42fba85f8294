import { useEffect, useRef } from 'react';
import { useUiT } from './messages';

export interface ConfirmDialogProps {
  open: boolean;
  message?: string;
  title?: string;
  confirmLabel?: string;
  cancelLabel?: string;
  danger?: boolean;
  onConfirm(): void;
  onCancel(): void;
}

/** The generic confirmation: native <dialog> gives focus trapping, Escape and a backdrop. */
export function ConfirmDialog({ open, message, title, confirmLabel, cancelLabel, danger, onConfirm, onCancel }: ConfirmDialogProps) {
  const t = useUiT();
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal?.();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <dialog ref={ref} className="dialog" aria-labelledby="confirm-dialog-message" onCancel={(e) => { e.preventDefault(); onCancel(); }}>
      {title && <h2>{title}</h2>}
      <p id="confirm-dialog-message">{message ?? t('confirm.message')}</p>
      <div className="dialog-actions">
        <button type="button" className="btn" onClick={onCancel} autoFocus>
          {cancelLabel ?? t('confirm.cancel')}
        </button>
        <button type="button" className={danger ? 'btn btn-danger' : 'btn btn-primary'} onClick={onConfirm}>
          {confirmLabel ?? t('confirm.yes')}
        </button>
      </div>
    </dialog>
  );
}
