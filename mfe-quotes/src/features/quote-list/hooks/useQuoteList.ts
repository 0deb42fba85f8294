import { useCallback } from 'react';
import { notifyWarning, useApiData } from '@portal/kit';
import type { Quote } from '@portal/contracts/quotes';

const LIST_LOAD_FAILED = 'An error occured loading the quote-data.';

/** Loads a quotes list (reloading on a change of selection); a failure warns as spec §8 says. */
export function useQuoteList(load: (signal: AbortSignal) => Promise<Quote[]>) {
  const onError = useCallback(() => notifyWarning(LIST_LOAD_FAILED), []);
  return useApiData(load, [load], onError);
}
