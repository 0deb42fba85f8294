import { mapInOrder } from '../../core/inOrder';
import { formToPayload, localToday } from '@portal/contracts/rules/quoteForm';
import { validQuoteForm } from '@portal/contracts/rules/quoteForm.fixtures';
import { DEMO, signIn, startTestServer, type TestClient, type TestServer } from '../../../test/helpers';

/** The quotes API: list, store (422 shapes), cancel, offer PDF, and scoping between customers. */
jest.setTimeout(60_000);
let server: TestServer;
let customer: TestClient;
let basic: TestClient;

beforeAll(async () => {
  server = await startTestServer();
  customer = await signIn(server.baseUrl, DEMO.customer.email, DEMO.customer.password);
  basic = await signIn(server.baseUrl, DEMO.basic.email, DEMO.basic.password);
});

afterAll(async () => server?.close());

interface ListedQuote {
  quote_nr: string;
  customer: string;
  customergroup: string | null;
  quote_status: string;
  expired: boolean;
  can_download: boolean;
  created_at: string;
  modality: string;
}

const listOf = async (client: TestClient, path = '/shipments/quotes') => {
  const res = await client.get<{ quotes: ListedQuote[] }>(path);
  expect(res.status).toBe(200);
  return res.body.quotes;
};

const select = async (client: TestClient, code: string) => expect((await client.post('/portal/customer', { customer: code })).status).toBe(200);

/** A valid request whose departure is in the near future, whatever today is. */
function validPayload(modality: 'SEA' | 'AIR' | 'MUL' | 'ROA' = 'SEA', customerCode: string | null = null) {
  const departure = new Date(Date.now() + 10 * 86_400_000);
  const departureDate = localToday(departure);
  return { ...formToPayload({ ...validQuoteForm(modality), departureDate }), customer: customerCode };
}

const cancel = async (client: TestClient, quoteNr: string, csrf = true) =>
  client.get(`/shipments/cancel/${quoteNr}`, { headers: csrf && client.csrfToken ? { 'x-csrf-token': client.csrfToken } : {} });

describe('GET /api/shipments/quotes', () => {
  it('lists the open quotes of the selected organisation over all modalities', async () => {
    const quotes = await listOf(customer);
    expect(quotes.length).toBeGreaterThan(5);
    expect(new Set(quotes.map((q) => q.customer))).toEqual(new Set(['C10001']));
    expect(new Set(quotes.map((q) => q.modality))).toEqual(new Set(['SEA', 'AIR', 'MUL', 'ROA']));
    expect(quotes.every((q) => ['Requested', 'In progress', 'Offered'].includes(q.quote_status))).toBe(true);
    // The seed gives each customer open, expired, downloadable and cancellable quotes.
    expect(quotes.some((q) => q.expired)).toBe(true);
    expect(quotes.some((q) => !q.expired && q.can_download)).toBe(true);
    expect(quotes.some((q) => !q.expired && !q.can_download)).toBe(true);
    expect(quotes[0]).toEqual(
      expect.objectContaining({
        quote_nr: expect.stringMatching(/^Q\d{2}-\d{6}$/),
        inco_terms: expect.any(String),
        expected_departure: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        origin_country: expect.any(String),
        goods_description: expect.any(String),
        requestor_email: expect.any(String),
      }),
    );
    expect(quotes[0]).not.toHaveProperty('id');
  });

  it("a group's list holds its members' quotes, with the group on those requested for it", async () => {
    const client = await signIn(server.baseUrl, DEMO.customer.email, DEMO.customer.password);
    await select(client, '0010');
    const quotes = await listOf(client);
    expect(new Set(quotes.map((q) => q.customer))).toEqual(new Set(['C10001', 'C10002', 'C10003']));
    expect(quotes.some((q) => q.customergroup === '0010')).toBe(true);
  });

  it('needs a session', async () => {
    const res = await fetch(`${server.baseUrl}/api/shipments/quotes`);
    expect(res.status).toBe(401);
  });
});

