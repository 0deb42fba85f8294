import { readFileSync } from 'node:fs';
import path from 'node:path';

type Loader = (this: { resourcePath: string }, source: string) => string;
// The webpack pre-loader every browser build runs on these modules (shared/webpack/webpack.cjs).
// eslint-disable-next-line @typescript-eslint/no-require-imports
const browserContractLoader = require('../../webpack/browserContractLoader.cjs') as Loader;

const browserCopyOf = (source: string, resourcePath = 'contract.ts') => browserContractLoader.call({ resourcePath }, source);
const browserCopyOfFile = (file: string) => browserCopyOf(readFileSync(path.join(__dirname, file), 'utf8'), file);

describe("a contract module's browser copy", () => {
  test('keeps what call() and download() read of an endpoint: method, path, anonymous, aliases and file', () => {
    const copy = browserCopyOfFile('quotes.ts');
    expect(copy).toContain("path: '/api/quotes/:quote_nr/offer'");
    expect(copy).toContain("aliases: ['/api/shipments/download/:quote_nr']");
    expect(copy).toMatch(/file: PDF/);
    expect(browserCopyOfFile('auth.ts')).toMatch(/anonymous: true/);
  });

  test('leaves out the schemas and the documentation, which only the API and its document read', () => {
    for (const file of ['shipments.ts', 'quotes.ts', 'portal.ts', 'notifications.ts']) {
      const copy = browserCopyOfFile(file);
      expect(copy).toMatch(/method: 'GET'/);
      for (const property of ['response', 'query', 'params', 'summary', 'permission', 'public', 'tag']) expect(copy).not.toMatch(new RegExp(`\\b${property}: `));
    }
    // `body` is also a field of a notification's schema: the request bodies by name.
    expect(browserCopyOfFile('quoteRequests.ts')).not.toMatch(/body: (quoteRequestBody|countrySearchBody)/);
  });

  test('marks the calls made while the module loads pure, so unused schemas can go, and no call inside a function', () => {
    const copy = browserCopyOf('const day = Str({ format: "date" });\nconst ofRow = (row: unknown) => Obj({ row });\nexport function keep() { registry.set(1); }\n');
    expect(copy).toContain('const day = /*#__PURE__*/ Str({ format: "date" });');
    expect(copy).toContain('=> Obj({ row })');
    expect(copy).toContain('registry.set(1);');
    expect(copy).not.toMatch(/PURE__\*\/ (Obj|registry)/);
  });

  test('makes a module-level schema built with a spread by a pure call without arguments, which webpack can leave out (a spread argument is never pure to it)', () => {
    const copy = browserCopyOf('const fields = { a: Str() };\nexport const page = Obj({ start: Integer(), ...fields });\nexport const plain = Obj({ a: Str() });\nexport function make() { return Obj({ ...fields }); }\n');
    expect(copy).toContain('export const page = /*#__PURE__*/ (() => (/*#__PURE__*/ Obj({ start: /*#__PURE__*/ Integer(), ...fields })))();');
    expect(copy).toContain('export const plain = /*#__PURE__*/ Obj({ a: /*#__PURE__*/ Str() });');
    expect(copy).toContain('const fields = { a: /*#__PURE__*/ Str() };');
    expect(copy).toContain('return Obj({ ...fields });');
  });

  test("makes a table's contract from its address alone", () => {
    const copy = browserCopyOf("export const air = tableContract('/api/myShipments/air', { row: rowSchema, permission: 'shipments.index' });");
    expect(copy).toContain("tableContract('/api/myShipments/air', {})");
  });
});
