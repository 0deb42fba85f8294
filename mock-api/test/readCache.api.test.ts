import { DEMO, signIn, startTestServer, type TestServer } from './helpers';

/**
 * The API keeps users, scopes and whole answers in memory between changes of the database
 * (src/core/readCache.ts, answerCache.ts): a change must show on the very next request.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server.close());

const customerIdOf = async (code: string) => (await server.db.get<{ id: number }>('SELECT id FROM customers WHERE code = @code', { code }))!.id;
const userIdOf = async (email: string) => (await server.db.get<{ id: number }>('SELECT id FROM users WHERE email = @email', { email }))!.id;

describe('answers kept between changes', () => {
  it('a customer whose link to the selected organisation is removed sees it gone on the next request', async () => {
    const client = await signIn(server.baseUrl, DEMO.customer.email, DEMO.customer.password);
    expect((await client.post('/portal/customer', { customer: 'C10002' })).status).toBe(200);
    const before = await client.get('/shipments/data');
    expect(before.status).toBe(200);
    const shipmentIds = (body: Record<string, { shipmentid: string }[]>) => ['sea', 'air', 'roa', 'mul'].flatMap((m) => body[m].map((s) => s.shipmentid));
    const c10002 = shipmentIds(before.body);
    expect(c10002.length).toBeGreaterThan(0);
    expect((await client.get('/shipments/data')).body).toEqual(before.body);

    const { customerId, userId } = { customerId: await customerIdOf('C10002'), userId: await userIdOf(DEMO.customer.email) };
    const link = await server.db.get('SELECT * FROM user_customers WHERE user_id = @userId AND customer_id = @customerId', { userId, customerId });
    const groupLinks = await server.db.all('SELECT * FROM user_customer_groups WHERE user_id = @userId', { userId });
    await server.db.run('DELETE FROM user_customers WHERE user_id = @userId AND customer_id = @customerId', { userId, customerId });
    await server.db.run('DELETE FROM user_customer_groups WHERE user_id = @userId', { userId });
    try {
      const after = await client.get('/shipments/data');
      expect(after.status).toBe(200);
      expect(shipmentIds(after.body).filter((id) => c10002.includes(id))).toEqual([]);
    } finally {
      if (link) await server.db.run('INSERT INTO user_customers (user_id, customer_id) VALUES (@userId, @customerId)', { userId, customerId });
      for (const g of groupLinks as { group_id: number }[])
        await server.db.run('INSERT INTO user_customer_groups (user_id, group_id) VALUES (@userId, @groupId)', { userId, groupId: g.group_id });
    }
  });

  it('a deactivated user is signed out on the next request', async () => {
    const client = await signIn(server.baseUrl, DEMO.customer.email, DEMO.customer.password);
    expect((await client.get('/shipments/quotes')).status).toBe(200);
    const userId = await userIdOf(DEMO.customer.email);
    await server.db.run('UPDATE users SET active = FALSE WHERE id = @userId', { userId });
    try {
      expect((await client.get('/shipments/quotes')).status).toBe(401);
    } finally {
      await server.db.run('UPDATE users SET active = TRUE WHERE id = @userId', { userId });
    }
  });

  it('a table page follows a change of its rows at once', async () => {
    const client = await signIn(server.baseUrl, DEMO.customer.email, DEMO.customer.password);
    const query = { startRow: 0, endRow: 5, sortModel: [{ colId: 'shipmentid', sort: 'asc' }] };
    const first = await client.table('/myShipments/sea/rows', query);
    expect(first.status).toBe(200);
    const top = first.body.rows[0];
    await server.db.run("UPDATE shipments SET goods = 'Changed goods' WHERE shipmentid = @id", { id: top.shipmentid });
    const second = await client.table('/myShipments/sea/rows', query);
    expect(second.body.rows[0]).toMatchObject({ shipmentid: top.shipmentid, goods: 'Changed goods' });
  });
});
