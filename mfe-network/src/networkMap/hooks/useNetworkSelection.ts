import { useCallback, useRef, useState } from 'react';
import type { Selection } from '../components/NetworkMap';

/**
 * The selected location, and where focus goes back to when its popup closes: the button that
 * opened it from the list, or the map.
 */
export function useNetworkSelection() {
  const [selected, setSelected] = useState<Selection | null>(null);
  const returnFocus = useRef<HTMLElement | null>(null);

  const select = useCallback((next: Selection | null) => {
    if (next) {
      const active = document.activeElement;
      if (active instanceof HTMLElement && active !== document.body && !active.closest('.net-popup')) returnFocus.current = active;
      setSelected(next);
      return;
    }
    setSelected(null);
    const target = returnFocus.current;
    returnFocus.current = null;
    if (target?.isConnected) requestAnimationFrame(() => target.focus());
  }, []);

  return { selected, select };
}
