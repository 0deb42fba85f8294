import { api } from './client';
import { fetchEarly, forgetEarly, takeEarly } from './earlyFetch';

/** Early reads against a scripted fetch: taken once, only fresh, only when they succeeded. */
let calls: string[];
let status: number;

const json = (code: number, body: unknown) => new Response(JSON.stringify(body), { status: code, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  calls = [];
  status = 200;
  forgetEarly();
  global.fetch = jest.fn(async (url: RequestInfo | URL) => {
    calls.push(String(url));
    return json(status, { n: calls.length });
  }) as typeof fetch;
});

test("the page's own GET takes the early answer instead of asking again", async () => {
  fetchEarly('/api/shipments/data');
  await expect(api.get('/shipments/data')).resolves.toEqual({ n: 1 });
  expect(calls).toEqual(['/api/shipments/data']);
  // Taken once: the next read asks the server.
  await expect(api.get('/shipments/data')).resolves.toEqual({ n: 2 });
});

test('starting the same read twice asks once', () => {
  fetchEarly('/api/a');
  fetchEarly('/api/a');
  expect(calls).toEqual(['/api/a']);
});

test('an early answer that failed is dropped and the page asks itself', async () => {
  status = 401;
  fetchEarly('/api/shipments/data');
  await expect(takeEarly('/api/shipments/data')).resolves.toBeNull();
  status = 200;
  await expect(api.get('/shipments/data')).resolves.toEqual({ n: 2 });
});

test('an early answer older than ten seconds is not used', async () => {
  fetchEarly('/api/a', 0);
  await expect(takeEarly('/api/a', 10_000)).resolves.toBeNull();
});

test('another selection drops what was fetched for the previous one', async () => {
  fetchEarly('/api/a');
  forgetEarly();
  await expect(takeEarly('/api/a')).resolves.toBeNull();
});

test('a read of another address is not served the early answer', async () => {
  fetchEarly('/api/a');
  await expect(api.get('/b')).resolves.toEqual({ n: 2 });
  expect(calls).toEqual(['/api/a', '/api/b']);
});
