import { useCallback, useMemo } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { readView, writeView, type ShipmentsView } from './viewParams';

/** The view lives in the URL; updates replace the history entry (filters are not pages). */
export function useShipmentsView(): [ShipmentsView, (patch: Partial<ShipmentsView>) => void] {
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const key = params.toString();
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const view = useMemo(() => readView(params), [key]);
  const update = useCallback(
    (patch: Partial<ShipmentsView>) => {
      // The grid reports its first view when it takes over from the first rows, which can be after
      // the user has already left for another page: a page being left must not take the address back.
      if (window.location.pathname !== pathname) return;
      setParams((current) => writeView({ ...readView(current), ...patch }), { replace: true });
    },
    [setParams, pathname],
  );
  return [view, update];
}
