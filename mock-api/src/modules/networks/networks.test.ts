import type { NetworkData } from '@portal/contracts/network';
import { CONTINENTS, NETWORK_ROLES } from '@portal/contracts/rules/network';
import { SEED, seedDay } from '../../seed';
import { seed as seedNetworks } from '../../seed/networks';
import { Random } from '../../seed/random';
import { DEMO, TestClient, signIn, startTestServer, type TestServer } from '../../../test/helpers';

/** The core seed (users, organisations) plus this slice's own seeder: faster than every slice. */
export async function startNetworkServer(): Promise<TestServer> {
  const server = await startTestServer({ seed: 'core' });
  const admin = (await server.db.get<{ id: number }>("SELECT id FROM users WHERE role = 'admin' ORDER BY id"))!;
  await seedNetworks({
    db: server.db,
    config: server.config,
    random: new Random(SEED).fork('networks'),
    scale: 'normal',
    today: seedDay(),
    customers: [],
    groups: [],
    users: [{ id: admin.id, email: '', name: '', role: 'admin', customerIds: [], groupIds: [] }],
  });
  return server;
}

describe('GET /api/networks/data', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startNetworkServer();
  }, 60_000);
  afterAll(async () => server.close());

  it('refuses anonymous visitors', async () => {
    const res = await new TestClient(server.baseUrl).get('/networks/data');
    expect(res.status).toBe(401);
  });

  it('returns the offices, a world network of agents and the continents', async () => {
    const client = await signIn(server.baseUrl, DEMO.customer.email, DEMO.customer.password);
    const res = await client.get<NetworkData>('/networks/data');
    expect(res.status).toBe(200);
    expect(res.body.continents).toEqual([...CONTINENTS]);

    const { locations } = res.body;
    const offices = locations.filter((l) => l.type === 'Company');
    expect(offices.map((o) => o.city)).toEqual(
      expect.arrayContaining(['Utrecht', 'Rotterdam', 'Hilversum', 'Hong Kong', 'Bangkok', 'Shanghai', 'Qingdao', 'Shenzhen', 'Ningbo']),
    );
    expect(offices.filter((o) => o.role === 'Headquarters')).toEqual([expect.objectContaining({ country: 'NL' })]);
    // The forwarder's own come first, the list reads in that order.
    expect(locations.slice(0, offices.length).every((l) => l.type === 'Company')).toBe(true);

    const agents = locations.filter((l) => l.type === 'Agent');
    expect(agents.length).toBeGreaterThanOrEqual(140);
    for (const continent of CONTINENTS) expect(locations.some((l) => l.continent === continent && l.latitude !== null)).toBe(true);
    for (const l of locations) {
      expect(l).toEqual(
        expect.objectContaining({
          id: expect.any(Number),
          name: expect.any(String),
          country: expect.stringMatching(/^[A-Z]{2}$/),
          contact: expect.any(String),
        }),
      );
      expect(NETWORK_ROLES).toContain(l.role);
      if (l.latitude !== null) {
        expect(Math.abs(l.latitude)).toBeLessThanOrEqual(90);
        expect(Math.abs(l.longitude!)).toBeLessThanOrEqual(180);
      }
    }
    // Some agents have no coordinates yet: the map must be able to skip them.
    expect(locations.filter((l) => l.latitude === null || l.longitude === null).length).toBeGreaterThan(0);
  });

  it('is the same network for every customer, and revalidates with an ETag', async () => {
    const customer = await signIn(server.baseUrl, DEMO.customer.email, DEMO.customer.password);
    const basic = await signIn(server.baseUrl, DEMO.basic.email, DEMO.basic.password);
    const a = await customer.get('/networks/data');
    const b = await basic.get('/networks/data');
    expect(b.body).toEqual(a.body);
    expect(a.headers.get('cache-control')).toBe('private, no-cache');

    const etag = a.headers.get('etag')!;
    expect(etag).toBeTruthy();
    const again = await customer.get('/networks/data', { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);

    // An edit in the reference area must change the version.
    await server.db.run("UPDATE network_locations SET name = name || ' (renamed)', updated_at = '2999-01-01T00:00:00.000Z' WHERE id = 1");
    const changed = await customer.get('/networks/data', { headers: { 'if-none-match': etag } });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(etag);
  });
});

describe('GET /api/networks/offices', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startNetworkServer();
  }, 60_000);
  afterAll(async () => server.close());

  it('refuses anonymous visitors', async () => {
    expect((await new TestClient(server.baseUrl).get('/networks/offices')).status).toBe(401);
  });

  it("returns only the forwarder's offices, headquarters first, then in the order entered", async () => {
    const client = await signIn(server.baseUrl, DEMO.customer.email, DEMO.customer.password);
    const res = await client.get<{ offices: NetworkData['locations'] }>('/networks/offices');
    expect(res.status).toBe(200);
    const { offices } = res.body;
    expect(offices.map((o) => o.city)).toEqual(['Utrecht', 'Rotterdam', 'Hilversum', 'Hong Kong', 'Bangkok', 'Shanghai', 'Qingdao', 'Shenzhen', 'Ningbo']);
    expect(offices[0]).toMatchObject({ role: 'Headquarters', country: 'NL' });
    expect(offices.every((o) => o.type === 'Company' && ['Headquarters', 'Office'].includes(o.role))).toBe(true);
    // The same rows as in the full network answer.
    const all = (await client.get<NetworkData>('/networks/data')).body.locations;
    for (const office of offices) expect(all).toContainEqual(office);

    // A new office comes last; a Company location of another role and an agent office are not cards.
    const at = '2026-01-01T00:00:00.000Z';
    const add = async (name: string, type: string, role: string) =>
      server.db.run(
        `INSERT INTO network_locations (name, address, city, country, contact, type, role, continent, created_at, updated_at)
         VALUES (@name, '', @name, 'NL', '', @type, @role, 'Europe', @at, @at)`,
        { name, type, role, at },
      );
    await add('Venlo', 'Company', 'Office');
    await add('Tilburg', 'Company', 'Warehouse');
    await add('Antwerpen', 'Agent', 'Office');
    const after = (await client.get<{ offices: NetworkData['locations'] }>('/networks/offices')).body.offices;
    expect(after.map((o) => o.city)).toEqual([...offices.map((o) => o.city), 'Venlo']);
  });
});
