import { useCallback, useEffect, useRef, useState } from 'react';
import { handleError } from '@portal/kit';
import { OPEN_DELAY_MS } from '../constants';

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Opens an external app in a new tab OPEN_DELAY_MS after the click (spec section 9), or later if
 * its address takes longer to get. `resolve` returns null when the app must not open (no
 * licence); a failure goes to the shared error handler. 'noopener': the new tab gets no handle
 * on the portal's window.
 */
export function useDelayedLaunch(errorMessage: string) {
  const [opening, setOpening] = useState(false);
  const busy = useRef(false);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const launch = useCallback(
    async (resolve: () => Promise<string | null>) => {
      if (busy.current) return;
      busy.current = true;
      setOpening(true);
      try {
        const [url] = await Promise.all([resolve(), delay(OPEN_DELAY_MS)]);
        if (url && mounted.current) window.open(url, '_blank', 'noopener');
      } catch (error) {
        handleError(error, errorMessage);
      } finally {
        busy.current = false;
        if (mounted.current) setOpening(false);
      }
    },
    [errorMessage],
  );

  return { opening, launch };
}
