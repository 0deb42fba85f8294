import type { DeclaredRoute } from '@portal/ui/DeclaredRouter';
import { firstPageAddress } from '@portal/contracts/tables';
import { MY_DOCUMENTS_DEFAULT_SORT, myDocumentsTables } from '@portal/contracts/tables.myDocuments';

const documentsTable = myDocumentsTables.documents;

/**
 * The pages this remote serves, declared once: published by its build, drawn by its router
 * (App.tsx), titled from here (see mfe-network/src/routes.ts).
 */
export const routes = {
  documents: {
    path: '/documents/*',
    title: 'My Documents',
    menu: 'My Documents',
    // The table's columns and its first page (the default sort), asked for with the HTML.
    earlyFetch: [documentsTable.initTable.path, firstPageAddress(documentsTable, { sortModel: MY_DOCUMENTS_DEFAULT_SORT })],
    leads: { '/documents': "The documents of your quotes and Meridian Freight's general documents, newest first: search, sort and download them." },
    views: {
      '/documents': { load: () => import(/* webpackMode: "eager" */ './features/documents/components/DocumentsPage').then((m) => m.DocumentsPage) },
    },
  },
} as const satisfies Record<string, DeclaredRoute>;
