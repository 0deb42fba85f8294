import { recordEvents } from './events';
import { DEMO, signIn, startTestServer, type TestClient, type TestServer } from '../../../test/helpers';
import { createToken } from '../../../test/publicApi/tokens';
import { portalContract } from '@portal/contracts/portal';

/**
 * Notifications read with an access token keep to the token's organisations (and to the one
 * X-Organisation names), whatever else the token's user may select in the portal.
 */
let server: TestServer;
let customer: TestClient;
let codes: string[];
const ids: Record<string, number> = {};

beforeAll(async () => {
  server = await startTestServer({ seed: 'core', config: { tokenRateLimit: 0 } });
  customer = await signIn(server.baseUrl, DEMO.customer.email, DEMO.customer.password);
  codes = (await customer.call(portalContract.customerOptions)).body.options.map((o: { value: string }) => o.value).filter((c: string) => !c.startsWith('G'));
  for (const code of codes.slice(0, 3)) {
    const { id } = (await server.db.get<{ id: number }>('SELECT id FROM customers WHERE code = @code', { code }))!;
    ids[code] = id;
    await recordEvents(server.db, [
      { type: 'quote.expiring', subject: { kind: 'quote', id: `Q-${code}` }, customerIds: [id], title: `Quote of ${code}`, body: 'Expires soon', dedupKey: `token-test-${code}` },
    ]);
  }
}, 60_000);
afterAll(() => server.close());

const subjects = (body: { items: Array<{ subject: { id: string } }> }) => body.items.map((n) => n.subject.id).sort();

describe('notifications with an access token', () => {
  it("lists, counts and marks only the token's organisations", async () => {
    const [own, other, third] = codes;
    expect(third).toBeDefined();
    const { client } = await createToken(customer, { organisations: [own, third], access: 'write' });

    expect(subjects((await client.get('/notifications')).body)).toEqual([`Q-${own}`, `Q-${third}`].sort());
    expect((await client.get('/notifications/unreadCount')).body.unread).toBe(2);
    // X-Organisation narrows to one of them; another organisation of the user is refused.
    const narrowed = await client.get('/notifications', { headers: { 'x-organisation': own } });
    expect(subjects(narrowed.body)).toEqual([`Q-${own}`]);
    expect(narrowed.body.unread).toBe(1);
    expect((await client.get('/notifications', { headers: { 'x-organisation': other } })).status).toBe(403);

    // A notification of another organisation is not there for the token (404), and reading all leaves it unread.
    const outside = (await server.db.get<{ id: number }>("SELECT id FROM notifications WHERE subject_id = @s", { s: `Q-${other}` }))!.id;
    expect((await client.post(`/notifications/${outside}/read`)).status).toBe(404);
    expect((await client.post('/notifications/readAll', undefined, { headers: { 'x-organisation': own } })).body.unread).toBe(0);
    const session = await customer.get('/notifications?state=unread');
    expect(subjects(session.body)).toEqual([`Q-${other}`, `Q-${third}`].sort());
  });
});
