import { Webhook } from 'standardwebhooks';
import { bookingsContract } from '@portal/contracts/bookings';
import { addDays } from '@portal/contracts/dates/days';
import { portalContract } from '@portal/contracts/portal';
import { localToday } from '@portal/contracts/rules/quoteForm';
import { webhooksContract } from '@portal/contracts/webhooks';
import { DEMO, signIn, startTestServer, type TestClient, type TestServer } from '../../../test/helpers';
import { createToken, type TokenClient } from '../../../test/publicApi/tokens';
import { validRequest } from '../quotes/quotes.fixtures';
import { Receiver, type Received } from '../webhooks/webhooks.receiver';

/**
 * Booking through the public API: a read-write access token books an offered quote, lists and
 * cancels its organisation's bookings and follows them in the changes feed; the forwarder's
 * decision reaches the token's webhook as `booking.confirmed` / `booking.rejected`, signed.
 */
jest.setTimeout(90_000);
let server: TestServer;
let customer: TestClient;
let admin: TestClient;
let receiver: Receiver;
let writer: TokenClient;
let readOnly: TokenClient;
let elsewhere: TokenClient;
let secret: string;

beforeAll(async () => {
  server = await startTestServer({ config: { tokenRateLimit: 0, webhookAllowPrivate: true, webhookPollMs: 50 } });
  customer = await signIn(server.baseUrl, DEMO.customer.email, DEMO.customer.password);
  admin = await signIn(server.baseUrl, DEMO.admin.email, DEMO.admin.password);
  receiver = await new Receiver().start();
  const options = (await customer.call(portalContract.customerOptions)).body;
  const own = options.selected as string;
  const another = options.options.map((o: { value: string }) => o.value).find((c: string) => c !== own && !c.startsWith('G'))!;
  writer = (await createToken(customer, { organisations: [own], access: 'write' })).client;
  readOnly = (await createToken(customer, { organisations: [own], access: 'read' })).client;
  elsewhere = (await createToken(customer, { organisations: [another], access: 'write' })).client;
  const hook = await writer.call(webhooksContract.create, { body: { url: receiver.url(), eventTypes: ['booking.confirmed', 'booking.rejected'] } });
  expect(hook.status).toBe(200);
  secret = hook.body.secret;
}, 180_000);
afterAll(async () => {
  await receiver?.close();
  await server?.close();
});

/** A quote of the customer's selected organisation, offered by the forwarder. */
async function offeredQuote(): Promise<string> {
  const stored = await customer.post('/quotes/quotes/store', validRequest('SEA'));
  expect(stored.status).toBe(200);
  const nr = stored.body.quote_nr as string;
  expect((await admin.post(`/quotes/${nr}/offer`, { valid_until: addDays(localToday(), 20) })).status).toBe(200);
  return nr;
}

const form = {
  cargoReadyDate: addDays(localToday(), 2),
  pickupContact: 'Anna Berg, +31 10 123 4567',
  deliveryContact: 'Li Wei, +86 21 5555 0101',
  customerReferences: 'PO-9001',
};

/** The signed delivery of this event type for this booking, verified as a receiver would. */
async function delivery(type: string, bookingNr: string): Promise<Received> {
  for (let n = 1; ; n++) {
    const got = (await receiver.waitFor(n)).find((r) => r.body.includes(`"${type}"`) && r.body.includes(bookingNr));
    if (got) return got;
  }
}

it('books with a read-write token, the forwarder confirms, and the signed booking.confirmed reaches the webhook', async () => {
  const nr = await offeredQuote();
  const refused = await readOnly.call(bookingsContract.book, { params: { quote_nr: nr }, body: form });
  expect([refused.status, refused.body.code]).toEqual([403, 'FORBIDDEN']);
  expect((await elsewhere.call(bookingsContract.book, { params: { quote_nr: nr }, body: form })).status).toBe(404);

  const booked = await writer.call(bookingsContract.book, { params: { quote_nr: nr }, body: form });
  expect(booked.status).toBe(200);
  const bookingNr = booked.body.booking.booking_nr;
  expect(booked.body.booking).toMatchObject({ status: 'Booked', quote_nr: nr, customer_references: 'PO-9001' });
  expect((await readOnly.call(bookingsContract.list)).body.bookings.map((b) => b.booking_nr)).toContain(bookingNr);
  expect((await elsewhere.call(bookingsContract.list)).body.bookings.map((b) => b.booking_nr)).not.toContain(bookingNr);

  const before = booked.body.booking.updatedAt;
  const confirmed = await admin.call(bookingsContract.confirm, { params: { booking_nr: bookingNr }, body: {} });
  expect(confirmed.status).toBe(200);
  const changed = await readOnly.call(bookingsContract.changes, { query: { updatedSince: confirmed.body.booking.updatedAt } });
  expect(changed.body.bookings.map((b) => [b.booking_nr, b.status])).toEqual([[bookingNr, 'Confirmed']]);
  expect(confirmed.body.booking.updatedAt >= before).toBe(true);

  const got = await delivery('booking.confirmed', bookingNr);
  const event = new Webhook(secret).verify(got.body, got.headers as Record<string, string>) as { type: string; data: { subject: { id: string } } };
  expect([event.type, event.data.subject.id]).toEqual(['booking.confirmed', bookingNr]);
  expect(() => new Webhook(`whsec_${Buffer.alloc(32, 1).toString('base64')}`).verify(got.body, got.headers as Record<string, string>)).toThrow();
});

it('cancels with a read-write token (not another organisation’s token), and a rejection arrives as booking.rejected', async () => {
  const cancelled = (await writer.call(bookingsContract.book, { params: { quote_nr: await offeredQuote() }, body: form })).body.booking.booking_nr;
  expect((await elsewhere.call(bookingsContract.cancel, { params: { booking_nr: cancelled } })).status).toBe(404);
  expect((await readOnly.call(bookingsContract.cancel, { params: { booking_nr: cancelled } })).status).toBe(403);
  const res = await writer.call(bookingsContract.cancel, { params: { booking_nr: cancelled } });
  expect([res.status, res.body.booking.status]).toEqual([200, 'Cancelled']);

  const rejected = (await writer.call(bookingsContract.book, { params: { quote_nr: await offeredQuote() }, body: form })).body.booking.booking_nr;
  expect((await admin.call(bookingsContract.reject, { params: { booking_nr: rejected }, body: { reason: 'No space on that sailing.' } })).status).toBe(200);
  const got = await delivery('booking.rejected', rejected);
  const event = new Webhook(secret).verify(got.body, got.headers as Record<string, string>) as { type: string; data: { data: { reason: string } } };
  expect([event.type, event.data.data.reason]).toEqual(['booking.rejected', 'No space on that sailing.']);

  // The feed pages through all three, oldest change first, each once.
  const all = (await readOnly.call(bookingsContract.changes, { query: { limit: 1 } })).body;
  const seen = [...all.bookings];
  for (let next = all.next; next;) {
    const page = (await readOnly.call(bookingsContract.changes, { query: { limit: 1, cursor: next } })).body;
    seen.push(...page.bookings);
    next = page.next;
  }
  expect(seen.map((b) => b.booking_nr)).toEqual(expect.arrayContaining([cancelled, rejected]));
  expect(seen).toHaveLength(3);
  expect(seen.map((b) => b.updatedAt)).toEqual(seen.map((b) => b.updatedAt).sort());
});
