import { distanceKm } from '@portal/contracts/map/geodesy';
import { DELAY_THRESHOLD_DAYS } from '@portal/contracts/rules/shipmentDelay';
import { DOCUMENT_UPLOAD_MESSAGES as M } from '@portal/contracts/rules/documentUpload';
import { DEMO, TestClient, signIn, startTestServer, type TestServer } from '../../../test/helpers';
import { contentTypeId, day, idOf, pdfBytes, upload } from '../../../test/documentsFixtures';

/**
 * GET /api/shipments/detail/:mode/:id, the delay and CO₂e in the lists, and documents linked to
 * a shipment, through the real server over a seeded database.
 */
jest.setTimeout(60_000);

let server: TestServer;
let customer: TestClient;
let admin: TestClient;

interface Row {
  shipmentid: string;
  modality: string;
  code: string;
  co2e_kg: number;
  delay_days: number | null;
  eta: string;
  ata: string | null;
  arrival_estimate: string | null;
  atd: string | null;
  delivery_km: number;
}
const rows = async (where: string, params = {}) =>
  server.db.all<Row>(
    `SELECT s.shipmentid, s.modality, c.code, s.co2e_kg, s.delay_days, s.eta, s.ata, s.arrival_estimate, s.atd, s.delivery_km FROM shipments s JOIN customers c ON c.id = s.customer_id
     WHERE s.etd IS NOT NULL AND ${where} ORDER BY s.shipmentid`,
    params,
  );
const mode = (r: Row) => r.modality.toLowerCase();

beforeAll(async () => {
  server = await startTestServer();
  customer = await signIn(server.baseUrl, DEMO.customer.email, DEMO.customer.password);
  admin = await signIn(server.baseUrl, DEMO.admin.email, DEMO.admin.password);
  expect((await customer.post('/portal/customer', { customer: 'C10001' })).status).toBe(200);
}, 180_000);
afterAll(() => server.close());

