import { useCallback } from 'react';
import { notifyWarning, tFor, useApiData } from '@portal/kit';
import type { Quote } from '@portal/contracts/quotes';
import { QUOTES_NS } from '../../../messages';

/** Loads a quotes list (reloading on a change of selection); a failure warns as spec §8 says. */
export function useQuoteList(load: (signal: AbortSignal) => Promise<Quote[]>) {
  const onError = useCallback(() => notifyWarning(tFor(QUOTES_NS)('list.loadFailedToast')), []);
  return useApiData(load, [load], onError);
}
