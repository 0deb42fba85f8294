import { formToPayload, localToday } from '@portal/contracts/rules/quoteForm';
import { validQuoteForm } from '@portal/contracts/rules/quoteForm.fixtures';
import { DEMO, signIn, startTestServer, type TestClient, type TestServer } from '../../../test/helpers';

/**
 * POST /api/quotes/quotes/store beyond the shared schema: the places are looked up in UN/LOCODE
 * (placeChecks.ts), and the departure gets one day of slack for a browser on another date.
 */
jest.setTimeout(60_000);
let server: TestServer;
let customer: TestClient;

beforeAll(async () => {
  server = await startTestServer();
  customer = await signIn(server.baseUrl, DEMO.customer.email, DEMO.customer.password);
});

afterAll(async () => server?.close());

const DAY_MS = 86_400_000;

/** A valid request (ports CNNGB → NLRTM for sea) departing `inDays` from the server's today. */
function payload(modality: 'SEA' | 'AIR' = 'SEA', inDays = 10) {
  return formToPayload({ ...validQuoteForm(modality), departureDate: localToday(new Date(Date.now() + inDays * DAY_MS)) });
}

const store = async (body: object) => customer.post('/quotes/quotes/store', body);

describe('places are looked up in UN/LOCODE', () => {
  it('the valid request passes (its places are real)', async () => {
    expect((await store(payload('SEA'))).status).toBe(200);
  });

  it('refuses a well-formed country code that does not exist', async () => {
    const res = await store({ ...payload(), origin_country: 'ZZ' });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ origin_country: ['Origin country ZZ is unknown; choose it from the list.'] });
  });

  it('refuses a well-formed port code that does not exist', async () => {
    const res = await store({ ...payload(), destination_port: 'NLXQZ' });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ destination_port: ['Destination seaport NLXQZ is unknown; choose it from the list.'] });
  });

  it('refuses a real port outside the chosen country', async () => {
    const res = await store({ ...payload(), origin_port: 'NLRTM' });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ origin_port: ['Origin seaport NLRTM is not in the origin country (CN).'] });
    const other = await store({ ...payload(), destination_country: 'DE' });
    expect(other.body.errors).toEqual({ destination_port: ['Destination seaport NLRTM is not in the destination country (DE).'] });
  });

  it('refuses a place that is no seaport for a sea request', async () => {
    const inland = (await server.db.get<{ unlocode: string }>(
      "SELECT unlocode FROM unlocodes WHERE country = 'NL' AND is_port = FALSE ORDER BY unlocode LIMIT 1",
    ))!.unlocode;
    const res = await store({ ...payload(), destination_port: inland });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ destination_port: [`${inland} is not a seaport; choose the destination seaport from the list.`] });
  });

  it('answers schema and place errors together, one message per field', async () => {
    const res = await store({ ...payload(), weight: 'heavy', destination_country: 'QQ' });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({
      weight: ['Weight must be a number.'],
      destination_country: ['Destination country QQ is unknown; choose it from the list.'],
    });
  });

  it('a malformed code keeps the schema message only', async () => {
    const res = await store({ ...payload(), origin_port: 'Ningbo' });
    expect(res.body.errors).toEqual({ origin_port: ['Choose the origin port from the list.'] });
  });

  it('a port the incoterm hides is not checked (it is not sent on)', async () => {
    // Air EXW shows no ports: a stale value there never blocks a request.
    const res = await store({ ...payload('AIR'), origin_port: 'ZZZZZ' });
    expect(res.status).toBe(200);
    expect(await server.db.get('SELECT origin_port FROM quotes WHERE quote_nr = @nr', { nr: res.body.quote_nr })).toEqual({ origin_port: null });
  });
});

describe('the departure date: one day of slack for a browser on another date', () => {
  it("accepts the server's yesterday (a customer west of the server), lists it as open and cancellable", async () => {
    const res = await store(payload('SEA', -1));
    expect(res.status).toBe(200);
    const listed = (await customer.get('/shipments/quotes')).body.quotes.find((q: { quote_nr: string }) => q.quote_nr === res.body.quote_nr);
    expect(listed).toMatchObject({ expired: false, quote_status: 'Requested' });
    const cancel = await customer.get(`/shipments/cancel/${res.body.quote_nr}`, { headers: { 'x-csrf-token': customer.csrfToken! } });
    expect(cancel.status).toBe(200);
  });

  it('refuses the day before yesterday', async () => {
    const res = await store(payload('SEA', -2));
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ expected_departure: ['The expected departure date cannot be in the past.'] });
  });

  it('accepts a year and a day ahead (a customer east of the server), not two days more', async () => {
    const inAYear = (days: number) => {
      const date = new Date();
      date.setFullYear(date.getFullYear() + 1);
      return localToday(new Date(date.getTime() + days * DAY_MS));
    };
    expect((await store({ ...payload(), expected_departure: inAYear(1) })).status).toBe(200);
    const res = await store({ ...payload(), expected_departure: inAYear(2) });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ expected_departure: ['Quotes can be requested for a departure within one year.'] });
  });
});