describe('GET /api/quotes/export', () => {
  it('writes the list as it shows: the open quotes of the selection, the expired ones only when asked', async () => {
    const quotes = await listOf(customer);
    const shown = quotes.filter((q) => !q.expired);
    const res = await customer.get('/quotes/export');
    expect(res.status).toBe(200);
    expect(res.headers.get('x-export-rows')).toBe(String(shown.length));
    const lines = res.text.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toBe('Quote,Mode,Incoterm,Departure,Origin,Destination,Goods,Status,Valid until,Created');
    expect(lines.slice(1).map((l) => l.split(',')[0])).toEqual(shown.map((q) => q.quote_nr));
    expect((await customer.get('/quotes/export?expired=1')).headers.get('x-export-rows')).toBe(String(quotes.length));
    // Another organisation's export holds none of these.
    const basic = await signIn(server.baseUrl, DEMO.basic.email, DEMO.basic.password);
    const theirs = (await basic.get('/quotes/export?expired=1')).text;
    expect(quotes.filter((q) => theirs.includes(q.quote_nr))).toEqual([]);
  });
});

describe('POST /api/quotes/quotes/store', () => {
  it('answers 422 with errors per payload field for an empty request, and stores nothing', async () => {
    const before = (await server.db.get<{ n: number }>('SELECT COUNT(*) AS n FROM quotes'))!.n;
    const res = await customer.post('/quotes/quotes/store', {});
    expect(res.status).toBe(422);
    expect(res.body.message).toBe('The given data was invalid.');
    expect(res.body.errors).toMatchObject({
      modality: ['Please choose a transport mode.'],
      inco_terms: ['Please choose an incoterm.'],
      inco_terms_location: ['The incoterm location is required.'],
      goods_description: ['A description of the goods is required.'],
      expected_departure: ['The expected departure date is required.'],
      origin_country: ['The origin country is required.'],
      destination_country: ['The destination country is required.'],
      package_type: ['The package type is required.'],
      weight: ['The weight is required.'],
    });
    expect((await server.db.get<{ n: number }>('SELECT COUNT(*) AS n FROM quotes'))!.n).toBe(before);
  });

  it.each([
    ['a conditional required rule (container for sea)', { container_type: null }, 'container_type', 'The container type is required.'],
    ['a not-a-number rule', { weight: 'heavy' }, 'weight', 'Weight must be a number.'],
    [
      'an incoterm the modality does not offer',
      { inco_terms: 'EXW ' },
      'inco_terms',
      'Incoterm must be one of EXW, FCA, FOB, DAP, CFR, CPT, CIP, DAT, DDP, FAS, CIF for this transport mode.',
    ],
    ['a departure in the past', { expected_departure: '2001-01-01' }, 'expected_departure', 'The expected departure date cannot be in the past.'],
    ['goods value without currency', { extra_goods_insurance: true, goods_value: '1000' }, 'goods_value', 'Choose the currency of the goods value.'],
    ['a flag that is not a boolean', { dangerous_goods: 'perhaps' }, 'dangerous_goods', 'Dangerous goods must be yes or no.'],
  ])('refuses %s, exactly as the form does', async (_d, patch, field, message) => {
    const res = await customer.post('/quotes/quotes/store', { ...validPayload('SEA'), ...patch });
    expect(res.status).toBe(422);
    expect(res.body.errors[field]).toEqual([message]);
  });

  // The outside scan: an object in an optional text field was read as empty and stored (200).
  it.each([
    ['special_instructions', { toString: 1 }],
    ['goods_value', { amount: 1, currency: 'EUR' }],
    ['customer', { $ne: null }],
    ['package_count', ['1']],
    ['origin_city', { valueOf: 1 }],
  ])('refuses %s given as %j with a 422 naming it, and stores nothing', async (field, value) => {
    const before = (await server.db.get<{ n: number }>('SELECT COUNT(*) AS n FROM quotes'))!.n;
    const res = await customer.post('/quotes/quotes/store', { ...validPayload('SEA'), [field]: value });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors)).toEqual([field]);
    expect((await server.db.get<{ n: number }>('SELECT COUNT(*) AS n FROM quotes'))!.n).toBe(before);
  });

  it('stores a valid request as an open quote of the selected organisation, listed and in the sandbox', async () => {
    const payload = validPayload('AIR');
    const res = await customer.post('/quotes/quotes/store', payload);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      message: expect.stringContaining(res.body.quote_nr),
      redirect: 'quotes.index',
      path: '/quotes',
      quote_nr: expect.stringMatching(/^Q\d{2}-\d{6}$/),
    });
    const listed = (await listOf(customer)).find((q) => q.quote_nr === res.body.quote_nr);
    expect(listed).toMatchObject({ customer: 'C10001', customergroup: null, quote_status: 'Requested', expired: false, can_download: false, modality: 'AIR' });
    expect(listed!.created_at.slice(0, 10)).toBe(new Date().toISOString().slice(0, 10));
    expect((await listOf(customer, '/sandbox/quotes')).map((q) => q.quote_nr)).toContain(res.body.quote_nr);
    const row = (await server.db.get<Record<string, unknown>>('SELECT * FROM quotes WHERE quote_nr = @nr', { nr: res.body.quote_nr }))!;
    expect(row).toMatchObject({ shipment_type: 'Loose cargo', volume: 6.5, tailgate: 0, requestor_email: DEMO.customer.email, origin_port: null });
  });

  it('numbers requests one after the other', async () => {
    const a = await customer.post('/quotes/quotes/store', validPayload('ROA'));
    const b = await customer.post('/quotes/quotes/store', validPayload('MUL'));
    expect(Number(b.body.quote_nr.slice(4))).toBe(Number(a.body.quote_nr.slice(4)) + 1);
  });

  it('with a group selected, stores the quote for the chosen member organisation and records the group', async () => {
    const client = await signIn(server.baseUrl, DEMO.customer.email, DEMO.customer.password);
    await select(client, '0010');
    const missing = await client.post('/quotes/quotes/store', validPayload('SEA'));
    expect(missing.status).toBe(422);
    expect(missing.body.errors.customer).toEqual(['Choose the organisation this quote is for.']);
    const outsider = await client.post('/quotes/quotes/store', validPayload('SEA', 'C10010'));
    expect(outsider.status).toBe(422);
    expect(outsider.body.errors.customer).toEqual(['Choose an organisation of the selected group.']);

    const organisations = await client.get('/quotes/organisations');
    expect(organisations.body.organisations.map((o: { value: string }) => o.value).sort()).toEqual(['C10001', 'C10002', 'C10003']);
    const ok = await client.post('/quotes/quotes/store', validPayload('SEA', 'C10003'));
    expect(ok.status).toBe(200);
    expect((await listOf(client)).find((q) => q.quote_nr === ok.body.quote_nr)).toMatchObject({ customer: 'C10003', customergroup: '0010' });
    await select(client, 'C10001');
    expect((await listOf(client)).map((q) => q.quote_nr)).not.toContain(ok.body.quote_nr);
  });

  it('a single organisation cannot slip the quote to another one', async () => {
    const res = await basic.post('/quotes/quotes/store', validPayload('ROA', 'C10001'));
    expect(res.status).toBe(200);
    expect(await server.db.get('SELECT c.code FROM quotes q JOIN customers c ON c.id = q.customer_id WHERE quote_nr = @nr', { nr: res.body.quote_nr })).toEqual(
      { code: 'C10010' },
    );
  });

  it('needs the anti-forgery header', async () => {
    const res = await customer.post('/quotes/quotes/store', validPayload('SEA'), { csrf: false });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('CSRF');
  });
});

