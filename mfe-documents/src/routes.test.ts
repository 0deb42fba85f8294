import { myDocumentsTables } from '@portal/contracts/tables.myDocuments';
import { routes } from './routes';

const tableGets = Object.values(myDocumentsTables.documents)
  .filter((e) => e.method === 'GET')
  .map((e) => e.path as string);

// The early reads are matched to the table's own reads by address (shared/kit/src/api/earlyFetch.ts;
// the first page's address is checked against the table's call in shared/kit/src/call.test.ts).
test("the documents page's early reads are the Documents table's columns and a page of its rows", () => {
  const [columns, firstPage] = routes.documents.earlyFetch;
  expect(columns).toBe(myDocumentsTables.documents.initTable.path);
  const page = new URL(firstPage, 'http://portal.test');
  expect(page.pathname).toBe(myDocumentsTables.documents.rows.path);
  expect(routes.documents.earlyFetch.map((url) => url.split('?')[0]).every((path) => tableGets.includes(path))).toBe(true);
  expect(Object.fromEntries(page.searchParams)).toEqual({
    startRow: '0',
    endRow: '25',
    sortModel: JSON.stringify([{ colId: 'publication_date', sort: 'desc' }]),
  });
});