describe('the shipment detail', () => {
  it('answers a shipment of the selection with its facts, 8 to 20 milestones, the CO₂e the lists carry and its documents', async () => {
    const [s] = await rows("c.code = 'C10001' AND s.modality = 'SEA' AND s.atd IS NOT NULL AND s.delivered_at IS NULL AND EXISTS (SELECT 1 FROM documents d WHERE d.shipment_ref = s.shipmentid)");
    const res = await customer.get(`/shipments/detail/sea/${s.shipmentid}`);
    expect(res.status).toBe(200);
    const d = res.body;
    expect(d.shipment).toMatchObject({ shipmentid: s.shipmentid, modality: 'SEA', status: 'In transit', delay_days: s.delay_days });
    expect(d.shipment.carrier).not.toBe('');
    expect(d.shipment.weight_kg).toBeGreaterThan(0);
    expect(d.shipment).not.toHaveProperty('customer_id');
    expect(d.origin.locode).toMatch(/^[A-Z]{5}$/);
    expect(d.milestones.length).toBeGreaterThanOrEqual(8);
    expect(d.milestones.length).toBeLessThanOrEqual(20);
    expect(d.milestones.find((m: { code: string }) => m.code === 'DEP')).toMatchObject({ state: 'actual', date: s.atd });
    expect(d.milestones.find((m: { code: string }) => m.code === 'ARR')).toMatchObject({ state: 'estimated', planned: s.eta, date: s.arrival_estimate });
    expect(d.currentIndex).toBeGreaterThanOrEqual(0);
    expect(d.milestones[d.currentIndex].state).toBe('actual');
    // The detail's figures add up to what the tables and the dashboard carry.
    expect(d.emissions.totalKg).toBe(s.co2e_kg);
    const sum = d.emissions.legs.reduce((t: number, l: { distanceKm: number; tonnes: number; factor: number }) => t + (l.distanceKm * l.tonnes * l.factor) / 1000, 0);
    expect(Math.abs(sum - s.co2e_kg)).toBeLessThan(0.05 * d.emissions.legs.length + 0.1);
    expect(d.emissions.legs[0]).toMatchObject({ mode: 'sea', factorSource: expect.stringMatching(/GLEC/) });
    expect(d.emissions.legs[0].coordinates.length).toBeGreaterThan(2);
    expect(d.documents.length).toBeGreaterThan(0);
    const file = await customer.get(`/myDocuments/documents/getDownloadFile/${d.documents[0].filename}`);
    expect(file.status).toBe(200);
  });

  it('flies the plain great circle (the GLEC v3.2 air intensity carries the +95 km) at the band of its length, and the lists carry the same total', async () => {
    const [s] = await rows("c.code = 'C10001' AND s.modality = 'AIR' AND s.via IS NULL");
    const d = (await customer.get(`/shipments/detail/air/${s.shipmentid}`)).body;
    const flight = d.emissions.legs[0];
    const gcd = distanceKm([d.origin.lon, d.origin.lat], [d.destination.lon, d.destination.lat]);
    expect(flight.mode).toBe('air');
    expect(Math.abs(flight.distanceKm - gcd)).toBeLessThan(1.5);
    expect(flight.distanceMethod).toMatch(/allows 95 km for routing/);
    expect(flight).toMatchObject(flight.distanceKm <= 1500 ? { factor: 1363, factorSource: expect.stringContaining('Table 1, p. 94') } : { factor: 788, factorSource: expect.stringContaining('Table 1, p. 94') });
    expect(flight.factorName).toMatch(flight.distanceKm <= 1500 ? /≤ 1,500 km/ : /> 1,500 km/);
    expect(d.emissions.totalKg).toBe(s.co2e_kg);
  });

  it('has an on-carriage leg by truck to the consignee’s town: a real place with coordinates, drawn, measured, in the leg table and the milestones', async () => {
    const [s] = await rows("c.code = 'C10001' AND s.modality IN ('SEA', 'AIR', 'MUL') AND s.delivery_place IS NOT NULL");
    const d = (await customer.get(`/shipments/detail/${mode(s)}/${s.shipmentid}`)).body;
    expect(d.delivery).toMatchObject({ locode: expect.stringMatching(/^[A-Z]{5}$/), city: expect.any(String), lat: expect.any(Number), lon: expect.any(Number) });
    const truck = d.emissions.legs[d.emissions.legs.length - 1];
    expect(truck).toMatchObject({ mode: 'road', from: d.destination.name, to: d.delivery.name, factorChecked: false });
    expect(truck.distanceKm).toBe(s.delivery_km);
    expect(truck.coordinates.length).toBeGreaterThan(1);
    const last = truck.coordinates[truck.coordinates.length - 1];
    expect(Math.abs(last[1] - d.delivery.lat)).toBeLessThan(0.01);
    expect(Math.abs((((last[0] - d.delivery.lon) % 360) + 360) % 360)).toBeLessThan(0.01);
    expect(d.milestones.find((m: { code: string }) => m.code === 'DLV')).toMatchObject({ locode: d.delivery.locode, place: expect.stringContaining(d.delivery.city) });
    // Nearly every shipment with an on-carriage has a delivery town (a few ports have none in the reference list).
    const [{ withPlace, all }] = await server.db.all<{ withPlace: number; all: number }>("SELECT SUM(CASE WHEN delivery_place IS NOT NULL THEN 1 ELSE 0 END) AS \"withPlace\", COUNT(*) AS \"all\" FROM shipments WHERE modality <> 'ROA'");
    expect(withPlace / all).toBeGreaterThan(0.85);
  });

  it('is the same 404 for another organisation’s shipment, one of the user’s other organisations, a wrong mode, and nonsense', async () => {
    const [theirs] = await rows("c.code = 'C10004'");
    const [otherOwn] = await rows("c.code = 'C10002'");
    const [mine] = await rows("c.code = 'C10001' AND s.modality = 'AIR'");
    for (const path of [`${mode(theirs)}/${theirs.shipmentid}`, `${mode(otherOwn)}/${otherOwn.shipmentid}`, `sea/${mine.shipmentid}`, `boat/${mine.shipmentid}`, 'sea/..%2F..%2Fetc', 'sea/SEA26-1%27%20OR%201=1']) {
      const res = await customer.get(`/shipments/detail/${path}`);
      expect({ path, status: res.status, code: res.body.code }).toEqual({ path, status: 404, code: 'NOT_FOUND' });
      expect(res.text).not.toContain(theirs.shipmentid);
    }
    // Selecting the group that holds C10002 makes its shipment reachable.
    expect((await customer.post('/portal/customer', { customer: '0010' })).status).toBe(200);
    expect((await customer.get(`/shipments/detail/${mode(otherOwn)}/${otherOwn.shipmentid}`)).status).toBe(200);
    expect((await customer.post('/portal/customer', { customer: 'C10001' })).status).toBe(200);
  });

  it('needs a session', async () => {
    const [mine] = await rows("c.code = 'C10001'");
    const res = await fetch(`${server.baseUrl}/api/shipments/detail/${mode(mine)}/${mine.shipmentid}`);
    expect(res.status).toBe(401);
  });
});

