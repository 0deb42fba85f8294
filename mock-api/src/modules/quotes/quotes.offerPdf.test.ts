import { DEMO, signIn, startTestServer, type TestClient, type TestServer } from '../../../test/helpers';
import { pdfTextLines } from '../../../test/pdfText';

/**
 * The offer PDF in the customer's language: the account's chosen one (as the reset mail), else
 * the request's. Read back from the PDF's own text: every label, the days and the amounts.
 */
jest.setTimeout(60_000);
let server: TestServer;
let customer: TestClient;

beforeAll(async () => {
  server = await startTestServer();
  customer = await signIn(server.baseUrl, DEMO.customer.email, DEMO.customer.password);
});

afterAll(async () => server?.close());

async function offerText(client: TestClient, headers: Record<string, string> = {}): Promise<{ quoteNr: string; text: string; validUntil: string }> {
  const quotes = (await client.get<{ quotes: { quote_nr: string; can_download: boolean; expired: boolean; valid_until: string }[] }>('/quotes')).body.quotes;
  const offer = quotes.find((q) => q.can_download && !q.expired)!;
  const res = await fetch(client.url(`/quotes/${offer.quote_nr}/offer`), { headers: { cookie: client.cookie!, ...headers } });
  expect(res.status).toBe(200);
  const text = pdfTextLines(Buffer.from(await res.arrayBuffer())).join('\n');
  return { quoteNr: offer.quote_nr, text, validUntil: offer.valid_until };
}

const dutchDay = (iso: string) => new Intl.DateTimeFormat('nl', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`));
const englishDay = (iso: string) => new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`));

it('an English account gets the offer in English: its labels, "4 Dec 2026" days and "EUR 1,234.50" amounts', async () => {
  const { quoteNr, text, validUntil } = await offerText(customer);
  expect(text).toContain('Transport offer');
  expect(text).toContain(quoteNr);
  for (const label of ['Quote number', 'Offer date', 'Valid until', 'Route', 'From', 'To', 'Goods', 'Description', 'Weight', 'Price', 'Amount', 'Total']) expect(text.split('\n')).toContain(label);
  expect(text).toContain(englishDay(validUntil));
  expect(text).toMatch(/\b(EUR|USD)\u00a0\d{1,3}(,\d{3})*\.\d{2}\b/);
  expect(text).toMatch(/\d kg/);
  expect(text).not.toContain('Offertenummer');
});

it('a Dutch account gets it in Dutch, whatever language the download asks in: labels, country names, price lines, "4 dec 2026" and "EUR 1.234,50"', async () => {
  expect((await customer.put('/portal/language', { language: 'nl' })).status).toBe(200);
  try {
    const { quoteNr, text, validUntil } = await offerText(customer, { 'accept-language': 'en' });
    const lines = text.split('\n');
    expect(text).toContain('Transportofferte');
    expect(text).toContain(quoteNr);
    for (const label of ['Offertenummer', 'Offertedatum', 'Geldig tot en met', 'Aangevraagd door', 'Route', 'Van', 'Naar', 'Goederen', 'Omschrijving', 'Gewicht', 'Prijs', 'Bedrag', 'Totaal']) expect(lines).toContain(label);
    expect(text).toContain(dutchDay(validUntil));
    expect(dutchDay(validUntil)).toMatch(/^\d{1,2} (jan|feb|mrt|apr|mei|jun|jul|aug|sep|okt|nov|dec) \d{4}$/);
    expect(text).toMatch(/\b(EUR|USD)\u00a0\d{1,3}(\.\d{3})*,\d{2}\b/);
    expect(text).toContain('Nederland');
    expect(text).toMatch(/per zending|per container|per belastbare kg|per vrachtwagen|per laadmeter/);
    expect(text).toMatch(/Prijzen zijn exclusief btw/);
    // Not one English label left.
    for (const english of ['Quote number', 'Valid until', 'Expected departure', 'Price', 'Amount', 'Total', 'per shipment', 'Netherlands']) expect(lines).not.toContain(english);
  } finally {
    await customer.put('/portal/language', { language: 'en' });
  }
});
