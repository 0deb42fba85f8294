import { Link } from 'react-router-dom';
import type { CustomCellRendererProps } from 'ag-grid-react';
import { useReferenceT } from '../../messages';

export interface RowActionsProps {
  label(row: Record<string, unknown>): string;
  showTo(row: Record<string, unknown>): string;
  editTo?(row: Record<string, unknown>): string;
  onDelete?(row: Record<string, unknown>): void;
}

/**
 * View, Edit and Delete for one row, as quiet text buttons (a bordered or red button on every row
 * shouts, and three of them took about 250 px: cut in their column, or squeezing the names on a
 * tablet). The danger colour belongs to the confirm dialog. Each says which record it acts on to
 * screen readers.
 */
export function RowActionsCell(props: CustomCellRendererProps & RowActionsProps) {
  const t = useReferenceT();
  const row = props.data as Record<string, unknown> | undefined;
  if (!row) return null;
  const name = props.label(row);
  return (
    <span className="row-actions">
      <Link className="btn btn-sm btn-ghost row-action" to={props.showTo(row)} aria-label={t('list.viewOf', { name })}>
        {t('list.view')}
      </Link>
      {props.editTo && (
        <Link className="btn btn-sm btn-ghost row-action" to={props.editTo(row)} aria-label={t('list.editOf', { name })}>
          {t('list.edit')}
        </Link>
      )}
      {props.onDelete && (
        <button type="button" className="btn btn-sm btn-ghost row-action row-action-delete" aria-label={t('list.deleteOf', { name })} onClick={() => props.onDelete?.(row)}>
          {t('list.delete')}
        </button>
      )}
    </span>
  );
}
