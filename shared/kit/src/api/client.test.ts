import { api, filenameFromDisposition, setCsrfToken } from './client';
import { ApiError } from './errors';
import { bus } from '../events/bus';

/** The API client against a scripted fetch: what it sends, and what each kind of answer becomes. */
type Call = { url: string; init: RequestInit };
let calls: Call[];
let answers: Array<() => Response>;

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  calls = [];
  answers = [];
  setCsrfToken(null);
  global.fetch = jest.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(url), init: init ?? {} });
    const next = answers.shift();
    if (!next) throw new Error(`unexpected call to ${String(url)}`);
    return next();
  }) as typeof fetch;
});

const header = (call: Call, name: string) => (call.init.headers as Record<string, string>)[name];

test('a GET goes to same-origin /api with the cookie and without the anti-forgery header', async () => {
  answers.push(() => json(200, { ok: true }));
  await expect(api.get('/shipments/data', { query: { a: 1, empty: '', none: undefined } })).resolves.toEqual({ ok: true });
  expect(calls[0].url).toBe('/api/shipments/data?a=1');
  expect(calls[0].init.credentials).toBe('same-origin');
  expect(header(calls[0], 'x-csrf-token')).toBeUndefined();
});

test('a state change fetches the anti-forgery token once and sends it', async () => {
  answers.push(() => json(200, { csrfToken: 'tok-1' }), () => json(200, {}), () => json(200, {}));
  await api.post('/portal/customer', { customer: 'C10001' });
  await api.get('/shipments/cancel/Q1', { stateChanging: true });
  expect(calls.map((c) => c.url)).toEqual(['/api/auth/csrf', '/api/portal/customer', '/api/shipments/cancel/Q1']);
  expect(header(calls[1], 'x-csrf-token')).toBe('tok-1');
  expect(header(calls[2], 'x-csrf-token')).toBe('tok-1');
  expect(calls[1].init.body).toBe(JSON.stringify({ customer: 'C10001' }));
});

test('a CSRF refusal after a renewed session fetches a fresh token and retries once', async () => {
  setCsrfToken('stale');
  answers.push(
    () => json(403, { message: 'Invalid token', code: 'CSRF' }),
    () => json(200, { csrfToken: 'fresh' }),
    () => json(200, { saved: true }),
  );
  await expect(api.post('/quotes/quotes/store', {})).resolves.toEqual({ saved: true });
  expect(header(calls[2], 'x-csrf-token')).toBe('fresh');
});

test('a 401 signs the user out on the bus and rejects', async () => {
  const heard = jest.fn();
  const off = bus.on('auth:signedOut', heard);
  answers.push(() => json(401, { message: 'Unauthenticated.' }));
  await expect(api.get('/portal/userProfile')).rejects.toMatchObject({ status: 401 });
  expect(heard).toHaveBeenCalledWith({ reason: 'expired' });
  off();
});

test('a 422 becomes an ApiError with the errors per field', async () => {
  setCsrfToken('t');
  answers.push(() => json(422, { message: 'The given data was invalid.', errors: { weight: ['Weight must be a number.', 'x'], name: ['Name is required.'] } }));
  const error = await api.post('/x', {}).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(ApiError);
  expect((error as ApiError).isValidation).toBe(true);
  expect((error as ApiError).firstFieldMessages()).toEqual(['Weight must be a number.', 'Name is required.']);
});

test('a network failure and a non-JSON 502 both become ApiErrors the user can read', async () => {
  answers.push(() => {
    throw new TypeError('Failed to fetch');
  });
  await expect(api.get('/a')).rejects.toMatchObject({ status: 0, message: 'The portal could not reach the server.' });
  answers.push(() => new Response('<html>Bad gateway</html>', { status: 502 }));
  await expect(api.get('/a')).rejects.toMatchObject({ status: 502, message: 'An unknown error occurred.' });
});

test.each([
  [`attachment; filename="plain.pdf"; filename*=UTF-8''Pr%C3%BCfbericht%20(1).pdf`, 'Prüfbericht (1).pdf'],
  ['attachment; filename="logins.xlsx"', 'logins.xlsx'],
  [`attachment; filename*=UTF-8''%E0%A4%A`, null],
  [null, null],
])('reads the download name from %p', (header, expected) => {
  expect(filenameFromDisposition(header)).toBe(expected);
});