describe('the delay rule in the data', () => {
  it('stores the arrival delay as actual (or estimated) minus planned arrival, with a realistic share delayed', async () => {
    const all = await rows("c.code = 'C10001'");
    for (const r of all) {
      const arrival = r.ata ?? r.arrival_estimate;
      const expected = arrival ? Math.round((Date.parse(arrival) - Date.parse(r.eta)) / 86_400_000) : null;
      expect({ id: r.shipmentid, delay: r.delay_days }).toEqual({ id: r.shipmentid, delay: expected });
    }
    const delayed = all.filter((r) => (r.delay_days ?? 0) > DELAY_THRESHOLD_DAYS).length;
    expect(delayed / all.length).toBeGreaterThan(0.05);
    expect(delayed / all.length).toBeLessThan(0.4);
  });

  it('the dashboard counts active shipments on time and delayed per mode, and this year’s CO₂e per mode', async () => {
    const res = await customer.get('/shipments/data');
    expect(res.status).toBe(200);
    const { performance, co2e, sea } = res.body;
    expect(performance.SEA.onTime + performance.SEA.delayed).toBe(sea.length);
    expect(performance.SEA.delayed).toBe(sea.filter((s: { delayed: boolean }) => s.delayed).length);
    for (const s of sea) expect(s.delayed).toBe((s.delay_days ?? 0) > DELAY_THRESHOLD_DAYS);
    const year = new Date().getUTCFullYear();
    expect(co2e.year).toBe(year);
    const stored = (await server.db.get<{ kg: number }>(
      "SELECT SUM(co2e_kg) AS kg FROM shipments s JOIN customers c ON c.id = s.customer_id WHERE c.code = 'C10001' AND s.modality = 'AIR' AND s.atd >= @from AND s.atd < @to",
      { from: `${year}-01-01`, to: `${year + 1}-01-01` },
    ))!.kg;
    expect(co2e.kg.AIR).toBeCloseTo(stored, 0);
  });

  it('the Delayed filter narrows a MyShipments table to the delayed rows; the export carries delay and CO₂e', async () => {
    const all = await customer.table('/myShipments/sea/rows', { startRow: 0, endRow: 500 });
    const delayed = await customer.table('/myShipments/sea/rows', { startRow: 0, endRow: 500, filterModel: { delayed: { filterType: 'text', type: 'equals', filter: 'true' } } });
    expect(all.status).toBe(200);
    expect(delayed.status).toBe(200);
    expect(delayed.body.total).toBeGreaterThan(0);
    expect(delayed.body.total).toBeLessThan(all.body.total);
    for (const r of delayed.body.rows) expect(r).toMatchObject({ delayed: true, delay_days: expect.any(Number) });
    for (const r of delayed.body.rows) expect(r.delay_days).toBeGreaterThan(DELAY_THRESHOLD_DAYS);
    const csv = await customer.get(`/myShipments/sea/export?filterModel=${encodeURIComponent(JSON.stringify({ delayed: { filterType: 'text', type: 'equals', filter: 'true' } }))}`);
    expect(csv.status).toBe(200);
    const [header, ...lines] = csv.text.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(header).toContain('Delayed');
    expect(header).toContain('Arrival delay (days)');
    expect(header).toContain('CO₂e (kg)');
    expect(lines.length).toBe(delayed.body.total);
  });
});

describe('documents linked to a shipment', () => {
  const fields = async (overrides: Record<string, string>) => ({
    name: 'Certificate of origin',
    publication_date: day(-1),
    content_type: String(await contentTypeId(server.db, 'Certificate')),
    distribution_type: 'Customer',
    customer: String(await idOf(server.db, 'customers', 'C10001')),
    ...overrides,
  });
  const file = { name: 'origin.pdf', content: pdfBytes('origin'), type: 'application/pdf' };

  it('refuses a reference that is malformed, of another organisation, or not with distribution Customer (422 naming the field)', async () => {
    const [theirs] = await rows("c.code = 'C10004'");
    const [mine] = await rows("c.code = 'C10001'");
    const cases: [Record<string, string>, string][] = [
      [{ shipment_ref: 'not a ref' }, M.shipmentRefFormat],
      [{ shipment_ref: theirs.shipmentid }, `Shipment ${theirs.shipmentid} does not exist for the selected customer.`],
      [{ shipment_ref: mine.shipmentid, distribution_type: 'Generic', customer: '' }, M.shipmentRefNeedsCustomer],
    ];
    const before = (await server.db.get<{ n: number }>('SELECT COUNT(*) AS n FROM documents'))!.n;
    for (const [overrides, message] of cases) {
      const res = await upload(admin, 'uploadCreate', await fields(overrides), file);
      expect({ status: res.status, error: res.body.errors?.shipment_ref?.[0] }).toEqual({ status: 422, error: message });
    }
    expect((await server.db.get<{ n: number }>('SELECT COUNT(*) AS n FROM documents'))!.n).toBe(before);
  });

  it('an uploaded document with the reference shows on that shipment’s detail, and only there', async () => {
    const [mine, other] = await rows("c.code = 'C10001' AND s.modality = 'ROA'");
    const res = await upload(admin, 'uploadCreate', await fields({ shipment_ref: mine.shipmentid, name: `POD ${mine.shipmentid}` }), file);
    expect(res.status).toBe(200);
    const detail = await customer.get(`/shipments/detail/roa/${mine.shipmentid}`);
    expect(detail.body.documents.map((d: { name: string }) => d.name)).toContain(`POD ${mine.shipmentid}`);
    const elsewhere = await customer.get(`/shipments/detail/roa/${other.shipmentid}`);
    expect(elsewhere.body.documents.map((d: { name: string }) => d.name)).not.toContain(`POD ${mine.shipmentid}`);
    const values = await admin.get(`/reference/documents/${res.body.document.id}/uploadValues`);
    expect(values.body.values.shipment_ref).toBe(mine.shipmentid);
  });
});
