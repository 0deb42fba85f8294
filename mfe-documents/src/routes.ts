import type { RemoteRoute } from '@portal/kit';
import { firstPageAddress } from '@portal/contracts/tables';
import { MY_DOCUMENTS_DEFAULT_SORT, myDocumentsTables } from '@portal/contracts/tables.myDocuments';

const documentsTable = myDocumentsTables.documents;

/**
 * The pages this remote serves, declared once: the shell's registry (owner of a path, menu, title
 * at first paint) comes from here, and so do the pages' titles (see mfe-dashboard/src/routes.ts).
 */
export const routes = {
  documents: {
    path: '/documents/*',
    title: 'My Documents',
    menu: 'My Documents',
    // The table's columns and its first page (the default sort), asked for with the HTML (issue 21).
    earlyFetch: [documentsTable.initTable.path, firstPageAddress(documentsTable, { sortModel: MY_DOCUMENTS_DEFAULT_SORT })],
    leads: { '/documents': "The documents of your quotes and Meridian Freight's general documents, newest first: search, sort and download them." },
  },
} as const satisfies Record<string, RemoteRoute>;
