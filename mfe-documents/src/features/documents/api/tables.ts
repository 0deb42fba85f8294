import { documentsContract } from '@portal/contracts/documents';

/** The two named tables of My Documents and the download endpoint of each. */
export type DocumentTab = 'documents' | 'quotations';

export interface DocumentTable {
  tab: DocumentTab;
  /** Named table (shared/contracts/src/table/contract.ts). */
  name: 'myDocuments.documents' | 'myDocuments.quotes';
  /** Its rows' files, by their stored name (`filename`). */
  download: typeof documentsContract.downloadDocument | typeof documentsContract.downloadOffer;
}

export const DOCUMENT_TABLES: Record<DocumentTab, DocumentTable> = {
  documents: { tab: 'documents', name: 'myDocuments.documents', download: documentsContract.downloadDocument },
  quotations: { tab: 'quotations', name: 'myDocuments.quotes', download: documentsContract.downloadOffer },
};

/** The tab an address opens (?tab=quotations); anything else is the default, Documents. */
export const tabFromParam = (value: string | null): DocumentTab => (value === 'quotations' ? 'quotations' : 'documents');

/** The query that opens a tab: the default tab keeps the address bare. */
export const paramsForTab = (tab: DocumentTab): Record<string, string> => (tab === 'documents' ? {} : { tab });

/** A row of either table as far as downloading goes (spec section 3, "My document"). */
export interface DocumentRow {
  id: number;
  name: string;
  filename: string;
  original_filename: string;
  quote_nr?: string;
}
