import { DEMO, TestClient, signIn, startTestServer, type TestServer } from '../../../test/helpers';

/**
 * Codes other rows hold: a UN/LOCODE (network locations, shipments, quotes) and an organisation's
 * or group's code (a user's default organisation, a session's selection). Changing such a code
 * while it is held would leave those rows pointing at nothing, so it is refused; a network
 * location may only name a UN/LOCODE that exists.
 */
let server: TestServer;
let admin: TestClient;

jest.setTimeout(30_000);

beforeAll(async () => {
  server = await startTestServer({ config: { loginRateLimit: 0 } });
  admin = await signIn(server.baseUrl, DEMO.admin.email, DEMO.admin.password);
}, 120_000);

afterAll(async () => server.close());

const recordOf = async (resource: string, id: number) => (await admin.get(`/reference/${resource}/${id}`)).body.record as Record<string, unknown>;

const office = (unlocode: string) => ({
  name: `Office ${unlocode || 'none'}`,
  type: 'Company',
  role: 'Office',
  city: 'Utrecht',
  country: 'NL',
  continent: 'Europe',
  unlocode,
});

describe('a UN/LOCODE in use keeps its code', () => {
  it('refuses a new code while a network location holds it, allows it once nothing does', async () => {
    const created = await admin.post('/reference/unlocode', { unlocode: 'NLZZA', name: 'Code Port', country: 'NL', function: '1-------', is_port: true });
    expect(created.status).toBe(201);
    const id = created.body.id as number;
    const location = await admin.post('/reference/networkLocations', office('NLZZA'));
    expect(location.status).toBe(201);

    const refused = await admin.put(`/reference/unlocode/${id}`, { ...(await recordOf('unlocode', id)), unlocode: 'NLZZB' });
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ code: 'IN_USE', message: 'UN/LOCODE NLZZA: the UN/LOCODE cannot be changed while it is still used by 1 network location.' });
    expect(await server.db.get('SELECT unlocode FROM unlocodes WHERE id = @id', { id })).toEqual({ unlocode: 'NLZZA' });

    // Other fields stay editable while it is in use.
    const renamed = await admin.put(`/reference/unlocode/${id}`, { ...(await recordOf('unlocode', id)), name: 'Code Port Renamed' });
    expect(renamed.status).toBe(200);

    expect((await admin.delete(`/reference/networkLocations/${location.body.id}`)).status).toBe(200);
    const changed = await admin.put(`/reference/unlocode/${id}`, { ...(await recordOf('unlocode', id)), unlocode: 'NLZZB' });
    expect(changed.status).toBe(200);
    expect(await server.db.get('SELECT unlocode FROM unlocodes WHERE id = @id', { id })).toEqual({ unlocode: 'NLZZB' });
  });

  it('refuses it while shipments and quotes hold it', async () => {
    const used = (await server.db.get<{ id: number; unlocode: string }>(
      'SELECT u.id, u.unlocode FROM unlocodes u WHERE EXISTS (SELECT 1 FROM shipments s WHERE s.departure = u.unlocode) LIMIT 1',
    ))!;
    const refused = await admin.put(`/reference/unlocode/${used.id}`, {
      ...(await recordOf('unlocode', used.id)),
      unlocode: `${used.unlocode.slice(0, 2)}ZQQ`,
    });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(
      new RegExp(`^UN/LOCODE ${used.unlocode}: the UN/LOCODE cannot be changed while it is still used by .*[\\d,]+ shipments?`),
    );
    expect(await server.db.get('SELECT unlocode FROM unlocodes WHERE id = @id', { id: used.id })).toEqual({ unlocode: used.unlocode });
  });
});

