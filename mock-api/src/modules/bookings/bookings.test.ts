import { localToday } from '@portal/contracts/rules/quoteForm';
import { BOOKING_MESSAGES } from '@portal/contracts/rules/booking';
import { addDays } from '@portal/contracts/dates/days';
import { DEMO, signIn, startTestServer, type TestClient, type TestServer } from '../../../test/helpers';
import { validRequest } from '../quotes/quotes.fixtures';
import { Receiver } from '../webhooks/webhooks.receiver';
import { createToken } from '../../../test/publicApi/tokens';
import { webhooksContract } from '@portal/contracts/webhooks';
import { refreshShipmentsIfStale } from '../../simulation/feed';
import { SHIPMENTS_DAY_KEY } from '../shipments/feedDay';
import { airWaybill, isAirWaybill, isContainerNumber } from '@portal/contracts/rules/transportReferences';
import { confirmBooking, findBooking } from './store';
import type { Draw } from './transportNumbers';
import type { SearchResults } from '@portal/contracts/search';

/** Booking an offer: the rules (409s, 422s), double submission, the shipment it makes, cancel, the forwarder's decision and its notification. */
jest.setTimeout(90_000);
let server: TestServer;
let customer: TestClient;
let admin: TestClient;
let basic: TestClient;
let receiver: Receiver;
const today = () => localToday();

beforeAll(async () => {
  server = await startTestServer({ config: { tokenRateLimit: 0, webhookAllowPrivate: true, webhookPollMs: 50 } });
  customer = await signIn(server.baseUrl, DEMO.customer.email, DEMO.customer.password);
  admin = await signIn(server.baseUrl, DEMO.admin.email, DEMO.admin.password);
  basic = await signIn(server.baseUrl, DEMO.basic.email, DEMO.basic.password);
  receiver = await new Receiver().start();
}, 180_000);
afterAll(async () => {
  await receiver?.close();
  await server?.close();
});

async function offeredQuote(modality: 'SEA' | 'AIR' | 'MUL' | 'ROA' = 'SEA', validDays = 20): Promise<string> {
  const stored = await customer.post('/quotes/quotes/store', validRequest(modality));
  expect(stored.status).toBe(200);
  const nr = stored.body.quote_nr as string;
  expect((await admin.post(`/quotes/${nr}/offer`, { valid_until: addDays(today(), validDays) })).status).toBe(200);
  return nr;
}

const booking = (overrides: Record<string, string> = {}) => ({
  cargoReadyDate: addDays(today(), 2),
  customerReferences: 'PO-4711, PO-4712',
  pickupContact: 'Anna Berg, +31 10 123 4567',
  pickupHours: 'Mon–Fri 08:00–16:00',
  deliveryContact: 'Li Wei, +86 21 5555 0101',
  deliveryHours: 'Mon–Fri 09:00–17:00',
  notes: 'Forklift on site.',
  ...overrides,
});

const count = async (sql: string, params = {}) => Number((await server.db.get<{ n: number }>(sql, params))!.n);

