import { serverWithCustomer, validRequest } from './quotes.fixtures';

/**
 * The quotes contract's own addresses (shared/contracts/src/quotes.ts) beside the spec's older
 * ones (quotes.api.test.ts calls those): each new address does what its older one does, the
 * searches read their query, and the POST cancel keeps the anti-forgery check.
 */
jest.setTimeout(60_000);
const env = serverWithCustomer();

const quoteNrs = async (path: string) => {
  const res = await env.customer.get<{ quotes: { quote_nr: string; can_download: boolean; expired: boolean }[] }>(path);
  expect(res.status).toBe(200);
  return res.body.quotes;
};

describe('the lists under /api/quotes answer as their older addresses', () => {
  it.each([
    ['/quotes', '/shipments/quotes'],
    ['/quotes/sandbox', '/sandbox/quotes'],
  ])('GET %s lists what GET %s lists', async (path, older) => {
    const quotes = await quoteNrs(path);
    expect(quotes.length).toBeGreaterThan(0);
    expect(quotes).toEqual(await quoteNrs(older));
  });
});

describe('POST /api/quotes (older: /api/quotes/quotes/store)', () => {
  it('stores a request, which the list then holds; an empty one is a 422 naming the fields', async () => {
    const res = await env.customer.post('/quotes', validRequest('AIR'));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ path: '/quotes', quote_nr: expect.stringMatching(/^Q/) });
    expect((await quoteNrs('/quotes')).map((q) => q.quote_nr)).toContain(res.body.quote_nr);

    const empty = await env.customer.post('/quotes', {});
    expect(empty.status).toBe(422);
    expect(Object.keys(empty.body.errors)).toEqual(expect.arrayContaining(['modality', 'goods_description']));
  });
});

describe('GET /api/quotes/:quote_nr/offer (older: /api/shipments/download/:quote_nr)', () => {
  it('sends the offer PDF under the quote number; none for a request', async () => {
    const quotes = await quoteNrs('/quotes');
    const offer = quotes.find((q) => q.can_download && !q.expired)!;
    const res = await fetch(env.customer.url(`/quotes/${offer.quote_nr}/offer`), { headers: { cookie: env.customer.cookie! } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="${offer.quote_nr}.pdf"`);
    expect(Buffer.from(await res.arrayBuffer()).subarray(0, 5).toString()).toBe('%PDF-');

    const request = quotes.find((q) => !q.can_download)!;
    expect((await env.customer.get(`/quotes/${request.quote_nr}/offer`)).status).toBe(404);
  });
});

describe('POST /api/quotes/:quote_nr/cancel (older: GET /api/shipments/cancel/:quote_nr)', () => {
  it('refuses a forged request, cancels with the anti-forgery header, then refuses again', async () => {
    const { body } = await env.customer.post('/quotes', validRequest('SEA'));
    const forged = await env.customer.post(`/quotes/${body.quote_nr}/cancel`, undefined, { csrf: false });
    expect(forged.status).toBe(403);
    expect(forged.body.code).toBe('CSRF');
    expect((await quoteNrs('/quotes')).map((q) => q.quote_nr)).toContain(body.quote_nr);

    const res = await env.customer.post(`/quotes/${body.quote_nr}/cancel`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: `Your request ${body.quote_nr} has been cancelled.` });
    expect((await quoteNrs('/quotes')).map((q) => q.quote_nr)).not.toContain(body.quote_nr);
    expect((await env.customer.post(`/quotes/${body.quote_nr}/cancel`)).status).toBe(422);
  });
});

describe('the UN/LOCODE searches as GET with the same fields in the query (older: POST /api/unlocode/*)', () => {
  it.each([
    ['countries', { country: 'neth' }],
    ['cities', { country: 'NL', city: 'rot' }],
    ['ports', { country: 'DE', port: 'fra', modality: 'AIR' }],
    ['ports', { country: 'NL', port: 'Schiphol', modality: '' }],
  ])('GET /api/quotes/unlocode/%s?%j finds what the POST finds', async (what, fields) => {
    const byQuery = await env.customer.get(`/quotes/unlocode/${what}?${new URLSearchParams(fields)}`);
    expect(byQuery.status).toBe(200);
    const list = byQuery.body[what] as unknown[];
    expect(list.length).toBeGreaterThan(0);
    expect(list).toEqual((await env.customer.post(`/unlocode/${what}`, fields)).body[what]);
  });

  it.each([
    ['cities', 'city=rot', 'country', 'Choose a country first.'],
    ['ports', 'country=Netherlands&port=rot', 'country', 'Choose a country first.'],
    ['countries', `country=${'x'.repeat(51)}`, 'country', 'Search with at most 50 characters.'],
  ])('GET /api/quotes/unlocode/%s?%s is a 422 naming the field', async (what, query, field, message) => {
    const res = await env.customer.get(`/quotes/unlocode/${what}?${query}`);
    expect(res.status).toBe(422);
    expect(res.body.errors[field]).toEqual([message]);
  });

  it('a field given twice is a 422 naming it, not a search for either', async () => {
    const res = await env.customer.get('/quotes/unlocode/cities?country=NL&city=rot&city=ams');
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors)).toEqual(['city']);
  });
});
