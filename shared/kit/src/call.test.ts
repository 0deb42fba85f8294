import { Integer, Object as Obj, String as Str } from '@sinclair/typebox';
import { setCsrfToken } from './api/client';
import { bus } from './events/bus';
import { call } from './call';
import { defineContract, fillPath } from '@portal/contracts/endpoint';
import { networkContract } from '@portal/contracts/network';
import { authContract } from '@portal/contracts/auth';
import { TABLE_PAGE_SIZE, firstPageAddress, tableWireQuery } from '@portal/contracts/tables';
import { MY_DOCUMENTS_DEFAULT_SORT, myDocumentsTables } from '@portal/contracts/tables.myDocuments';
import { fetchEarly, forgetEarly } from './api/earlyFetch';

/** A contract's browser call through the real API client, against a scripted fetch. */
let asked: { url: string; init: RequestInit }[];
beforeEach(() => {
  asked = [];
  setCsrfToken('tok');
  global.fetch = jest.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    asked.push({ url: String(url), init: init ?? {} });
    return Response.json({ ok: true });
  }) as typeof fetch;
});

const example = defineContract({
  rename: {
    method: 'PUT',
    path: '/api/things/:group/:id',
    permission: 'things.edit',
    summary: 'Rename a thing',
    tag: 'Things',
    params: Obj({ group: Str(), id: Integer() }),
    body: Obj({ name: Str() }),
    response: Obj({ ok: Str() }),
  },
});

test('readBody reads a successful answer instead of res.json(); an error answer is still an ApiError', async () => {
  const read = jest.fn(async (res: Response) => ({ read: await res.text() }));
  await expect(call(networkContract.offices, { readBody: read as never })).resolves.toEqual({ read: '{"ok":true}' });
  expect(read).toHaveBeenCalledTimes(1);
  global.fetch = jest.fn(async () => Response.json({ message: 'Nope.' }, { status: 500 })) as typeof fetch;
  await expect(call(networkContract.offices, { readBody: read as never })).rejects.toMatchObject({ status: 500, message: 'Nope.' });
  expect(read).toHaveBeenCalledTimes(1);
});

test('a GET goes to the address the contract declares', async () => {
  await expect(call(networkContract.offices)).resolves.toEqual({ ok: true });
  expect(asked.map((a) => [a.init.method, a.url])).toEqual([['GET', '/api/networks/offices']]);
});

test('parameters fill the address, escaped, and the body goes with the declared method', async () => {
  await call(example.rename, { params: { group: 'a/b c', id: 7 }, body: { name: 'New' } });
  expect(asked[0].url).toBe('/api/things/a%2Fb%20c/7');
  expect(asked[0].init.method).toBe('PUT');
  expect(asked[0].init.body).toBe(JSON.stringify({ name: 'New' }));
  expect((asked[0].init.headers as Record<string, string>)['x-csrf-token']).toBe('tok');
});

test('an address parameter without a value is refused before anything is sent', () => {
  expect(() => fillPath('/api/things/:group/:id', { group: 'x' })).toThrow(':id');
  expect(fillPath('/api/networks/data')).toBe('/api/networks/data');
});

test("an anonymous endpoint's 401 is its caller's to handle: nobody is signed out", async () => {
  const anonymous = defineContract({
    redeem: { method: 'POST', path: '/api/links/redeem', anonymous: true, summary: 'Redeem a link', tag: 'Links', body: Obj({ token: Str() }), response: Obj({}) },
  });
  const signedOut = jest.fn();
  const off = bus.on('auth:signedOut', signedOut);
  global.fetch = jest.fn(async () => Response.json({ message: 'Unauthenticated.' }, { status: 401 })) as typeof fetch;
  await expect(call(anonymous.redeem, { body: { token: 't' } })).rejects.toMatchObject({ status: 401 });
  expect(signedOut).not.toHaveBeenCalled();
  await expect(call(example.rename, { params: { group: 'g', id: 1 }, body: { name: 'x' } })).rejects.toMatchObject({ status: 401 });
  expect(signedOut).toHaveBeenCalledTimes(1);
  off();
});

test("a table's first-page early read is the very address the table's own first read asks for, so the read takes it", async () => {
  // DataTable's first read: rows 0 to its page size in the default sort, no filter (shared/ui/src/DataTable.tsx).
  const table = myDocumentsTables.documents;
  const sortModel = MY_DOCUMENTS_DEFAULT_SORT;
  fetchEarly(firstPageAddress(table, { sortModel }));
  await call(table.rows, { query: tableWireQuery({ startRow: 0, endRow: TABLE_PAGE_SIZE, sortModel, filterModel: {}, params: undefined }) });
  expect(asked.map((a) => a.url)).toEqual([firstPageAddress(table, { sortModel })]);
  forgetEarly();
});

test("the anti-forgery token comes from the auth contract's address", async () => {
  setCsrfToken(null);
  global.fetch = jest.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    asked.push({ url: String(url), init: init ?? {} });
    return Response.json(String(url) === authContract.csrf.path ? { csrfToken: 'from-contract' } : { ok: 'yes' });
  }) as typeof fetch;
  await call(example.rename, { params: { group: 'g', id: 1 }, body: { name: 'x' } });
  expect(asked.map((a) => a.url)).toEqual([authContract.csrf.path, '/api/things/g/1']);
  expect((asked[1].init.headers as Record<string, string>)['x-csrf-token']).toBe('from-contract');
});
