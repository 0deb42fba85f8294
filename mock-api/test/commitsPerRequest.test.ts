import { addDays } from '@portal/contracts/dates/days';
import { localToday } from '@portal/contracts/rules/quoteForm';
import { requestTag } from '../src/db/requestTag';
import { validRequest } from '../src/modules/quotes/quotes.fixtures';
import { contentTypeId, day, idOf, pdfBytes, upload } from './documentsFixtures';
import { DEMO, signIn, startTestServer, TestClient, type ApiResponse, type TestServer } from './helpers';

/**
 * Each frequent write request commits durably once: its data, its audit line and whatever else it
 * writes in one transaction, so it pays one flush of the log (on PostgreSQL, every flush a write
 * waits for is what limits how many a second the portal takes). Counted by the data layer
 * (Db.onDurableCommit), per request by its id (the answer's X-Request-Id), so the background work
 * of the test server is not counted.
 */
jest.setTimeout(120_000);
let server: TestServer;
let customer: TestClient;
let admin: TestClient;
/** Durable commits per request id. */
const commits = new Map<string, number>();

beforeAll(async () => {
  // The throttle's own count is a commit apart (last test): without limits, only the request's.
  server = await startTestServer({ config: { quoteRateLimit: 0, loginRateLimit: 0 } });
  server.db.onDurableCommit = () => {
    const id = requestTag.getStore();
    if (id) commits.set(id, (commits.get(id) ?? 0) + 1);
  };
  customer = await signIn(server.baseUrl, DEMO.customer.email, DEMO.customer.password);
  admin = await signIn(server.baseUrl, DEMO.admin.email, DEMO.admin.password);
}, 180_000);
afterAll(async () => server?.close());

/** The durable commits the request that got this answer made. */
function commitsOf(res: { status: number; headers: Headers }): number {
  const id = res.headers.get('x-request-id');
  if (!id) throw new Error('The answer has no X-Request-Id');
  return commits.get(id) ?? 0;
}

function expectOk(res: ApiResponse, status = 200): void {
  if (res.status !== status) throw new Error(`Answered ${res.status}: ${res.text}`);
}

async function storedQuote(): Promise<string> {
  const res = await customer.post('/quotes/quotes/store', validRequest('SEA'));
  expectOk(res);
  return res.body.quote_nr as string;
}

async function offeredQuote(): Promise<string> {
  const nr = await storedQuote();
  expectOk(await admin.post(`/quotes/${nr}/offer`, { valid_until: addDays(localToday(), 20) }));
  return nr;
}

const booking = () => ({ cargoReadyDate: addDays(localToday(), 2), customerReferences: 'PO-1', pickupContact: 'Anna Berg', deliveryContact: 'Li Wei' });

describe('one durable commit per write request', () => {
  it('a quote request: the quote and its audit line (its number commits apart, without waiting for the disk)', async () => {
    const res = await customer.post('/quotes/quotes/store', validRequest('AIR'));
    expectOk(res);
    expect(commitsOf(res)).toBe(1);
    const audited = await server.db.get<{ n: number }>("SELECT COUNT(*) AS n FROM audit_log WHERE action = 'quotes.store' AND entity_id = @nr", {
      nr: res.body.quote_nr,
    });
    expect(Number(audited!.n)).toBe(1);
  });

  it('an offer with its notification, a booking, and the notification read', async () => {
    const nr = await storedQuote();
    const offer = await admin.post(`/quotes/${nr}/offer`, { valid_until: addDays(localToday(), 20) });
    expectOk(offer);
    expect(commitsOf(offer)).toBe(1);

    const booked = await customer.post(`/quotes/${nr}/booking`, booking());
    expectOk(booked);
    expect(commitsOf(booked)).toBe(1);

    const list = await customer.get('/notifications?state=unread&limit=1');
    expectOk(list);
    const read = await customer.post(`/notifications/${list.body.items[0].id}/read`);
    expectOk(read);
    expect(commitsOf(read)).toBe(1);
  });

  it('cancelling a booking, a booking decided by the forwarder, and a quote cancelled', async () => {
    const cancelled = await customer.post(`/quotes/${await offeredQuote()}/booking`, booking());
    expectOk(cancelled);
    const cancel = await customer.post(`/bookings/${cancelled.body.booking.booking_nr}/cancel`);
    expectOk(cancel);
    expect(commitsOf(cancel)).toBe(1);

    const decided = await customer.post(`/quotes/${await offeredQuote()}/booking`, booking());
    expectOk(decided);
    const confirm = await admin.post(`/reference/bookings/${decided.body.booking.booking_nr}/confirm`, {});
    expectOk(confirm);
    expect(commitsOf(confirm)).toBe(1);

    const quoteCancel = await customer.post(`/quotes/${await storedQuote()}/cancel`);
    expectOk(quoteCancel);
    expect(commitsOf(quoteCancel)).toBe(1);
  });

  it('an upload and a reference edit', async () => {
    const fields = {
      name: 'Commit count guide',
      publication_date: day(-1),
      content_type: String(await contentTypeId(server.db, 'Customs')),
      distribution_type: 'Customer',
      customer: String(await idOf(server.db, 'customers', 'C10001')),
    };
    const uploaded = await upload(admin, 'uploadCreate', fields, { name: 'guide.pdf', content: pdfBytes() });
    expect(uploaded.status).toBe(200);
    expect(commitsOf(uploaded)).toBe(1);

    const created = await admin.post('/reference/contentTypes', { name: 'Commit count record' });
    expectOk(created, 201);
    expect(commitsOf(created)).toBe(1);
    const edited = await admin.put(`/reference/contentTypes/${created.body.id}`, { name: 'Commit count record', description: 'Edited', version: 1 });
    expectOk(edited);
    expect(commitsOf(edited)).toBe(1);
  });

  it('signing in: the session, the last sign-in and its audit line', async () => {
    const client = new TestClient(server.baseUrl);
    const res = await client.login(DEMO.basic.email, DEMO.basic.password);
    expectOk(res);
    expect(commitsOf(res)).toBe(1);
    // The session committed with it is the one the cookie names, and it serves the next request.
    expect((await client.get('/portal/userProfile')).status).toBe(200);
  });

  it('counts a throttled request apart: its count must stand even when the request fails, so it commits before the handler', async () => {
    const limited = await startTestServer({ config: { quoteRateLimit: 30 } });
    const counted = new Map<string, number>();
    limited.db.onDurableCommit = () => {
      const id = requestTag.getStore();
      if (id) counted.set(id, (counted.get(id) ?? 0) + 1);
    };
    try {
      const client = await signIn(limited.baseUrl, DEMO.customer.email, DEMO.customer.password);
      const res = await client.post('/quotes/quotes/store', validRequest('SEA'));
      expectOk(res);
      expect(counted.get(res.headers.get('x-request-id')!)).toBe(2);
      // Refused by the form's rules: the count stands, nothing else is written.
      const refused = await client.post('/quotes/quotes/store', { ...validRequest('SEA'), modality: 'BOAT' });
      expect(refused.status).toBe(422);
      expect(counted.get(refused.headers.get('x-request-id')!)).toBe(1);
    } finally {
      await limited.close();
    }
  });
});