describe('booking an offered quote', () => {
  it('makes a shipment in status Booked that the tables and the shipment page show at once; the same request again books once', async () => {
    const nr = await offeredQuote('SEA');
    const res = await customer.post(`/quotes/${nr}/booking`, booking());
    expect(res.status).toBe(200);
    const bookingNr = res.body.booking.booking_nr as string;
    expect(bookingNr).toBe(`BKG${nr.slice(1)}`);
    expect(res.body.booking).toMatchObject({ status: 'Booked', quote_nr: nr, modality: 'SEA', customer_references: 'PO-4711, PO-4712', reject_reason: null });
    expect(res.body.booking.etd >= booking().cargoReadyDate).toBe(true);
    expect(res.body.booking.eta > res.body.booking.etd).toBe(true);

    const again = await customer.post(`/quotes/${nr}/booking`, booking());
    expect(again.status).toBe(200);
    expect(again.body.booking.booking_nr).toBe(bookingNr);
    expect(await count('SELECT COUNT(*) AS n FROM bookings b JOIN quotes q ON q.id = b.quote_id WHERE q.quote_nr = @nr', { nr })).toBe(1);
    expect(await count('SELECT COUNT(*) AS n FROM shipments WHERE shipmentid = @id', { id: bookingNr })).toBe(1);

    const other = await customer.post(`/quotes/${nr}/booking`, booking({ notes: 'another request' }));
    expect(other.status).toBe(409);
    expect(other.body.message).toBe(BOOKING_MESSAGES.alreadyBooked);

    const detail = await customer.get(`/shipments/detail/sea/${bookingNr}`);
    expect(detail.status).toBe(200);
    expect(detail.body.shipment.status).toBe('Booked');
    expect(detail.body.milestones.length).toBeGreaterThan(0);

    const rows = await customer.table('/myShipments/sea/rows', { startRow: 0, endRow: 50, filterModel: { status: { filterType: 'text', type: 'equals', filter: 'Booked' } } });
    expect(rows.status).toBe(200);
    expect(rows.body.rows.map((r: { shipmentid: string }) => r.shipmentid)).toContain(bookingNr);
    expect(rows.body.rows.every((r: { status: string }) => r.status === 'Booked')).toBe(true);

    const dashboard = await customer.get('/shipments/shipments');
    expect(JSON.stringify(dashboard.body)).toContain(bookingNr);
    expect(await count("SELECT COUNT(*) AS n FROM audit_log WHERE action = 'bookings.book' AND entity_id = @id", { id: bookingNr })).toBe(1);
  });

  it('refuses an expired, a cancelled, a not yet offered quote (409), a cargo ready date outside the offer (422) and another customer (404)', async () => {
    const expired = await offeredQuote('AIR');
    await server.db.run('UPDATE quotes SET valid_until = @past WHERE quote_nr = @nr', { past: addDays(today(), -1), nr: expired });
    const res = await customer.post(`/quotes/${expired}/booking`, booking());
    expect([res.status, res.body.message]).toEqual([409, BOOKING_MESSAGES.expired]);

    const requested = (await customer.post('/quotes/quotes/store', validRequest('ROA'))).body.quote_nr as string;
    expect((await customer.post(`/quotes/${requested}/booking`, booking())).status).toBe(409);
    expect((await customer.post(`/quotes/${requested}/cancel`)).status).toBe(200);
    const cancelled = await customer.post(`/quotes/${requested}/booking`, booking());
    expect([cancelled.status, cancelled.body.message]).toEqual([409, BOOKING_MESSAGES.cancelled]);

    const nr = await offeredQuote('MUL', 10);
    const past = await customer.post(`/quotes/${nr}/booking`, booking({ cargoReadyDate: addDays(today(), -1) }));
    expect(past.status).toBe(422);
    expect(past.body.errors.cargoReadyDate).toEqual([BOOKING_MESSAGES.readyInPast]);
    const late = await customer.post(`/quotes/${nr}/booking`, booking({ cargoReadyDate: addDays(today(), 11) }));
    expect(late.body.errors.cargoReadyDate).toEqual([BOOKING_MESSAGES.readyAfterValidity]);
    const missing = await customer.post(`/quotes/${nr}/booking`, { ...booking(), pickupContact: ' ' });
    expect(missing.status).toBe(422);

    expect((await basic.post(`/quotes/${nr}/booking`, booking())).status).toBe(404);
    expect(await count('SELECT COUNT(*) AS n FROM bookings b JOIN quotes q ON q.id = b.quote_id WHERE q.quote_nr = @nr', { nr })).toBe(0);
  });

  it('the customer cancels until it is confirmed: the shipment goes, the quote cannot be booked again', async () => {
    const nr = await offeredQuote('ROA');
    const bookingNr = (await customer.post(`/quotes/${nr}/booking`, booking())).body.booking.booking_nr as string;
    expect((await basic.post(`/bookings/${bookingNr}/cancel`)).status).toBe(404);
    const res = await customer.post(`/bookings/${bookingNr}/cancel`);
    expect([res.status, res.body.booking.status]).toEqual([200, 'Cancelled']);
    expect(await count('SELECT COUNT(*) AS n FROM shipments WHERE shipmentid = @id', { id: bookingNr })).toBe(0);
    expect((await customer.post(`/bookings/${bookingNr}/cancel`)).status).toBe(409);
    expect((await customer.post(`/quotes/${nr}/booking`, booking())).status).toBe(409);
    expect((await customer.get('/bookings')).body.bookings.map((b: { booking_nr: string }) => b.booking_nr)).toContain(bookingNr);
    expect((await basic.get('/bookings')).body.bookings.map((b: { booking_nr: string }) => b.booking_nr)).not.toContain(bookingNr);
  });
});

