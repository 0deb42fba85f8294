import { useEffect, useRef } from 'react';
import { bus } from '../events/bus';
import { usePortal } from '../store/portalStore';

/**
 * A counter that changes whenever the header selection changes; put it in a data hook's
 * dependencies and the slice reloads. The listener is removed when the slice unmounts.
 */
export function useSelectionVersion(): number {
  const selection = usePortal((s) => s.selection?.value ?? '');
  const versionRef = useRef(0);
  const last = useRef(selection);
  if (last.current !== selection) {
    last.current = selection;
    versionRef.current += 1;
  }
  return versionRef.current;
}

/** Calls `reload` on every selection change while the component is mounted. */
export function useOnSelectionChange(reload: () => void): void {
  const ref = useRef(reload);
  ref.current = reload;
  useEffect(() => bus.on('selection:changed', () => ref.current()), []);
}
