/** @jest-environment jsdom */
import { countDocuments } from './countDocuments';
import { downloadDocument } from './downloadDocument';

/** The slice's calls through the real API client, against a scripted fetch: what is asked, and what comes of the answer. */
let asked: string[];
let answer: () => Response;

/** jsdom has no fetch Response: the parts of one the client reads. */
function response(body: unknown, { status = 200, headers = {} as Record<string, string> } = {}): Response {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  const type = typeof body === 'string' ? {} : { 'content-type': 'application/json' };
  const lower = Object.fromEntries(Object.entries({ ...type, ...headers }).map(([k, v]) => [k.toLowerCase(), v]));
  return {
    ok: status >= 200 && status < 300,
    status,
    headers: { get: (name: string) => lower[name.toLowerCase()] ?? null },
    json: async () => JSON.parse(text),
    text: async () => text,
    blob: async () => new Blob([text]),
  } as unknown as Response;
}

beforeEach(() => {
  asked = [];
  global.fetch = jest.fn(async (url: RequestInfo | URL) => {
    asked.push(String(url));
    return answer();
  }) as typeof fetch;
  URL.createObjectURL = jest.fn(() => 'blob:document');
  URL.revokeObjectURL = jest.fn();
});

describe("a tab's total", () => {
  test('is an empty page of that tab’s table, and its total', async () => {
    answer = () => response({ rows: [], total: 1234 });
    await expect(countDocuments('documents')).resolves.toBe(1234);
    await expect(countDocuments('quotations')).resolves.toBe(1234);
    expect(asked).toEqual(['/api/myDocuments/documents/rows?startRow=0&endRow=0', '/api/myDocuments/quotes/rows?startRow=0&endRow=0']);
  });

  test('a refused read is an error, not a zero', async () => {
    answer = () => response({ message: 'Forbidden' }, { status: 403 });
    await expect(countDocuments('documents')).rejects.toMatchObject({ status: 403 });
  });
});

describe('a download', () => {
  const row = { id: 7, name: 'Invoice', filename: 'inv 7#a.pdf', original_filename: 'Invoice 7.pdf' };
  let clicked: HTMLAnchorElement[];
  beforeEach(() => {
    clicked = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
  });

  test('asks the tab’s route for the stored name, escaped, and saves under the name the API gives', async () => {
    answer = () => response('%PDF', { headers: { 'Content-Disposition': `attachment; filename*=UTF-8''R%C3%A9sum%C3%A9.pdf` } });
    await expect(downloadDocument('quotations', row)).resolves.toBe('Résumé.pdf');
    expect(asked).toEqual(['/api/myDocuments/quotes/getDownloadFile/inv%207%23a.pdf']);
    expect(clicked.map((a) => a.download)).toEqual(['Résumé.pdf']);
  });

  test('without a name from the API, the row’s original name', async () => {
    answer = () => response('%PDF');
    await expect(downloadDocument('documents', row)).resolves.toBe('Invoice 7.pdf');
    expect(asked).toEqual(['/api/myDocuments/documents/getDownloadFile/inv%207%23a.pdf']);
  });

  test('a missing file saves nothing', async () => {
    answer = () => response({ message: 'Not found' }, { status: 404 });
    await expect(downloadDocument('documents', row)).rejects.toMatchObject({ status: 404 });
    expect(clicked).toEqual([]);
  });
});
