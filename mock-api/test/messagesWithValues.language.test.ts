import { DEMO, signIn, startTestServer, TestClient, type TestServer } from './helpers';
import { SETUP_MS, contentTypeId, day, idOf, insertQuote, pdfBytes, upload } from './documentsFixtures';

/**
 * The API's messages that carry a value (a quote number, a name, a wait) are worded from
 * src/locales/<language>.json like the fixed ones: the English sentence with `{{name}}` for the
 * value. A Dutch request reads them in Dutch with the value in place; an English one as before.
 * So do the quote export's header row and view line. Codes and field keys stay.
 */
const NL = { headers: { 'accept-language': 'nl' } };
let server: TestServer;
let admin: TestClient;
let customer: TestClient;

beforeAll(async () => {
  server = await startTestServer({ config: { loginRateLimit: 2 } });
  await insertQuote(server.db, 'TQ-NL-1', 'C10001');
  admin = await signIn(server.baseUrl, DEMO.admin.email, DEMO.admin.password);
  customer = await signIn(server.baseUrl, DEMO.customer.email, DEMO.customer.password);
}, SETUP_MS);
afterAll(() => server.close(), SETUP_MS);

it('a document for a quote that does not exist is refused in the request’s language, the field key unchanged', async () => {
  const fields = {
    name: 'Offer 2026',
    publication_date: day(-1),
    content_type: String(await contentTypeId(server.db, 'Offer')),
    distribution_type: '',
    customer: '',
    quote_nr: 'NOPE-404',
    expiration_date: day(5),
  };
  const english = await upload(admin, 'uploadCreate', fields, { name: 'o.pdf', content: pdfBytes() });
  const dutch = await upload(admin, 'uploadCreate', fields, { name: 'o.pdf', content: pdfBytes() }, NL.headers);
  expect(english.body.errors).toEqual({ quote_nr: ['Quote NOPE-404 does not exist.'] });
  expect(dutch.status).toBe(422);
  expect(dutch.body.errors).toEqual({ quote_nr: ['Offerte NOPE-404 bestaat niet.'] });
  const shipment = { ...fields, content_type: String(await contentTypeId(server.db, 'Customs')), quote_nr: '', distribution_type: 'Customer' };
  const unknownShipment = await upload(
    admin,
    'uploadCreate',
    { ...shipment, customer: String(await idOf(server.db, 'customers', 'C10001')), shipment_ref: 'SEA26-999999' },
    { name: 's.pdf', content: pdfBytes() },
    NL.headers,
  );
  expect(unknownShipment.body.errors).toEqual({ shipment_ref: ['Zending SEA26-999999 bestaat niet voor de gekozen klant.'] });
});

it('the offer made for a quote is announced in the request’s language', async () => {
  const body = { valid_until: day(10), currency: 'EUR' };
  expect((await admin.post('/quotes/TQ-NL-1/offer', body)).body.message).toBe('The offer for TQ-NL-1 is ready for download.');
  const dutch = await admin.post('/quotes/TQ-NL-1/offer', body, NL);
  expect(dutch.status).toBe(200);
  expect(dutch.body).toMatchObject({ message: 'De offerte voor TQ-NL-1 staat klaar om te downloaden.', quote_nr: 'TQ-NL-1' });
});

it('too many sign-in attempts are told in the request’s language, with the wait in seconds', async () => {
  const visitor = new TestClient(server.baseUrl);
  const attempt = (options?: typeof NL) => visitor.post('/login', { email: 'nobody@nowhere.example', password: 'wrong password' }, options);
  let answer = await attempt(NL);
  for (let i = 0; i < 3 && answer.status !== 429; i++) answer = await attempt(NL);
  expect(answer.status).toBe(429);
  expect(answer.body.message).toMatch(/^Te veel aanmeldpogingen\. Probeer het over \d+ seconden opnieuw\.$/);
  expect((await attempt()).body.message).toMatch(/^Too many sign-in attempts\. Please try again in \d+ seconds\.$/);
});

it('the quote export’s header row is in the request’s language; its values stay', async () => {
  const english = (await customer.get('/quotes/export')).text.replace(/^\uFEFF/, '').split('\r\n');
  const dutch = (await customer.get('/quotes/export', NL)).text.replace(/^\uFEFF/, '').split('\r\n');
  expect(english[0]).toBe('Quote,Mode,Incoterm,Departure,Origin,Destination,Goods,Status,Valid until,Created');
  expect(dutch[0]).toBe('Offerte,Vervoerswijze,Incoterm,Vertrek,Herkomst,Bestemming,Goederen,Status,Geldig tot,Aangemaakt');
  expect(dutch.slice(1)).toEqual(english.slice(1));
});