describe("the forwarder's decision", () => {
  it('confirms with changed dates: the shipment moves, the customer is notified (bell and webhook), and it can no longer be cancelled', async () => {
    const code = (await customer.get('/portal/customerOptions')).body.selected as string;
    const writer = (await createToken(customer, { organisations: [code], access: 'write' })).client;
    const hook = await writer.call(webhooksContract.create, { body: { url: receiver.url(), eventTypes: ['booking.confirmed', 'booking.rejected'] } });
    expect(hook.status).toBe(200);
    const nr = await offeredQuote('SEA');
    const bookingNr = (await customer.post(`/quotes/${nr}/booking`, booking())).body.booking.booking_nr as string;
    expect((await customer.post(`/reference/bookings/${bookingNr}/confirm`, {})).status).toBe(403);
    expect((await admin.get('/reference/bookings')).body.bookings[0]).toMatchObject({ status: 'Booked' });
    const etd = addDays(today(), 5);
    const eta = addDays(today(), 30);
    expect((await admin.post(`/reference/bookings/${bookingNr}/confirm`, { etd: eta, eta: etd })).status).toBe(422);
    const res = await admin.post(`/reference/bookings/${bookingNr}/confirm`, { etd, eta });
    expect(res.status).toBe(200);
    expect(res.body.booking).toMatchObject({ status: 'Confirmed', etd, eta });
    expect((await admin.post(`/reference/bookings/${bookingNr}/confirm`, {})).status).toBe(409);
    expect((await customer.post(`/bookings/${bookingNr}/cancel`)).status).toBe(409);
    const list = await customer.get('/notifications?type=booking.confirmed');
    expect(list.body.items.find((n: { type: string; subject: { id: string } }) => n.type === 'booking.confirmed' && n.subject.id === bookingNr)).toBeTruthy();
    expect(await count("SELECT COUNT(*) AS n FROM audit_log WHERE action = 'bookings.confirm' AND entity_id = @id", { id: bookingNr })).toBe(1);
    const [got] = await receiver.waitFor(1);
    expect(JSON.parse(got.body)).toMatchObject({ type: 'booking.confirmed', data: { subject: { kind: 'shipment', id: bookingNr, mode: 'sea' }, data: { etd, eta } } });
  });

  it('gives the confirmed shipment the numbers of its transport documents, by mode, and the header search finds it by them', async () => {
    const numbers = async (modality: 'SEA' | 'AIR' | 'MUL' | 'ROA') => {
      const bookingNr = (await customer.post(`/quotes/${await offeredQuote(modality)}/booking`, booking())).body.booking.booking_nr as string;
      type Numbers = Record<'container_number' | 'bill_of_lading' | 'air_waybill' | 'cmr_number', string | null>;
      const of = () => server.db.get<Numbers>('SELECT container_number, bill_of_lading, air_waybill, cmr_number FROM shipments WHERE shipmentid = @id', { id: bookingNr });
      // Booked: none yet; the forwarder issues them when it confirms.
      expect(Object.values((await of())!).every((v) => v === null)).toBe(true);
      expect((await admin.post(`/reference/bookings/${bookingNr}/confirm`, {})).status).toBe(200);
      return { bookingNr, ...(await of())! };
    };
    const yy = new Date().toISOString().slice(2, 4);
    const sea = await numbers('SEA');
    expect(isContainerNumber(sea.container_number!)).toBe(true);
    // The bill of lading is the container's carrier's.
    expect(sea.bill_of_lading).toMatch(new RegExp(`^${sea.container_number!.slice(0, 4)}${yy}\\d{7}$`));
    expect([sea.air_waybill, sea.cmr_number]).toEqual([null, null]);
    const air = await numbers('AIR');
    expect(isAirWaybill(air.air_waybill!)).toBe(true);
    expect([air.container_number, air.bill_of_lading, air.cmr_number]).toEqual([null, null, null]);
    const road = await numbers('ROA');
    expect(road.cmr_number).toMatch(new RegExp(`^CMR${yy}\\d{6}$`));
    const rail = await numbers('MUL');
    expect(isContainerNumber(rail.container_number!)).toBe(true);
    expect(rail.bill_of_lading).toBeNull();

    const find = async (client: TestClient, q: string) => (await client.get<SearchResults>(`/search?q=${encodeURIComponent(q)}`)).body.shipments ?? [];
    const spaced = `${sea.container_number!.slice(0, 4)} ${sea.container_number!.slice(4, 10)} ${sea.container_number!.slice(10)}`;
    expect(await find(customer, spaced)).toContainEqual(expect.objectContaining({ id: sea.bookingNr, matchedField: 'container', matched: sea.container_number }));
    expect(await find(customer, sea.bill_of_lading!)).toContainEqual(expect.objectContaining({ id: sea.bookingNr, matchedField: 'billOfLading' }));
    expect(await find(customer, air.air_waybill!.replace('-', ''))).toContainEqual(expect.objectContaining({ id: air.bookingNr, matchedField: 'airWaybill' }));
    expect(await find(customer, road.cmr_number!)).toContainEqual(expect.objectContaining({ id: road.bookingNr, matchedField: 'cmr' }));
    // Another customer's search never finds it.
    expect((await find(basic, sea.container_number!)).map((hit) => hit.id)).not.toContain(sea.bookingNr);
  });

  it('never issues a number twice: a confirmation whose draw meets an issued number draws again; one that keeps meeting it fails and changes nothing', async () => {
    /** The draws a confirmation gets, in order (the random source, injected); it fails when they run out. */
    const drawing = (...values: number[]) => {
      const queue = [...values];
      const draw: Draw = (n) => {
        const value = queue.shift();
        if (value === undefined) throw new Error('no draw left');
        return value % n;
      };
      return { draw, left: () => queue.length };
    };
    const adminId = Number((await server.db.get<{ id: number }>('SELECT id FROM users WHERE email = @email', { email: DEMO.admin.email }))!.id);
    const bookAir = async () => {
      const nr = (await customer.post(`/quotes/${await offeredQuote('AIR')}/booking`, booking())).body.booking.booking_nr as string;
      return (await findBooking(server.db, nr))!;
    };
    // As the endpoint confirms: the decision and the numbers in one transaction.
    const confirm = (row: Awaited<ReturnType<typeof bookAir>>, draw: Draw) =>
      server.db.tx(() => confirmBooking(server.db, row, { userId: adminId, etd: row.etd, eta: row.eta }, draw));
    const waybillOf = async (nr: string) => (await server.db.get<{ air_waybill: string | null }>('SELECT air_waybill FROM shipments WHERE shipmentid = @nr', { nr }))!.air_waybill;

    // An air waybill takes two draws: the airline, then the serial (in the bookings' half: 5 000 000 and up).
    const first = await bookAir();
    expect(await confirm(first, drawing(0, 42).draw)).toBe(true);
    expect(await waybillOf(first.booking_nr)).toBe(airWaybill('020', 5_000_042));

    // The second confirmation's first draw is the same number: refused by the unique index, drawn again.
    const second = await bookAir();
    const again = drawing(0, 42, 1, 43);
    expect(await confirm(second, again.draw)).toBe(true);
    expect(again.left()).toBe(0);
    expect(await waybillOf(second.booking_nr)).toBe(airWaybill('074', 5_000_043));
    expect((await findBooking(server.db, second.booking_nr))!.status).toBe('Confirmed');

    // The index itself: no write gives a shipment a number another has.
    await expect(server.db.run('UPDATE shipments SET air_waybill = @awb WHERE shipmentid = @nr', { awb: await waybillOf(first.booking_nr), nr: second.booking_nr })).rejects.toThrow();

    // A draw that meets an issued number every time: the confirmation fails after a bounded number of tries, and the booking stays as it was.
    const third = await bookAir();
    const stuck = drawing(...Array.from({ length: 20 }, (_, i) => (i % 2 === 0 ? 0 : 42)));
    await expect(confirm(third, stuck.draw)).rejects.toThrow();
    expect(stuck.left()).toBe(10);
    expect((await findBooking(server.db, third.booking_nr))!.status).toBe('Booked');
    expect(await waybillOf(third.booking_nr)).toBeNull();
  });

  it('rejects with a reason: the shipment goes and the customer is told why', async () => {
    const nr = await offeredQuote('AIR');
    const bookingNr = (await customer.post(`/quotes/${nr}/booking`, booking())).body.booking.booking_nr as string;
    expect((await admin.post(`/reference/bookings/${bookingNr}/reject`, { reason: ' ' })).status).toBe(422);
    const res = await admin.post(`/reference/bookings/${bookingNr}/reject`, { reason: 'No space on that sailing.' });
    expect([res.status, res.body.booking.status, res.body.booking.reject_reason]).toEqual([200, 'Rejected', 'No space on that sailing.']);
    expect(await count('SELECT COUNT(*) AS n FROM shipments WHERE shipmentid = @id', { id: bookingNr })).toBe(0);
    const n = await server.db.get<{ body: string }>("SELECT body FROM notifications WHERE type = 'booking.rejected' AND subject_id = @nr", { nr });
    expect(n?.body).toContain('No space on that sailing.');
  });
});

describe('the daily feed', () => {
  it('re-writes the demo organisations’ shipments but leaves a booked one as it is', async () => {
    const nr = await offeredQuote('SEA');
    const bookingNr = (await customer.post(`/quotes/${nr}/booking`, booking())).body.booking.booking_nr as string;
    const row = () => server.db.get('SELECT shipmentid, etd, eta, booked_at, updated_at FROM shipments WHERE shipmentid = @id', { id: bookingNr });
    const before = await row();
    const yesterday = addDays(today(), -1);
    await server.db.run('UPDATE app_meta SET meta_value = @yesterday WHERE meta_key = @key', { yesterday, key: SHIPMENTS_DAY_KEY });
    await server.db.run('UPDATE shipments SET feed_day = @yesterday', { yesterday });
    const result = await refreshShipmentsIfStale(server.db, 'normal', new Date());
    expect(result.refreshed).toBe(true);
    expect(await row()).toEqual(before);
  });
});
