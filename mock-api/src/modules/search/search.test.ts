import { portalContract } from '@portal/contracts/portal';
import { SEARCH_LIMITS, searchContract, type SearchResults } from '@portal/contracts/search';
import { DEMO, signIn, startTestServer, type TestClient, type TestServer } from '../../../test/helpers';
import { createToken } from '../../../test/publicApi/tokens';
import { businessToday } from '../documents/visibility';
import { prefixRange } from './queries';

/**
 * GET /api/search: each kind of reference of the selection is found by its start, in any case;
 * another organisation's is not; bad input is a 422. (The isolation suite tries every tenant's.)
 */
jest.setTimeout(60_000);
let server: TestServer;
let customer: TestClient;
const OWN = 'C10001';
const OTHER = 'C10003';

const search = async (client: TestClient, q: string) => (await client.call(searchContract.search, { query: { q } })) as { status: number; body: SearchResults };

async function shipmentOf(code: string) {
  return (await server.db.get<{ shipmentid: string; order_ref: string; modality: string }>(
    `SELECT s.shipmentid, s.order_ref, s.modality FROM shipments s JOIN customers c ON c.id = s.customer_id
      WHERE c.code = @code AND s.etd IS NOT NULL AND s.order_ref <> '' ORDER BY s.id LIMIT 1`,
    { code },
  ))!;
}

beforeAll(async () => {
  server = await startTestServer({ seed: 'all' });
  customer = await signIn(server.baseUrl, DEMO.customer.email, DEMO.customer.password);
  expect((await customer.call(portalContract.selectCustomer, { body: { customer: OWN } })).status).toBe(200);
}, 120_000);
afterAll(() => server.close());

