import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { readView, writeView, type ShipmentsView } from './viewParams';

/** The view lives in the URL; updates replace the history entry (filters are not pages). */
export function useShipmentsView(): [ShipmentsView, (patch: Partial<ShipmentsView>) => void] {
  const [params, setParams] = useSearchParams();
  const key = params.toString();
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const view = useMemo(() => readView(params), [key]);
  const update = useCallback(
    (patch: Partial<ShipmentsView>) => setParams((current) => writeView({ ...readView(current), ...patch }), { replace: true }),
    [setParams],
  );
  return [view, update];
}
