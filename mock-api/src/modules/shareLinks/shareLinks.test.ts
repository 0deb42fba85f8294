import { shareLinksContract } from '@portal/contracts/shareLinks';
import { DEMO, TestClient, signIn, startTestServer, type TestServer } from '../../../test/helpers';

/**
 * Share links through the real server: made, listed and revoked for a shipment of the selection
 * only; the public read shows that one shipment (no prices, no documents, references only when
 * asked), and an unknown, expired or revoked token is the same 404; the reads are throttled.
 */
let server: TestServer;
let customer: TestClient;
let basic: TestClient;
let own: { mode: string; id: string };

beforeAll(async () => {
  server = await startTestServer({ config: { trackRateLimit: 0 } });
  customer = await signIn(server.baseUrl, DEMO.customer.email, DEMO.customer.password);
  basic = await signIn(server.baseUrl, DEMO.basic.email, DEMO.basic.password);
  const selected = (await customer.get('/portal/customerOptions')).body.selected as string;
  const row = await server.db.get<{ shipmentid: string }>(
    "SELECT s.shipmentid FROM shipments s JOIN customers c ON c.id = s.customer_id WHERE c.code = @code AND s.modality = 'SEA' AND s.atd IS NOT NULL AND s.etd IS NOT NULL ORDER BY s.id LIMIT 1",
    { code: selected },
  );
  own = { mode: 'sea', id: row!.shipmentid };
}, 120_000);
afterAll(async () => server.close());

const anonymous = () => new TestClient(server.baseUrl);
const tokenOf = (path: string) => path.replace('/track/', '');

async function makeLink(body: Record<string, unknown> = {}) {
  const res = await customer.call(shareLinksContract.create, { params: own, body });
  expect(res.status).toBe(201);
  return res.body.link;
}

describe('making and listing links', () => {
  it('makes a link of a shipment of the selection, 30 days by default, that its owner can copy again', async () => {
    const link = await makeLink();
    expect(link.path).toMatch(/^\/track\/[A-Za-z0-9_-]{43}$/);
    const days = (Date.parse(link.expiresAt) - Date.parse(link.createdAt)) / 86_400_000;
    expect(days).toBeCloseTo(30, 5);
    expect(link.showReferences).toBe(false);
    const list = await customer.call(shareLinksContract.list, { params: own });
    expect(list.body.links.map((l) => l.path)).toContain(link.path);
    // Only the hash finds it: the token is in no column of the table as it is.
    const stored = await server.db.all<Record<string, unknown>>('SELECT * FROM share_links');
    expect(JSON.stringify(stored)).not.toContain(tokenOf(link.path));
  });

  it('refuses more than 180 days and a frame ancestor that is not an origin', async () => {
    expect((await customer.call(shareLinksContract.create, { params: own, body: { days: 181 } })).status).toBe(422);
    expect((await customer.call(shareLinksContract.create, { params: own, body: { frameAncestors: ["https://x.example 'unsafe-inline'"] } })).status).toBe(422);
    expect((await customer.call(shareLinksContract.create, { params: own, body: { days: 180, frameAncestors: ['https://shop.example.com'] } })).status).toBe(201);
  });

  it("another customer's shipment and links are a 404, and nothing changes", async () => {
    const link = await makeLink();
    expect((await basic.call(shareLinksContract.list, { params: own })).status).toBe(404);
    expect((await basic.call(shareLinksContract.create, { params: own, body: {} })).status).toBe(404);
    expect((await basic.call(shareLinksContract.revoke, { params: { linkId: link.id } })).status).toBe(404);
    expect((await anonymous().call(shareLinksContract.track, { params: { token: tokenOf(link.path) } })).status).toBe(200);
  });
});