describe('GET /api/shipments/cancel/:quote_nr', () => {
  it('cancels a request after the anti-forgery check, and it leaves the list', async () => {
    const { body } = await customer.post('/quotes/quotes/store', validPayload('SEA'));
    const forged = await cancel(customer, body.quote_nr, false);
    expect(forged.status).toBe(403);
    expect(forged.body.code).toBe('CSRF');

    const res = await cancel(customer, body.quote_nr);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(`Your request ${body.quote_nr} has been cancelled.`);
    expect((await listOf(customer)).map((q) => q.quote_nr)).not.toContain(body.quote_nr);
    expect((await cancel(customer, body.quote_nr)).status).toBe(422);
  });

  it('refuses an offer (downloadable) and an expired quote', async () => {
    const quotes = await listOf(customer);
    for (const quote of [quotes.find((q) => q.can_download && !q.expired)!, quotes.find((q) => q.expired)!]) {
      const res = await cancel(customer, quote.quote_nr);
      expect(res.status).toBe(422);
      expect(res.body.errors.quote_nr[0]).toMatch(/can no longer be cancelled/);
    }
  });
});

describe('offer PDF', () => {
  it.each(['/shipments/download', '/documents/getDownloadFile'])('%s/:quote_nr sends a real PDF of the quote', async (path) => {
    const offer = (await listOf(customer)).find((q) => q.can_download)!;
    const res = await fetch(customer.url(`${path}/${offer.quote_nr}`), { headers: { cookie: customer.cookie! } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="${offer.quote_nr}.pdf"`);
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    // The document info (not compressed): its title names the quote.
    expect(bytes.toString('latin1')).toContain(`(Offer ${offer.quote_nr})`);
    expect(bytes.toString('latin1').trimEnd().endsWith('%%EOF')).toBe(true);
  });

  it.each(['/shipments/download', '/documents/getDownloadFile'])('%s refuses an expired offer (the list offers no action on it)', async (path) => {
    const expired = (await listOf(customer)).find((q) => q.expired && q.can_download)!;
    expect(expired).toBeDefined();
    const res = await customer.get(`${path}/${expired.quote_nr}`);
    expect(res.status).toBe(404);
    expect(res.body.message).toBe(`The offer for ${expired.quote_nr} has expired; please request a new quote.`);
  });

  it('an accepted offer stays downloadable after its validity (it is the agreement)', async () => {
    const accepted = (await server.db.get<{ quote_nr: string }>(
      "SELECT q.quote_nr FROM quotes q JOIN customers c ON c.id = q.customer_id WHERE c.code = 'C10001' AND q.quote_status = 'Accepted' AND q.valid_until < @today",
      { today: localToday() },
    ))!;
    const res = await fetch(customer.url(`/documents/getDownloadFile/${accepted.quote_nr}`), { headers: { cookie: customer.cookie! } });
    expect(res.status).toBe(200);
  });

  it('there is no offer to download for a request', async () => {
    const request = (await listOf(customer)).find((q) => !q.can_download)!;
    const res = await customer.get(`/shipments/download/${request.quote_nr}`);
    expect(res.status).toBe(404);
  });

  it('refuses a malformed quote number, naming it', async () => {
    const res = await customer.get('/shipments/download/..%2F..%2Fetc');
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors)).toEqual(['quote_nr']);
  });
});

describe("scoping: nobody lists, downloads or cancels another customer's quote", () => {
  it('the basic user sees only their own organisation', async () => {
    expect(new Set((await listOf(basic)).map((q) => q.customer))).toEqual(new Set(['C10010']));
  });

  it("another customer's quote is not found for download or cancel, and stays as it was", async () => {
    const theirs = await listOf(customer);
    const offer = theirs.find((q) => q.can_download)!;
    const request = theirs.find((q) => !q.can_download && !q.expired)!;
    expect((await basic.get(`/shipments/download/${offer.quote_nr}`)).status).toBe(404);
    expect((await basic.get(`/documents/getDownloadFile/${offer.quote_nr}`)).status).toBe(404);
    expect((await cancel(basic, request.quote_nr)).status).toBe(404);
    expect(await server.db.get('SELECT quote_status FROM quotes WHERE quote_nr = @nr', { nr: request.quote_nr })).toEqual({
      quote_status: request.quote_status,
    });
  });

  const requestorOf = async (quoteNr: string) =>
    (await server.db.get<{ email: string }>('SELECT requestor_email AS email FROM quotes WHERE quote_nr = @quoteNr', { quoteNr }))!.email;

  it.each<[string, { email: string; password: string }, string]>([
    ['basic', DEMO.basic, 'a second portal user of the organisation'],
    ['customer', DEMO.customer, 'a colleague without a portal account'],
  ])("the %s user's sandbox holds only their own requests, not those of %s", async (_who, account) => {
    const client = await signIn(server.baseUrl, account.email, account.password);
    const mine = await listOf(client, '/sandbox/quotes');
    const all = await listOf(client);
    expect(mine.length).toBeGreaterThan(0);
    expect(await mapInOrder(mine, async (q) => requestorOf(q.quote_nr))).toEqual(mine.map(() => account.email));
    // The seed gives each organisation requests by someone else: in its list, not in the sandbox.
    const requestors = await mapInOrder(all, async (q) => requestorOf(q.quote_nr));
    const colleagues = all.filter((_, i) => requestors[i] !== account.email);
    expect(colleagues.length).toBeGreaterThan(0);
    const sandboxNrs = new Set(mine.map((q) => q.quote_nr));
    for (const quote of colleagues) expect(sandboxNrs.has(quote.quote_nr)).toBe(false);
    expect(new Set(all.map((q) => q.quote_nr))).toEqual(new Set([...sandboxNrs, ...colleagues.map((q) => q.quote_nr)]));
  });

  it("basic's colleague is a portal user of the same organisation (Noor Visser, C10010)", async () => {
    const emails = new Set(await mapInOrder(await listOf(basic), async (q) => requestorOf(q.quote_nr)));
    expect(emails).toEqual(new Set([DEMO.basic.email, 'noor.visser@flandersfresh.example']));
  });
});

describe('UN/LOCODE searches', () => {
  it('countries by name or code', async () => {
    expect((await customer.post('/unlocode/countries', { country: 'neth' })).body.countries).toEqual([{ code: 'NL', name: 'Netherlands' }]);
    expect((await customer.post('/unlocode/countries', { country: 'de' })).body.countries[0]).toEqual({ code: 'DE', name: 'Germany' });
    expect((await customer.post('/unlocode/countries', { country: 'cote' })).body.countries).toEqual([{ code: 'CI', name: "Côte d'Ivoire" }]);
  });

  it('cities by name prefix or code within a country', async () => {
    const byName = (await customer.post('/unlocode/cities', { country: 'NL', city: 'rot' })).body.cities;
    expect(byName[0]).toMatchObject({ unlocode: 'NLRTM', name: 'Rotterdam', country: 'NL' });
    expect((await customer.post('/unlocode/cities', { country: 'nl', city: 'NLRTM' })).body.cities.map((c: { unlocode: string }) => c.unlocode)).toEqual([
      'NLRTM',
    ]);
    expect((await customer.post('/unlocode/cities', { country: 'DE', city: 'mün' })).body.cities.map((c: { unlocode: string }) => c.unlocode)).toContain(
      'DEMUC',
    );
  });

  it('ports by transport mode: seaports for sea, airports for air', async () => {
    const sea = (await customer.post('/unlocode/ports', { country: 'DE', port: '', modality: 'SEA' })).body.ports;
    expect(sea.every((p: { is_port: boolean }) => p.is_port)).toBe(true);
    expect(sea.map((p: { unlocode: string }) => p.unlocode)).toEqual(expect.arrayContaining(['DEHAM', 'DEBRV']));
    const air = (await customer.post('/unlocode/ports', { country: 'DE', port: 'fra', modality: 'AIR' })).body.ports;
    expect(air.map((p: { unlocode: string }) => p.unlocode)).toEqual(['DEFRA']);
  });

  it('airports by their own names and IATA codes too ("Schiphol", "AMS", "Narita" find the city\'s code)', async () => {
    const ports = async (country: string, port: string, modality: string) =>
      (await customer.post('/unlocode/ports', { country, port, modality })).body.ports as { unlocode: string; name: string; also_named?: string }[];
    expect((await ports('NL', 'Schiphol', 'AIR'))[0]).toMatchObject({ unlocode: 'NLAMS', name: 'Amsterdam', also_named: 'Amsterdam Schiphol Airport' });
    expect((await ports('NL', 'schip', 'AIR')).map((p) => p.unlocode)).toEqual(['NLAMS']);
    expect((await ports('NL', 'ams', 'AIR')).map((p) => p.unlocode)).toContain('NLAMS');
    expect((await ports('JP', 'narita', 'AIR')).map((p) => p.unlocode)).toEqual(['JPTYO']);
    expect((await ports('GB', 'Heathrow', '')).map((p) => p.unlocode)).toEqual(['GBLON']);
    // An airport's name does not find a seaport.
    expect(await ports('NL', 'Schiphol', 'SEA')).toEqual([]);
  });

  it.each([
    ['/unlocode/cities', { city: 'rot' }, 'country', 'Choose a country first.'],
    ['/unlocode/ports', { country: 'Netherlands', port: 'rot' }, 'country', 'Choose a country first.'],
    ['/unlocode/cities', { country: 'NL', city: { $gt: '' } }, 'city', 'The city field must be text or empty.'],
    // The outside scan's 500: String() on an object whose toString is not a function.
    ['/unlocode/ports', { country: 'NL', port: 'Rot', modality: { toString: 1 } }, 'modality', 'The modality field must be text or empty.'],
    ['/unlocode/ports', { country: 'NL', port: 'Rot', modality: ['SEA'] }, 'modality', 'The modality field must be text or empty.'],
    ['/unlocode/countries', { country: 'x'.repeat(51) }, 'country', 'Search with at most 50 characters.'],
  ])('%s refuses %j with a 422', async (path, body, field, message) => {
    const res = await customer.post(path, body);
    expect(res.status).toBe(422);
    expect(res.body.errors[field]).toEqual([message]);
  });
});
