/** @jest-environment jsdom */
import { customersEntity } from '@portal/shared/reference/customers';
import { documentsEntity } from '@portal/shared/reference/documents';
import { exportLogins } from '../../areas/api/exportLogins';
import { createRecord } from './createRecord';
import { deleteRecord } from './deleteRecord';
import { fetchOptions } from './fetchOptions';
import { fetchRecord } from './fetchRecord';
import { updateRecord } from './updateRecord';

/** The area's calls through the real API client, against a scripted fetch: what is asked, and what comes of the answer. */
let asked: { method: string; url: string; body?: unknown }[];
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
  global.fetch = jest.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    // The anti-forgery token a change asks for first is not what these tests look at.
    if (String(url).endsWith('/auth/csrf')) return response({ csrfToken: 'token' });
    asked.push({ method: init?.method ?? 'GET', url: String(url), ...(init?.body ? { body: JSON.parse(String(init.body)) } : {}) });
    return answer();
  }) as typeof fetch;
  URL.createObjectURL = jest.fn(() => 'blob:logins');
  URL.revokeObjectURL = jest.fn();
});

describe("a record's calls go to the entity's own addresses", () => {
  test('its show page asks for the record by id, escaped', async () => {
    const record = { record: { id: 12 }, label: 'C10012', audit: { created_at: null, created_by: null, updated_at: null, updated_by: null }, related: [] };
    answer = () => response(record);
    await expect(fetchRecord(customersEntity, '12')).resolves.toEqual(record);
    await fetchRecord(customersEntity, 'a/b').catch(() => undefined);
    expect(asked.map((a) => `${a.method} ${a.url}`)).toEqual(['GET /api/reference/customers/12', 'GET /api/reference/customers/a%2Fb']);
  });

  test('create posts the form to the collection, edit puts it on the record, delete deletes the record', async () => {
    answer = () => response({ message: 'Customer C10012 was saved.', id: 12 });
    await expect(createRecord(customersEntity, { code: 'C10012' })).resolves.toEqual({ message: 'Customer C10012 was saved.', id: 12 });
    await updateRecord(customersEntity, '12', { code: 'C10012' });
    await deleteRecord(documentsEntity, 7);
    expect(asked).toEqual([
      { method: 'POST', url: '/api/reference/customers', body: { code: 'C10012' } },
      { method: 'PUT', url: '/api/reference/customers/12', body: { code: 'C10012' } },
      { method: 'DELETE', url: '/api/reference/documents/7' },
    ]);
  });

  test('an action the entity does not offer is never sent', async () => {
    answer = () => response({});
    await expect(async () => createRecord(documentsEntity, { name: 'x' })).rejects.toThrow('documents offers no create');
    expect(asked).toEqual([]);
  });

  test('a refused save is an error with the fields’ messages', async () => {
    answer = () => response({ message: 'The given data was invalid.', errors: { code: ['Customer code is required.'] } }, { status: 422 });
    await expect(createRecord(customersEntity, {})).rejects.toMatchObject({ status: 422, errors: { code: ['Customer code is required.'] } });
  });
});

test("a select's options come from its source's list", async () => {
  answer = () => response({ options: [{ value: '3', label: 'C10003 – Acme' }] });
  await expect(fetchOptions('customers')).resolves.toEqual([{ value: '3', label: 'C10003 – Acme' }]);
  expect(asked.map((a) => a.url)).toEqual(['/api/reference/options/customers']);
});

test('the sign-in export is saved as logins.xlsx unless the API names it', async () => {
  const clicked: string[] = [];
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push(this.download);
  });
  answer = () => response('PK');
  await expect(exportLogins()).resolves.toBe('logins.xlsx');
  expect(asked.map((a) => `${a.method} ${a.url}`)).toEqual(['GET /api/export/logins']);
  expect(clicked).toEqual(['logins.xlsx']);
});
