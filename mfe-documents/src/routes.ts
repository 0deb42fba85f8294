import type { RemoteRoute } from '@portal/kit';

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
    earlyFetch: [
      '/api/myDocuments/documents/initTable',
      '/api/myDocuments/documents/rows?startRow=0&endRow=25&sortModel=%5B%7B%22colId%22%3A%22publication_date%22%2C%22sort%22%3A%22desc%22%7D%5D',
    ],
  },
} as const satisfies Record<string, RemoteRoute>;
