import { NETWORK_LIST_PAGE, networkContract, type NetworkData, type NetworkLocation, type NetworkOffices } from '@portal/contracts/network';
import { CONTINENTS, NETWORK_ROLES, countryName } from '@portal/contracts/rules/network';
import { SEED, seedDay } from '../../seed';
import { seed as seedNetworks } from '../../seed/networks';
import { Random } from '../../core/random';
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
    const res = await client.get<NetworkOffices>('/networks/offices');
    expect(res.status).toBe(200);
    const { offices } = res.body;
    expect(offices.map((o) => o.city)).toEqual(['Utrecht', 'Rotterdam', 'Hilversum', 'Hong Kong', 'Bangkok', 'Shanghai', 'Qingdao', 'Shenzhen', 'Ningbo']);
    expect(offices[0]).toMatchObject({ role: 'Headquarters', country: 'NL' });
    expect(offices.every((o) => o.type === 'Company' && ['Headquarters', 'Office'].includes(o.role))).toBe(true);
    // The same rows as in the full network answer.
    const all = (await client.get<NetworkData>('/networks/data')).body.locations;
    for (const { countryName: name, ...office } of offices) {
      expect(all).toContainEqual(office);
      expect(name).toBe(countryName(office.country));
    }
    expect(offices[0].countryName).toBe('Netherlands');

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
    const after = (await client.get<NetworkOffices>('/networks/offices')).body.offices;
    expect(after.map((o) => o.city)).toEqual([...offices.map((o) => o.city), 'Venlo']);
  });
});

/** A location as the list shows it: with its country's name. */
const named = (location: NetworkLocation) => ({ ...location, countryName: countryName(location.country) });

describe('GET /api/networks/markers, /api/networks/locations and /api/networks/locations/:id', () => {
  let server: TestServer;
  let client: TestClient;
  let all: NetworkLocation[];
  beforeAll(async () => {
    server = await startNetworkServer();
    client = await signIn(server.baseUrl, DEMO.customer.email, DEMO.customer.password);
    all = (await client.call(networkContract.data)).body.locations;
  }, 60_000);
  afterAll(async () => server.close());

  it('refuses anonymous visitors', async () => {
    const anonymous = new TestClient(server.baseUrl);
    expect((await anonymous.call(networkContract.markers)).status).toBe(401);
    expect((await anonymous.call(networkContract.locations)).status).toBe(401);
    expect((await anonymous.call(networkContract.location, { params: { id: all[0].id } })).status).toBe(401);
  });

  it("gives the map one marker per located location, as columns in the full answer's order", async () => {
    const res = await client.call(networkContract.markers);
    expect(res.status).toBe(200);
    const markers = res.body;
    const located = all.filter((l) => l.latitude !== null && l.longitude !== null);
    expect(located.length).toBeLessThan(all.length);
    expect(markers.id).toEqual(located.map((l) => l.id));
    expect(markers.longitude).toEqual(located.map((l) => l.longitude));
    expect(markers.latitude).toEqual(located.map((l) => l.latitude));
    expect(markers.role.map((i) => markers.roles[i])).toEqual(located.map((l) => l.role));
    expect(markers.continent.map((i) => markers.continents[i])).toEqual(located.map((l) => l.continent));
    expect(markers.continents.slice(0, CONTINENTS.length)).toEqual([...CONTINENTS]);
    expect(new Set(markers.roles).size).toBe(markers.roles.length);
  });

  it('is compressed with brotli when the browser takes it, and revalidates with the ETag of the whole network', async () => {
    const first = await client.call(networkContract.markers, {}, { headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
    expect(first.headers.get('content-encoding')).toBe('br');
    const data = await client.call(networkContract.data, {}, { headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
    expect(data.headers.get('content-encoding')).toBe('br');
    expect(data.body.locations).toEqual(all);
    const etag = first.headers.get('etag')!;
    expect(first.headers.get('cache-control')).toBe('private, no-cache');
    expect(data.headers.get('etag')).toBe(etag);
    expect((await client.call(networkContract.markers, {}, { headers: { 'if-none-match': etag } })).status).toBe(304);
  });

  it('pages the list in the full answer\'s order, by continent and by every search word', async () => {
    const first = await client.call(networkContract.locations);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ locations: all.slice(0, NETWORK_LIST_PAGE).map(named), total: all.length });
    const second = await client.call(networkContract.locations, { query: { offset: 5, limit: 3 } });
    expect(second.body).toEqual({ locations: all.slice(5, 8).map(named), total: all.length });

    const asia = all.filter((l) => l.continent === 'Asia');
    const inAsia = await client.call(networkContract.locations, { query: { continent: 'Asia', limit: 100 } });
    expect(inAsia.body).toEqual({ locations: asia.slice(0, 100).map(named), total: asia.length });

    // Words in any order and case, matched in the city, the country's name, the role…
    const search = await client.call(networkContract.locations, { query: { q: 'THAILAND  bangkok' } });
    expect(search.body.total).toBeGreaterThan(0);
    for (const l of search.body.locations) expect(`${l.city} ${countryName(l.country)}`.toLowerCase()).toMatch(/bangkok.*thailand/);
    expect(search.body.locations.map((l) => l.name)).toContain('Meridian Freight (Thailand) Co., Ltd.');
    const byRole = await client.call(networkContract.locations, { query: { q: 'warehouse', continent: 'Europe', limit: 100 } });
    expect(byRole.body.total).toBe(all.filter((l) => l.continent === 'Europe' && l.role === 'Warehouse').length);
    expect((await client.call(networkContract.locations, { query: { q: 'no such place anywhere' } })).body).toEqual({ locations: [], total: 0 });
    // Locations without coordinates are listed too.
    const pending = all.find((l) => l.latitude === null)!;
    expect((await client.call(networkContract.locations, { query: { q: pending.name } })).body.locations).toContainEqual(named(pending));
  });

  it('refuses a page size beyond its limit, naming the field', async () => {
    const res = await client.get('/networks/locations?limit=1000');
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors)).toEqual(['limit']);
  });

  it("gives one location's details, and 404 for one that does not exist", async () => {
    const bangkok = all.find((l) => l.name === 'Meridian Freight (Thailand) Co., Ltd.')!;
    const res = await client.call(networkContract.location, { params: { id: bangkok.id } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ...bangkok, countryName: 'Thailand' });
    expect((await client.call(networkContract.location, { params: { id: 2_000_000 } })).status).toBe(404);
  });

  it('follows an edit in the reference area', async () => {
    const target = all[all.length - 1];
    await server.db.run("UPDATE network_locations SET city = 'Zwolle', continent = 'Oceania', updated_at = '2999-01-01T00:00:00.000Z' WHERE id = @id", { id: target.id });
    const found = await client.call(networkContract.locations, { query: { q: 'zwolle', continent: 'Oceania' } });
    expect(found.body.locations.map((l) => l.id)).toContain(target.id);
    expect((await client.call(networkContract.location, { params: { id: target.id } })).body.city).toBe('Zwolle');
    const markers = (await client.call(networkContract.markers)).body;
    const at = markers.id.indexOf(target.id);
    if (at >= 0) expect(markers.continents[markers.continent[at]]).toBe('Oceania');
  });
});
