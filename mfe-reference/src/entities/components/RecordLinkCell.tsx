import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import type { CustomCellRendererProps } from 'ag-grid-react';

/** The naming column links to the show page; Enter on the focused cell follows the link. */
export function RecordLinkCell(props: CustomCellRendererProps & { toOf(row: Record<string, unknown>): string }) {
  const ref = useRef<HTMLAnchorElement>(null);
  const { eGridCell } = props;
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Enter' && e.target === eGridCell) ref.current?.click();
    };
    eGridCell?.addEventListener('keydown', onKey);
    return () => eGridCell?.removeEventListener('keydown', onKey);
  }, [eGridCell]);
  if (!props.data) return null;
  return (
    <Link ref={ref} to={props.toOf(props.data)} tabIndex={-1}>
      {props.valueFormatted ?? String(props.value ?? '')}
    </Link>
  );
}