describe('GET /api/search', () => {
  it('finds a shipment by the start of its reference, in any case, and names its page', async () => {
    const s = await shipmentOf(OWN);
    const { status, body } = await search(customer, s.shipmentid.slice(0, -2).toLowerCase());
    expect(status).toBe(200);
    expect(body.shipments).toContainEqual(expect.objectContaining({ id: s.shipmentid, mode: s.modality.toLowerCase(), matchedField: 'reference' }));
    expect(body.shipments.length).toBeLessThanOrEqual(SEARCH_LIMITS.perGroup);
    const exact = await search(customer, s.shipmentid);
    expect(exact.body.shipments[0]).toMatchObject({ id: s.shipmentid, matched: s.shipmentid });
  });

  it("finds a shipment by the customer's order number", async () => {
    const s = await shipmentOf(OWN);
    const { body } = await search(customer, s.order_ref);
    expect(body.shipments).toContainEqual(expect.objectContaining({ id: s.shipmentid, matched: s.order_ref, matchedField: 'order' }));
  });

  /** A shipment of the organisation with this reference column, and the reference. */
  async function referenced(code: string, column: string, modality = '%') {
    return (await server.db.get<{ shipmentid: string; value: string }>(
      `SELECT s.shipmentid, s.${column} AS value FROM shipments s JOIN customers c ON c.id = s.customer_id
        WHERE c.code = @code AND s.etd IS NOT NULL AND s.${column} IS NOT NULL AND s.modality LIKE @modality ORDER BY s.id LIMIT 1`,
      { code, modality },
    ))!;
  }

  it.each([
    ['container', 'container_number', (v: string) => `${v.slice(0, 4)} ${v.slice(4, 10)} ${v.slice(10)}`],
    ['billOfLading', 'bill_of_lading', (v: string) => v.toLowerCase()],
    ['airWaybill', 'air_waybill', (v: string) => v.replace('-', '')],
    ['cmr', 'cmr_number', (v: string) => v.toLowerCase()],
  ] as const)('finds a shipment by its %s, exactly, by its start and as people write it; never another organisation’s', async (field, column, written) => {
    const own = await referenced(OWN, column);
    expect(own).toBeDefined();
    const hit = expect.objectContaining({ id: own.shipmentid, matched: own.value, matchedField: field });
    expect((await search(customer, own.value)).body.shipments).toContainEqual(hit);
    expect((await search(customer, own.value.slice(0, -3))).body.shipments.length).toBeGreaterThan(0);
    const prefix = (await search(customer, own.value.slice(0, -1))).body.shipments;
    expect(prefix.every((s) => s.matched.toUpperCase().startsWith(own.value.slice(0, -1).toUpperCase()) || s.matchedField !== field)).toBe(true);
    expect(prefix).toContainEqual(hit);
    expect((await search(customer, written(own.value))).body.shipments).toContainEqual(hit);

    const other = await referenced(OTHER, column);
    const foreign = await search(customer, other.value);
    expect(foreign.body.shipments.map((s) => s.id)).not.toContain(other.shipmentid);
    expect(foreign.body.shipments.filter((s) => s.matched === other.value)).toEqual([]);
  });

  it('shows the references in the shipment detail', async () => {
    for (const [mode, column] of [['sea', 'bill_of_lading'], ['air', 'air_waybill'], ['roa', 'cmr_number'], ['mul', 'container_number']] as const) {
      const { shipmentid, value } = await referenced(OWN, column, mode.toUpperCase());
      const detail = await customer.get(`/shipments/detail/${mode}/${shipmentid}`);
      expect(detail.status).toBe(200);
      expect(detail.body.shipment[column]).toBe(value);
    }
  });

  it('finds a quote by its number and a document by its name', async () => {
    const quote = (await server.db.get<{ quote_nr: string }>(
      `SELECT q.quote_nr FROM quotes q JOIN customers c ON c.id = q.customer_id WHERE c.code = @code ORDER BY q.id LIMIT 1`,
      { code: OWN },
    ))!;
    expect((await search(customer, quote.quote_nr)).body.quotes).toContainEqual(expect.objectContaining({ quoteNr: quote.quote_nr }));
    const generic = (await server.db.get<{ name: string }>(
      `SELECT name FROM documents WHERE distribution_type = 'Generic' AND quote_nr IS NULL
        AND publication_date <= @today AND (expiration_date IS NULL OR expiration_date >= @today) ORDER BY id LIMIT 1`,
      { today: businessToday(server.config) },
    ))!;
    const found = await search(customer, generic.name.slice(0, 12));
    expect(found.body.documents).toContainEqual(expect.objectContaining({ name: generic.name, tab: 'documents' }));
  });

  it('gives each hit the updatedAt its row has in the lists', async () => {
    const s = await shipmentOf(OWN);
    const shipmentHit = (await search(customer, s.shipmentid)).body.shipments.find((hit) => hit.id === s.shipmentid)!;
    const stored = await server.db.get<{ updated_at: string }>('SELECT updated_at FROM shipments WHERE shipmentid = @id', { id: s.shipmentid });
    expect(shipmentHit.updatedAt).toBe(stored!.updated_at);

    const quotes = (await customer.get<{ quotes: { quote_nr: string; updatedAt: string }[] }>('/quotes/changes?limit=1')).body.quotes;
    const quoteHit = (await search(customer, quotes[0].quote_nr)).body.quotes.find((hit) => hit.quoteNr === quotes[0].quote_nr);
    expect(quoteHit?.updatedAt).toBe(quotes[0].updatedAt);

    const rows = await customer.table('/myDocuments/documents/rows', { startRow: 0, endRow: 1 });
    const listed = rows.body.rows[0] as { name: string; updatedAt: string };
    const documentHit = (await search(customer, listed.name.slice(0, 20))).body.documents.find((hit) => hit.name === listed.name);
    expect(documentHit?.updatedAt).toBe(listed.updatedAt);
    expect(Date.parse(listed.updatedAt)).not.toBeNaN();
  });

  it("finds nothing of another organisation's, though the reference exists", async () => {
    const theirs = await shipmentOf(OTHER);
    for (const q of [theirs.shipmentid, theirs.order_ref]) {
      const { body } = await search(customer, q);
      expect(body.shipments.map((s) => s.id)).not.toContain(theirs.shipmentid);
    }
  });

  it('answers 422 to words too short, too long or missing', async () => {
    for (const q of ['a', ' ', 'x'.repeat(SEARCH_LIMITS.maxLength + 1)]) expect({ q, status: (await search(customer, q)).status }).toEqual({ q, status: 422 });
    expect((await customer.get('/search')).status).toBe(422);
    expect((await customer.get('/search?q=  a  ')).status).toBe(422);
  });

  it('is part of the public API: a read token finds what the portal finds', async () => {
    const s = await shipmentOf(OWN);
    const { client } = await createToken(customer, { organisations: [OWN] });
    const res = await client.get<SearchResults>(`/search?q=${encodeURIComponent(s.shipmentid)}`);
    expect(res.status).toBe(200);
    expect(res.body.shipments[0]?.id).toBe(s.shipmentid);
  });
});

describe('prefixRange', () => {
  it('is the upper-cased words and the first string after every string that starts with them', () => {
    expect(prefixRange('sea26')).toEqual({ lo: 'SEA26', hi: 'SEA27' });
    expect(prefixRange('po-1')).toEqual({ lo: 'PO-1', hi: 'PO-2' });
  });
});
