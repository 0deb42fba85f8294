import { download } from '@portal/kit';
import { customersEntity } from '@portal/contracts/reference/customers';
import { documentsEntity } from '@portal/contracts/reference/documents';
import { exportLogins } from '../../features/areas/api/exportLogins';
import { createRecord } from './createRecord';
import { deleteRecord } from './deleteRecord';
import { fetchOptions } from './fetchOptions';
import { fetchRecord } from './fetchRecord';
import { updateRecord } from './updateRecord';

// Saving a file is the browser's (an anchor's click): here only what is asked for, and under which name.
jest.mock('@portal/kit', () => ({ ...jest.requireActual('@portal/kit'), download: jest.fn(async (_endpoint: unknown, _input: unknown, name: string) => name) }));

/** The area's calls through the real API client, against a scripted fetch: what is asked, and what comes of the answer. */
let asked: { method: string; url: string; body?: unknown }[];
let answer: () => Response;
const json = (body: unknown, status = 200) => Response.json(body, { status });

beforeEach(() => {
  asked = [];
  global.fetch = jest.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    // The anti-forgery token a change asks for first is not what these tests look at.
    if (String(url).endsWith('/auth/csrf')) return json({ csrfToken: 'token' });
    asked.push({ method: init?.method ?? 'GET', url: String(url), ...(init?.body ? { body: JSON.parse(String(init.body)) } : {}) });
    return answer();
  }) as typeof fetch;
});

describe("a record's calls go to the entity's own addresses", () => {
  test('its show page asks for the record by id, escaped', async () => {
    const record = { record: { id: 12 }, label: 'C10012', audit: { created_at: null, created_by: null, updated_at: null, updated_by: null }, related: [] };
    answer = () => json(record);
    await expect(fetchRecord(customersEntity, '12')).resolves.toEqual(record);
    await fetchRecord(customersEntity, 'a/b').catch(() => undefined);
    expect(asked.map((a) => `${a.method} ${a.url}`)).toEqual(['GET /api/reference/customers/12', 'GET /api/reference/customers/a%2Fb']);
  });

  test('create posts the form to the collection, edit puts it on the record, delete deletes the record', async () => {
    answer = () => json({ message: 'Customer C10012 was saved.', id: 12 });
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
    answer = () => json({});
    await expect(async () => createRecord(documentsEntity, { name: 'x' })).rejects.toThrow('documents offers no create');
    expect(asked).toEqual([]);
  });

  test('a refused save is an error with the fields’ messages', async () => {
    answer = () => json({ message: 'The given data was invalid.', errors: { code: ['Customer code is required.'] } }, 422);
    await expect(createRecord(customersEntity, {})).rejects.toMatchObject({ status: 422, errors: { code: ['Customer code is required.'] } });
  });
});

test("a select's options come from its source's list", async () => {
  answer = () => json({ options: [{ value: '3', label: 'C10003 – Acme' }] });
  await expect(fetchOptions('customers')).resolves.toEqual([{ value: '3', label: 'C10003 – Acme' }]);
  expect(asked.map((a) => a.url)).toEqual(['/api/reference/options/customers']);
});

test('the sign-in export asks for the workbook, saved as logins.xlsx when the API gives no name', async () => {
  await expect(exportLogins()).resolves.toBe('logins.xlsx');
  expect(download).toHaveBeenCalledWith(expect.objectContaining({ method: 'GET', path: '/api/export/logins' }), {}, 'logins.xlsx');
});