describe('the public read', () => {
  it('shows the route, milestones and status without a session; no price, document or reference', async () => {
    const link = await makeLink();
    const res = await anonymous().call(shareLinksContract.track, { params: { token: tokenOf(link.path) } });
    expect(res.status).toBe(200);
    expect(res.headers.get('x-robots-tag')).toContain('noindex');
    const { shipment } = res.body;
    expect(shipment.milestones.length).toBeGreaterThan(0);
    expect(['Planned', 'In transit', 'Arrived', 'Delivered']).toContain(shipment.status);
    expect(shipment.sharedBy).not.toBe('');
    expect(shipment.references).toBeNull();
    expect(res.text).not.toContain(own.id);
    expect(res.text).not.toMatch(/price|documents|co2e|weight/i);
    const map = await fetch(`${server.baseUrl}/api/track/${tokenOf(link.path)}/map`);
    expect(map.status).toBe(200);
    expect(map.headers.get('content-type')).toContain('image/svg+xml');
    expect(await map.text()).toMatch(/^<svg [^>]*viewBox="0 0 800 420"/);
  });

  it('shows the references when the link says so', async () => {
    const link = await makeLink({ showReferences: true });
    const res = await anonymous().call(shareLinksContract.track, { params: { token: tokenOf(link.path) } });
    expect(res.body.shipment.references?.shipmentid).toBe(own.id);
  });

  it('words the places and the position line in the viewer’s language; states, codes and days stay', async () => {
    const link = await makeLink();
    const read = async (language: string) =>
      (await anonymous().call(shareLinksContract.track, { params: { token: tokenOf(link.path) } }, { headers: { 'accept-language': language } })).body.shipment;
    const english = await read('en');
    const dutch = await read('nl-NL,nl;q=0.9');
    expect(dutch.position).not.toBe(english.position);
    expect(dutch.position).toMatch(/^(In|Op|Bij|Onderweg|Afgeleverd|Aan)\b/);
    const machine = (s: typeof english) => ({ status: s.status, modality: s.modality, progress: s.progress, milestones: s.milestones.map((m) => [m.code, m.label, m.date, m.planned, m.state]) });
    expect(machine(dutch)).toEqual(machine(english));
  });

  it('answers an unknown, a malformed, an expired and a revoked token with the same 404', async () => {
    const revoked = await makeLink();
    const expired = await makeLink();
    expect((await customer.call(shareLinksContract.revoke, { params: { linkId: revoked.id } })).status).toBe(200);
    await server.db.run("UPDATE share_links SET expires_at = '2000-01-01T00:00:00.000Z' WHERE id = @id", { id: expired.id });
    const answers = await Promise.all(
      [tokenOf(revoked.path), tokenOf(expired.path), 'A'.repeat(43), 'short', '..%2F..%2Fetc'].map((token) => anonymous().call(shareLinksContract.track, { params: { token } })),
    );
    for (const res of answers) expect({ status: res.status, body: res.text }).toEqual({ status: 404, body: answers[0].text });
    expect((await fetch(`${server.baseUrl}/api/track/${tokenOf(revoked.path)}/map`)).status).toBe(404);
    const listed = (await customer.call(shareLinksContract.list, { params: own })).body.links.map((l) => l.id);
    expect(listed).not.toContain(revoked.id);
    expect(listed).not.toContain(expired.id);
  });

  it('the token opens that page only: as a bearer token or a cookie it reads nothing else', async () => {
    const link = await makeLink();
    const token = tokenOf(link.path);
    const res = await fetch(`${server.baseUrl}/api/shipments/detail/${own.mode}/${own.id}`, { headers: { authorization: `Bearer ${token}` } });
    expect(res.status).toBe(401);
    const tables = await fetch(`${server.baseUrl}/api/myShipments/sea/rows?startRow=0&endRow=10`, { headers: { cookie: `portal.sid=${token}` } });
    expect(tables.status).toBe(401);
  });
});

describe('throttling', () => {
  jest.setTimeout(120_000);
  it('limits reads per address (429 with Retry-After)', async () => {
    const limited = await startTestServer({ config: { trackRateLimit: 3 } });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) statuses.push((await fetch(`${limited.baseUrl}/api/track/${'B'.repeat(43)}`)).status);
      expect(statuses).toEqual([404, 404, 404, 429, 429]);
      const last = await fetch(`${limited.baseUrl}/api/track/${'B'.repeat(43)}`);
      expect(Number(last.headers.get('retry-after'))).toBeGreaterThan(0);
    } finally {
      await limited.close();
    }
  });
});