describe('an organisation or group code in use keeps its code', () => {
  it("refuses a customer code change while it is a user's default organisation, and its deletion", async () => {
    const created = await admin.post('/reference/customers', { code: 'T80001', name: 'Default Trading', country: 'NL', city: 'Delft' });
    expect(created.status).toBe(201);
    const id = created.body.id as number;
    await server.db.run("UPDATE user_settings SET default_customer = 'T80001' WHERE user_id = (SELECT id FROM users WHERE email = @e)", {
      e: DEMO.basic.email,
    });

    const refused = await admin.put(`/reference/customers/${id}`, { ...(await recordOf('customers', id)), code: 'T80002' });
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({
      code: 'IN_USE',
      message: 'Customer T80001: the customer code cannot be changed while it is still used by the default organisation of 1 user.',
    });
    const deleteRefused = await admin.delete(`/reference/customers/${id}`);
    expect(deleteRefused.status).toBe(409);
    expect(deleteRefused.body.message).toBe('Customer T80001 cannot be deleted: it is still used by the default organisation of 1 user.');

    await server.db.run("UPDATE user_settings SET default_customer = NULL WHERE default_customer = 'T80001'");
    const changed = await admin.put(`/reference/customers/${id}`, { ...(await recordOf('customers', id)), code: 'T80002' });
    expect(changed.status).toBe(200);
    expect((await admin.delete(`/reference/customers/${id}`)).status).toBe(200);
  });

  it('refuses a customer code change while a signed-in session has it selected, not while shipments use it', async () => {
    const created = await admin.post('/reference/customers', { code: 'T80003', name: 'Selected Trading', country: 'NL', city: 'Delft' });
    const id = created.body.id as number;
    const other = await signIn(server.baseUrl, DEMO.admin.email, DEMO.admin.password);
    expect((await other.post('/portal/customer', { customer: 'T80003' })).status).toBe(200);

    const refused = await admin.put(`/reference/customers/${id}`, { ...(await recordOf('customers', id)), code: 'T80004' });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('Customer T80003: the customer code cannot be changed while it is still used by the selection of 1 signed-in session.');
    // Signed out, the selection is gone and the code may change.
    expect((await other.post('/logout')).status).toBe(200);
    expect((await admin.put(`/reference/customers/${id}`, { ...(await recordOf('customers', id)), code: 'T80004' })).status).toBe(200);

    // Shipments hold the customer's id, so they do not stop a new code.
    const withShipments = (await server.db.get<{ id: number }>(
      `SELECT c.id FROM customers c WHERE EXISTS (SELECT 1 FROM shipments s WHERE s.customer_id = c.id)
         AND NOT EXISTS (SELECT 1 FROM user_settings u WHERE u.default_customer = c.code) ORDER BY c.id LIMIT 1`,
    ))!;
    const record = await recordOf('customers', withShipments.id);
    expect((await admin.put(`/reference/customers/${withShipments.id}`, { ...record, code: `${String(record.code)}X` })).status).toBe(200);
    expect(
      (await admin.put(`/reference/customers/${withShipments.id}`, { ...(await recordOf('customers', withShipments.id)), code: record.code })).status,
    ).toBe(200);
  });

  it("refuses a group code change while it is a user's default organisation", async () => {
    const group = (await server.db.get<{ id: number; code: string; name: string }>(
      'SELECT g.id, g.code, g.name FROM customer_groups g JOIN user_settings s ON s.default_customer = g.code LIMIT 1',
    ))!;
    expect(group).toBeDefined();
    const refused = await admin.put(`/reference/customerGroups/${group.id}`, { ...(await recordOf('customerGroups', group.id)), code: '0099' });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(
      new RegExp(`^Customer group ${group.code}: the group code cannot be changed while it is still used by .*the default organisation of \\d+ users?\\.$`),
    );
    expect(await server.db.get('SELECT code FROM customer_groups WHERE id = @id', { id: group.id })).toEqual({ code: group.code });
  });
});

describe("a network location's UN/LOCODE", () => {
  it('must exist in the UN/LOCODE table: 422 at the field', async () => {
    const missing = await admin.post('/reference/networkLocations', office('NLQQQ'));
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toEqual({ unlocode: ['The UN/LOCODE NLQQQ does not exist.'] });
    expect(await server.db.get("SELECT id FROM network_locations WHERE unlocode = 'NLQQQ'")).toBeUndefined();

    const known = (await server.db.get<{ unlocode: string }>("SELECT unlocode FROM unlocodes WHERE country = 'NL' LIMIT 1"))!.unlocode;
    const created = await admin.post('/reference/networkLocations', office(known.toLowerCase()));
    expect(created.status).toBe(201);
    const edited = await admin.put(`/reference/networkLocations/${created.body.id}`, {
      ...(await recordOf('networkLocations', created.body.id)),
      unlocode: 'NLQQQ',
    });
    expect(edited.status).toBe(422);
    expect(edited.body.errors.unlocode).toEqual(['The UN/LOCODE NLQQQ does not exist.']);
    // None is fine: the field is optional.
    expect(
      (await admin.put(`/reference/networkLocations/${created.body.id}`, { ...(await recordOf('networkLocations', created.body.id)), unlocode: '' })).status,
    ).toBe(200);
  });
});
