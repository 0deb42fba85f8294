import { DOCUMENT_TABLES, paramsForTab, tabFromParam } from './tables';

test('an address opens Quotations only when it asks for it; anything else is Documents', () => {
  expect(tabFromParam('quotations')).toBe('quotations');
  for (const value of [null, '', 'documents', 'Quotations', 'quotes', 'quotations ']) expect(tabFromParam(value)).toBe('documents');
});

test('choosing a tab writes an address that opens it again', () => {
  for (const tab of ['documents', 'quotations'] as const) {
    const params = new URLSearchParams(paramsForTab(tab));
    expect(tabFromParam(params.get('tab'))).toBe(tab);
  }
  expect(paramsForTab('documents')).toEqual({});
});

test('each tab is its own named table with its own download route', () => {
  expect(DOCUMENT_TABLES.documents.name).not.toBe(DOCUMENT_TABLES.quotations.name);
  expect(DOCUMENT_TABLES.documents.download.path).not.toBe(DOCUMENT_TABLES.quotations.download.path);
});
