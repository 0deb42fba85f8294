import { useApiData } from '@portal/kit';
import { countDocuments } from '../api/countDocuments';

export interface DocumentTotals {
  documents: number;
  quotations: number;
}

/** Both tabs' totals, reloaded whenever the header selection changes. */
export function useDocumentTotals() {
  return useApiData<DocumentTotals>(async (signal) => {
    const [documents, quotations] = await Promise.all([countDocuments('documents', signal), countDocuments('quotations', signal)]);
    return { documents, quotations };
  }, []);
}
