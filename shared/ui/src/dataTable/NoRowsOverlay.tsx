import type { CustomNoRowsOverlayProps } from 'ag-grid-react';

/** The portal's own empty state inside the grid (instead of AG Grid's "No rows to show"). */
export function NoRowsOverlay(props: CustomNoRowsOverlayProps & { message: () => string }) {
  return (
    <div className="state data-table-empty" role="status">
      <span>{props.message()}</span>
    </div>
  );
}
