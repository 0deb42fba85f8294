import { distanceKm, type LonLat } from '@portal/contracts/map/geodesy';
import { DEMO, TestClient, signIn, startTestServer, type TestServer } from '../../../test/helpers';

jest.setTimeout(30_000);

let server: TestServer;
let customer: TestClient;

interface Row {
  shipmentid: string;
  modality: string;
  code: string;
  departure_lat: number;
  departure_long: number;
  arrival_lat: number;
  arrival_long: number;
}
const shipments = async (where: string, params = {}) =>
  server.db.all<Row>(
    `SELECT s.shipmentid, s.modality, c.code, s.departure_lat, s.departure_long, s.arrival_lat, s.arrival_long FROM shipments s JOIN customers c ON c.id = s.customer_id WHERE ${where} ORDER BY s.shipmentid`,
    params,
  );

beforeAll(async () => {
  server = await startTestServer();
  customer = await signIn(server.baseUrl, DEMO.customer.email, DEMO.customer.password);
  expect((await customer.post('/portal/customer', { customer: 'C10001' })).status).toBe(200);
}, 120_000);
afterAll(() => server.close());

const near = (a: LonLat, b: LonLat) => distanceKm(a, b) < 1;

describe('GET /api/shipments/route/:mode/:id', () => {
  it('draws a sea shipment from its port to its port over a continuous line longer than the great circle', async () => {
    const [s] = await shipments("c.code = 'C10001' AND s.modality = 'SEA'");
    const res = await customer.get(`/shipments/route/sea/${s.shipmentid}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ shipmentid: s.shipmentid, modality: 'SEA' });
    const line: LonLat[] = res.body.coordinates;
    expect(near(line[0], [s.departure_long, s.departure_lat])).toBe(true);
    expect(near(line[line.length - 1], [s.arrival_long, s.arrival_lat])).toBe(true);
    for (let i = 1; i < line.length; i++) expect(Math.abs(line[i][0] - line[i - 1][0])).toBeLessThan(180);
    const direct = distanceKm([s.departure_long, s.departure_lat], [s.arrival_long, s.arrival_lat]);
    expect(res.body.distanceKm).toBeGreaterThanOrEqual(Math.floor(direct));
  });

  it('draws an air shipment as a great circle of its own length', async () => {
    const [s] = await shipments("c.code = 'C10001' AND s.modality = 'AIR'");
    const res = await customer.get(`/shipments/route/air/${s.shipmentid}`);
    expect(res.status).toBe(200);
    const direct = distanceKm([s.departure_long, s.departure_lat], [s.arrival_long, s.arrival_lat]);
    expect(Math.abs(res.body.distanceKm - direct)).toBeLessThanOrEqual(1);
  });

  it('is 404 for a shipment outside the selection or under another mode, 422 naming the mode for an unknown one', async () => {
    const [mine] = await shipments("c.code = 'C10001' AND s.modality = 'SEA'");
    const [theirs] = await shipments("c.code <> 'C10001' AND s.modality = 'SEA'");
    expect((await customer.get(`/shipments/route/sea/${theirs.shipmentid}`)).status).toBe(404);
    expect((await customer.get(`/shipments/route/air/${mine.shipmentid}`)).status).toBe(404);
    const unknownMode = await customer.get(`/shipments/route/boat/${mine.shipmentid}`);
    expect(unknownMode.status).toBe(422);
    expect(Object.keys(unknownMode.body.errors ?? {})).toContain('mode');
    expect((await customer.get(`/shipments/route/sea/NOPE-1`)).status).toBe(404);
  });

  it('needs a session', async () => {
    const [mine] = await shipments("c.code = 'C10001' AND s.modality = 'SEA'");
    const res = await fetch(`${server.baseUrl}/api/shipments/route/sea/${mine.shipmentid}`);
    expect(res.status).toBe(401);
  });
});
