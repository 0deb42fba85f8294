import { formToPayload, localToday } from '@portal/contracts/rules/quoteForm';
import { validQuoteForm } from '@portal/contracts/rules/quoteForm.fixtures';
import { tableQueryString } from '@portal/contracts/table/queryString';
import { recordEvents } from '../../src/modules/notifications/events';
import { shareLinksContract } from '@portal/contracts/shareLinks';
import { DEMO, TestClient, signIn, startTestServer, type TestServer } from '../helpers';
import { openStream } from '../notificationsStream';
import { CLASSES, pathOf, routesOf, type Route } from './routes';
import { fingerprint } from './snapshot';
import { Tally } from './summary';
import { createUser, leaksIn, secretsOf, setUpTenants, type Tenant } from './tenants';
import { isPublicRoute } from '../../src/openapi/responses';
import { createToken, type TokenClient } from '../publicApi/tokens';

/**
 * (2) Tenant isolation. Users of organisation A, of a group and of organisation B each use the
 * others' identifiers (quote numbers, document storage ids, customer and group codes, shipment
 * ids, user and avatar ids) on every route that reads or changes customer data: only 403/404,
 * nothing changes, and no answer (lists, tables, exports, credentials) carries another
 * tenant's identifiers. Positive controls show each tenant does see its own.
 */
jest.setTimeout(60_000);
let server: TestServer;
let tenants: Tenant[];
let routes: Route[];
const tally = new Tally('tenant isolation');

beforeAll(async () => {
  server = await startTestServer({ seed: 'all', config: { contactRateLimit: 0, tokenRateLimit: 0 } });
  tenants = await setUpTenants(server);
  routes = routesOf(server);
}, 120_000);
afterAll(async () => {
  tally.print();
  await server.close();
});

const pairs = () => tenants.flatMap((me) => tenants.filter((other) => other !== me).map((other) => [me, other] as const));
/** Up to n items spread over the list: every kind of quote and document, in bounded time. */
const spread = <T>(list: T[], n = 10): T[] => (list.length <= n ? list : Array.from({ length: n }, (_, i) => list[Math.floor((i * list.length) / n)]));
const TABLE_QUERY = { startRow: 0, endRow: 500 };
/** Query keys a careless handler might read instead of the session's selection. */
const SMUGGLE = (other: Tenant) =>
  `customer=${other.customerCodes[0]}&customerIds=${other.customerIds[0]}&code=${other.customerCodes[0]}&selection=${other.customerCodes[0]}`;

/** The search needs words: the start of the other tenant's first shipment reference. */
const searchWords = (route: Route, other: Tenant) => (route.url === '/api/search' ? `&q=${encodeURIComponent(other.shipmentIds[0].slice(0, 5))}` : '');

function csrf(t: Tenant) {
  return { headers: { 'x-csrf-token': t.client.csrfToken! } };
}

describe('the tenants', () => {
  it('share nothing and each has data of every kind (the tests below are not vacuous)', () => {
    for (const t of tenants) {
      expect({ t: t.name, quotes: t.quoteNrs.length > 0, shipments: t.shipmentIds.length > 0, documents: t.documentFiles.length > 0 }).toEqual({
        t: t.name,
        quotes: true,
        shipments: true,
        documents: true,
      });
    }
    for (const [me, other] of pairs()) expect(me.customerIds.filter((id) => other.customerIds.includes(id))).toEqual([]);
  });
});

describe("another tenant's identifiers on object routes: 403 or 404, and nothing changes", () => {
  it('quotes: offer download (both routes) and cancel', async () => {
    const before = await fingerprint(server);
    for (const [me, other] of pairs()) {
      for (const nr of spread(other.quoteNrs)) {
        const answers = [
          await me.client.get(`/shipments/download/${nr}`),
          await me.client.get(`/documents/getDownloadFile/${nr}`),
          await me.client.get(`/shipments/cancel/${nr}`, csrf(me)),
        ];
        tally.requests += answers.length;
        tally.payloads.add(nr);
        for (const res of answers) {
          expect({ nr, status: res.status }).toEqual({ nr, status: 404 });
          expect(leaksIn(res.text, secretsOf(other))).toEqual([]);
        }
      }
    }
    ['GET /api/shipments/download/:quote_nr', 'GET /api/documents/getDownloadFile/:quote_nr', 'GET /api/shipments/cancel/:quote_nr'].forEach((k) =>
      tally.routes.add(k),
    );
    expect(await fingerprint(server)).toEqual(before);
  });

  it("bookings: another tenant's quotes cannot be booked, nor its bookings cancelled or listed", async () => {
    const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
    const bookingNrs = new Map<Tenant, string>();
    for (const me of tenants) {
      // A quote of its current selection, offered, booked by the tenant itself (the control).
      const listed = (await me.client.get('/quotes')).body.quotes as { quote_nr: string }[];
      const nr = listed[0].quote_nr;
      await server.db.run("UPDATE quotes SET quote_status = 'Offered', valid_until = @until WHERE quote_nr = @nr", { until: day(20), nr });
      const body = { cargoReadyDate: day(2), pickupContact: 'Pickup desk', deliveryContact: 'Goods in' };
      const own = await me.client.post(`/quotes/${nr}/booking`, body);
      expect({ t: me.name, status: own.status }).toEqual({ t: me.name, status: 200 });
      bookingNrs.set(me, own.body.booking.booking_nr);
    }
    const before = await fingerprint(server);
    for (const [me, other] of pairs()) {
      for (const nr of spread(other.quoteNrs, 5)) {
        const res = await me.client.post(`/quotes/${nr}/booking`, { cargoReadyDate: day(2), pickupContact: 'x', deliveryContact: 'y' });
        tally.requests++;
        tally.payloads.add(nr);
        expect({ nr, status: res.status }).toEqual({ nr, status: 404 });
      }
      const theirs = bookingNrs.get(other)!;
      const cancel = await me.client.post(`/bookings/${theirs}/cancel`);
      expect({ theirs, status: cancel.status }).toEqual({ theirs, status: 404 });
      const list = await me.client.get('/bookings');
      expect(list.text).not.toContain(theirs);
      expect(list.text).toContain(bookingNrs.get(me)!);
      tally.requests += 2;
    }
    ['POST /api/quotes/:quote_nr/booking', 'POST /api/bookings/:booking_nr/cancel', 'GET /api/bookings'].forEach((k) => tally.routes.add(k));
    expect(await fingerprint(server)).toEqual(before);
  });

  it("shipments: the detail and the route of every other tenant's shipment are a 404 that names nothing; its own answer", async () => {
    const objectRoutes = ['GET /api/shipments/detail/:mode/:id', 'GET /api/shipments/route/:mode/:id'];
    for (const [me, other] of pairs()) {
      const secrets = secretsOf(other).filter((s) => !me.shipmentIds.includes(s));
      for (const id of spread(other.shipmentIds.filter((s) => !s.startsWith('X')), 12)) {
        const mode = id.slice(0, 3).toLowerCase();
        for (const kind of ['detail', 'route']) {
          const res = await me.client.get(`/shipments/${kind}/${mode}/${id}`);
          tally.requests++;
          tally.payloads.add(id);
          expect({ id, kind, status: res.status }).toEqual({ id, kind, status: 404 });
          expect(leaksIn(res.text, secrets)).toEqual([]);
        }
      }
      // Control: the same calls on its own listed shipments answer (the 404s above are not vacuous).
      const own = (await server.db.get<{ s: string }>(`SELECT shipmentid AS s FROM shipments WHERE customer_id IN (${me.customerIds.join(',')}) AND etd IS NOT NULL ORDER BY id LIMIT 1`))!.s;
      const mine = await me.client.get(`/shipments/detail/${own.slice(0, 3).toLowerCase()}/${own}`);
      expect({ own, status: mine.status }).toEqual({ own, status: 200 });
      expect(leaksIn(mine.text, secretsOf(other))).toEqual([]);
    }
    objectRoutes.forEach((k) => tally.routes.add(k));
  });

  it("share links: another tenant's shipments cannot be shared or their links listed or revoked; a link reads its one shipment", async () => {
    const linkOf = async (t: Tenant) => {
      const id = t.shipmentIds.find((s) => !s.startsWith('X'))!;
      const params = { mode: id.slice(0, 3).toLowerCase(), id };
      const res = await t.client.call(shareLinksContract.create, { params, body: { showReferences: true } });
      expect({ id, status: res.status }).toEqual({ id, status: 201 });
      return { params, link: res.body.link };
    };
    const links = new Map(await Promise.all(tenants.map(async (t) => [t, await linkOf(t)] as const)));
    for (const [me, other] of pairs()) {
      const theirs = links.get(other)!;
      const answers = [
        await me.client.call(shareLinksContract.list, { params: theirs.params }),
        await me.client.call(shareLinksContract.create, { params: theirs.params, body: {} }),
        await me.client.call(shareLinksContract.revoke, { params: { linkId: theirs.link.id } }),
      ];
      tally.requests += answers.length;
      for (const res of answers) {
        expect({ status: res.status }).toEqual({ status: 404 });
        expect(leaksIn(res.text, secretsOf(other))).toEqual([]);
      }
    }
    // Each link still opens, and shows its own tenant's one shipment: no other identifier of anyone.
    for (const [t, { params, link }] of links) {
      const res = await new TestClient(server.baseUrl).call(shareLinksContract.track, { params: { token: link.path.replace('/track/', '') } });
      expect({ t: t.name, status: res.status, id: res.body.shipment?.references?.shipmentid }).toEqual({ t: t.name, status: 200, id: params.id });
      for (const other of tenants.filter((o) => o !== t)) expect(leaksIn(res.text, secretsOf(other))).toEqual([]);
    }
    ['GET /api/shareLinks/:mode/:id', 'POST /api/shareLinks/:mode/:id', 'DELETE /api/shareLinks/:linkId', 'GET /api/track/:token'].forEach((k) => tally.routes.add(k));
  });

  it('documents: both My Documents downloads, for every document only the other tenant may see', async () => {
    for (const [me, other] of pairs()) {
      for (const file of spread(other.documentFiles)) {
        for (const tab of ['documents', 'quotes']) {
          const res = await me.client.get(`/myDocuments/${tab}/getDownloadFile/${file}`);
          tally.requests++;
          tally.payloads.add(file);
          expect({ file, tab, status: res.status }).toEqual({ file, tab, status: 404 });
        }
      }
    }
    tally.routes.add('GET /api/myDocuments/documents/getDownloadFile/:filename');
    tally.routes.add('GET /api/myDocuments/quotes/getDownloadFile/:filename');
  });

  it("customer selection: the other tenant's organisations and groups are refused, the session keeps its own", async () => {
    for (const [me, other] of pairs()) {
      const before = (await me.client.get('/portal/customerOptions')).body.selected;
      for (const code of [...other.customerCodes, ...other.groupCodes]) {
        const res = await me.client.post('/portal/customer', { customer: code });
        tally.requests++;
        expect({ code, status: res.status }).toEqual({ code, status: 403 });
      }
      const after = await me.client.get('/portal/customerOptions');
      expect(after.body.selected).toBe(before);
      expect(leaksIn(after.text, secretsOf(other))).toEqual([]);
    }
    tally.routes.add('POST /api/portal/customer');
    tally.routes.add('GET /api/portal/customerOptions');
  });

  it('users, impersonation and avatars of the other tenant', async () => {
    const before = await fingerprint(server);
    for (const [me, other] of pairs()) {
      const answers = {
        user: await me.client.get(`/portal/users/${other.userId}`),
        impersonate: await me.client.post(`/portal/impersonate/${other.userId}`),
        avatar: await me.client.get(`/core/avatars/${other.avatarId}`),
        replaceAvatar: await me.client.patch(`/core/avatars/${other.avatarId}`, { regenerate: true }),
      };
      tally.requests += 4;
      expect(Object.fromEntries(Object.entries(answers).map(([k, r]) => [k, r.status]))).toEqual({
        user: 403,
        impersonate: 403,
        avatar: 404,
        replaceAvatar: 404,
      });
      expect((await me.client.get('/portal/userProfile')).body.profile.id).toBe(me.userId);
    }
    ['GET /api/portal/users/:id', 'POST /api/portal/impersonate/:userId', 'GET /api/core/avatars/:avatar', 'PATCH /api/core/avatars/:avatar'].forEach((k) =>
      tally.routes.add(k),
    );
    expect(await fingerprint(server)).toEqual(before);
  });

  it('every administration route refuses customers, whatever id is asked for', async () => {
    for (const t of tenants) {
      for (const route of routes.filter((r) => CLASSES[r.key] === 'admin')) {
        const res = await t.client.request(route.method, pathOf(route, { userId: String(tenants[0].userId) }), {
          body: route.method === 'GET' ? undefined : TABLE_QUERY,
          headers: route.method === 'GET' ? {} : { 'x-csrf-token': t.client.csrfToken! },
        });
        tally.requests++;
        tally.routes.add(route.key);
        expect({ route: route.key, status: res.status }).toEqual({ route: route.key, status: 403 });
      }
    }
  });

  it('a quote request naming the other tenant’s organisation is never stored for it', async () => {
    const departureDate = localToday(new Date(Date.now() + 10 * 86_400_000));
    for (const [me, other] of pairs()) {
      const res = await me.client.post('/quotes/quotes/store', {
        ...formToPayload({ ...validQuoteForm('SEA'), departureDate }),
        customer: other.customerCodes[0],
      });
      tally.requests++;
      if (res.status === 200) {
        const stored = (await server.db.get<{ customer_id: number }>('SELECT customer_id FROM quotes WHERE quote_nr = @nr', { nr: res.body.quote_nr }))!;
        expect(me.customerIds).toContain(stored.customer_id);
        // Remember it as the requester's own, so the list checks below account for it.
        me.quoteNrs.push(res.body.quote_nr);
      } else {
        expect(res.status).toBe(422);
      }
    }
    tally.routes.add('POST /api/quotes/quotes/store');
  });

  it("a contact message is recorded for the sender's own selection, whatever the body says", async () => {
    for (const [me, other] of pairs()) {
      const res = await me.client.post('/contact/sendEmailMessage', {
        subject: 'Other',
        message: 'Isolation check',
        customer: other.customerCodes[0],
        customer_id: other.customerIds[0],
      });
      tally.requests++;
      expect(res.status).toBe(200);
      const row = (await server.db.get<{ customer_id: number | null; user_id: number }>('SELECT * FROM outbox WHERE id = @id', { id: res.body.id }))!;
      expect(row.user_id).toBe(me.userId);
      if (row.customer_id !== null) expect(me.customerIds).toContain(row.customer_id);
    }
    tally.routes.add('POST /api/contact/sendEmailMessage');
  });
});

describe('lists, tables, exports and credentials carry only the caller’s data', () => {
  // Object routes (a shipment's detail or route by its id) are tested one object at a time above.
  const readRoutes = () => routes.filter((r) => CLASSES[r.key] === 'customer-read' && r.params.length === 0);

  async function read(t: Tenant, route: Route, other: Tenant) {
    // A table's page or export takes its query in the address too.
    const table = /\/(rows|export)$/.test(route.url) ? `&${tableQueryString(TABLE_QUERY)}` : '';
    const path = `${pathOf(route)}?${SMUGGLE(other)}${table}${searchWords(route, other)}`;
    tally.requests++;
    tally.routes.add(route.key);
    return route.method === 'GET' ? await t.client.get(path) : await t.client.post(path, TABLE_QUERY);
  }

  it('no answer of any read route holds another tenant’s identifiers (query-string smuggling included)', async () => {
    for (const [me, other] of pairs()) {
      const secrets = secretsOf(other);
      for (const route of readRoutes()) {
        const res = await read(me, route, other);
        expect({ route: route.key, status: res.status }).toEqual({ route: route.key, status: 200 });
        expect({ route: route.key, me: me.name, leaks: leaksIn(res.text, secrets) }).toEqual({ route: route.key, me: me.name, leaks: [] });
      }
    }
  });

  it('and each tenant does see its own data there (control)', async () => {
    for (const me of tenants) {
      const seen = new Set<string>();
      for (const route of readRoutes()) for (const s of leaksIn((await read(me, route, me)).text, secretsOf(me))) seen.add(s);
      expect({
        t: me.name,
        quotes: me.quoteNrs.some((n) => seen.has(n)),
        shipments: me.shipmentIds.some((n) => seen.has(n)),
        documents: me.documentFiles.some((n) => seen.has(n)),
      }).toEqual({
        t: me.name,
        quotes: true,
        shipments: true,
        documents: true,
      });
    }
  });

  it('a table filter naming the other tenant’s ids finds nothing', async () => {
    for (const [me, other] of pairs()) {
      for (const mode of ['sea', 'air', 'roa', 'mul']) {
        const res = await me.client.table(`/myShipments/${mode}/rows`, {
          ...TABLE_QUERY,
          filterModel: { shipmentid: { filterType: 'text', type: 'equals', filter: other.shipmentIds[0] } },
        });
        tally.requests++;
        expect(res.body).toEqual({ rows: [], total: 0 });
      }
      const quotes = await me.client.table('/myDocuments/quotes/rows', {
        ...TABLE_QUERY,
        filterModel: { quote_nr: { filterType: 'text', type: 'equals', filter: other.quoteNrs[0] } },
      });
      tally.requests++;
      expect(quotes.body).toEqual({ rows: [], total: 0 });
    }
  });

  it('the search finds none of the other tenant’s references, quote numbers or order numbers, which its owner finds', async () => {
    for (const [me, other] of pairs()) {
      const orders = await server.db.all<{ o: string }>(`SELECT order_ref AS o FROM shipments WHERE shipmentid = @id`, { id: other.shipmentIds[0] });
      for (const q of [other.shipmentIds[0], other.quoteNrs[0], orders[0].o]) {
        const mine = await me.client.get(`/search?q=${encodeURIComponent(q)}&${SMUGGLE(other)}`);
        const theirs = await other.client.get(`/search?q=${encodeURIComponent(q)}`);
        tally.requests += 2;
        expect(mine.status).toBe(200);
        expect({ q, leaks: leaksIn(mine.text, secretsOf(other)) }).toEqual({ q, leaks: [] });
        expect({ q, found: leaksIn(theirs.text, secretsOf(other)).length > 0 }).toEqual({ q, found: true });
      }
    }
  });

  it('external app credentials name only the caller’s own organisation', async () => {
    for (const me of tenants) {
      for (const p of ['/externalapp/getWebTrackerCredentials', '/externalapp/getMyTMSConfig', '/externalapp/licences']) {
        const res = await me.client.get(p);
        tally.requests++;
        const code = res.body.companyCode;
        if (code) expect([...me.customerCodes, ...me.groupCodes]).toContain(code);
      }
    }
  });
});

describe('scope follows the links, not the session’s memory', () => {
  it('a selection stops working the moment the organisation is unlinked', async () => {
    const email = 'unlinked@portal.test';
    const userId = await createUser(server, email, ['C10005', 'C10006']);
    const client = await signIn(server.baseUrl, email, DEMO.basic.password);
    expect((await client.post('/portal/customer', { customer: 'C10006' })).status).toBe(200);
    const c10006 = (
      await server.db.all<{ nr: string }>("SELECT quote_nr AS nr FROM quotes WHERE customer_id = (SELECT id FROM customers WHERE code = 'C10006')")
    ).map((r) => r.nr);
    expect(leaksIn((await client.get('/shipments/quotes')).text, c10006).length).toBeGreaterThan(0);

    await server.db.run("DELETE FROM user_customers WHERE user_id = @userId AND customer_id = (SELECT id FROM customers WHERE code = 'C10006')", { userId });
    const after = await client.get('/shipments/quotes');
    expect(after.status).toBe(200);
    expect(leaksIn(after.text, c10006)).toEqual([]);
    expect((await client.get('/portal/customerOptions')).body.selected).toBe('C10005');
    expect((await client.get(`/shipments/download/${c10006[0]}`)).status).toBe(404);
    tally.requests += 6;
  });

  it('the sandbox lists only the quotes the user requested, not a colleague’s of the same organisation', async () => {
    const colleagueEmail = 'colleague@portal.test';
    await createUser(server, colleagueEmail, ['C10010']);
    const colleague = await signIn(server.baseUrl, colleagueEmail, DEMO.basic.password);
    const departureDate = localToday(new Date(Date.now() + 10 * 86_400_000));
    const stored = await colleague.post('/quotes/quotes/store', { ...formToPayload({ ...validQuoteForm('AIR'), departureDate }), customer: null });
    expect(stored.status).toBe(200);
    const orgA = tenants.find((t) => t.name === 'orgA')!;
    expect((await orgA.client.get('/shipments/quotes')).body.quotes.map((q: { quote_nr: string }) => q.quote_nr)).toContain(stored.body.quote_nr);
    expect(leaksIn((await orgA.client.get('/sandbox/quotes')).text, [stored.body.quote_nr])).toEqual([]);
    expect(leaksIn((await colleague.get('/sandbox/quotes')).text, [stored.body.quote_nr])).toEqual([stored.body.quote_nr]);
    tally.requests += 4;
  });

  it('an administrator impersonating orgA sees orgA only, and cannot select another tenant as them', async () => {
    const admin = await signIn(server.baseUrl, DEMO.admin.email, DEMO.admin.password);
    const [orgA, group, orgB] = tenants;
    expect((await admin.post(`/portal/impersonate/${orgA.userId}`)).status).toBe(200);
    const quotes = await admin.get('/shipments/quotes');
    expect(leaksIn(quotes.text, [...secretsOf(group), ...secretsOf(orgB)])).toEqual([]);
    expect(leaksIn(quotes.text, orgA.quoteNrs).length).toBeGreaterThan(0);
    expect((await admin.post('/portal/customer', { customer: orgB.customerCodes[0] })).status).toBe(403);
    expect((await admin.post('/portal/impersonate/stop')).status).toBe(200);
    tally.requests += 5;
    tally.routes.add('POST /api/portal/impersonate/stop');
  });
});

describe('notifications: only those of an organisation the user may select, on every route', () => {
  const eventFor = async (t: Tenant, tag: string) => ({
    type: 'shipment.departed' as const,
    subject: { kind: 'shipment' as const, id: t.shipmentIds[0], mode: t.shipmentIds[0].slice(0, 3).toLowerCase() as 'sea' },
    customerIds: [(await server.db.get<{ id: number }>('SELECT customer_id AS id FROM shipments WHERE shipmentid = @s', { s: t.shipmentIds[0] }))!.id],
    title: `${t.shipmentIds[0]} departed`,
    body: `${t.shipmentIds[0]} departed (${tag}).`,
    dedupKey: `isolation:${t.name}:${tag}`,
  });

  it('the list, the count, the read marks and the stream never carry another tenant’s', async () => {
    const own = new Map<string, number>();
    for (const t of tenants) own.set(t.name, (await recordEvents(server.db, [await eventFor(t, 'list')]))[0].id);
    const before = await fingerprint(server);
    for (const [me, other] of pairs()) {
      const list = await me.client.get(`/notifications?limit=100&${SMUGGLE(other)}&organisation=${other.customerCodes[0]}`);
      expect(list.status).toBe(200);
      expect(list.body.items).toEqual([]);
      const mine = await me.client.get('/notifications?limit=100');
      expect(mine.body.items.map((n: { id: number }) => n.id)).toContain(own.get(me.name));
      expect(leaksIn(mine.text, secretsOf(other).filter((s) => !me.shipmentIds.includes(s)))).toEqual([]);
      const mark = await me.client.post(`/notifications/${own.get(other.name)}/read`, undefined, csrf(me));
      expect(mark.status).toBe(404);
      tally.requests += 3;
    }
    expect(await fingerprint(server)).toEqual(before);

    const streams = await Promise.all(tenants.map((t) => openStream(server.baseUrl, t.client)));
    try {
      const live = await recordEvents(server.db, await Promise.all(tenants.map((t) => eventFor(t, 'live'))));
      for (const [i, t] of tenants.entries()) {
        await streams[i].next((e) => e.data.notification.id === live[i].id, 3_000);
        tally.requests++;
        for (const [j, other] of tenants.entries()) if (other !== t) expect(streams[i].events.some((e) => e.data.notification.id === live[j].id)).toBe(false);
      }
    } finally {
      for (const s of streams) s.close();
    }
    ['GET /api/notifications', 'POST /api/notifications/:id/read', 'GET /api/notifications/stream'].forEach((k) => tally.routes.add(k));
  });

  it('a user taken out of a group stops seeing the group’s notifications on the next request', async () => {
    const group = tenants.find((t) => t.name === 'group')!;
    // A member organisation reached through the group alone (not linked to the user directly).
    const viaGroup = (await server.db.get<{ id: number }>(
      `SELECT m.customer_id AS id FROM customer_group_members m JOIN user_customer_groups ug ON ug.group_id = m.group_id
        WHERE ug.user_id = @u AND NOT EXISTS (SELECT 1 FROM user_customers uc WHERE uc.user_id = @u AND uc.customer_id = m.customer_id) ORDER BY m.customer_id LIMIT 1`,
      { u: group.userId },
    ))!;
    const [n] = await recordEvents(server.db, [{ ...(await eventFor(group, 'ungrouped')), customerIds: [viaGroup.id] }]);
    const links = await server.db.all<{ group_id: number }>('SELECT group_id FROM user_customer_groups WHERE user_id = @u', { u: group.userId });
    const sees = async () => (await group.client.get('/notifications?limit=100')).body.items.some((x: { id: number }) => x.id === n.id);
    expect(await sees()).toBe(true);
    await server.db.run('DELETE FROM user_customer_groups WHERE user_id = @u', { u: group.userId });
    try {
      expect(await sees()).toBe(false);
      expect((await group.client.get('/notifications/unreadCount')).status).toBe(200);
    } finally {
      for (const l of links) await server.db.run('INSERT INTO user_customer_groups (user_id, group_id) VALUES (@u, @g)', { u: group.userId, g: l.group_id });
    }
    tally.requests += 3;
  });
});

describe('the same through access tokens', () => {
  const tokens = new Map<Tenant, TokenClient>();
  beforeAll(async () => {
    for (const t of tenants) {
      const selected = (await t.client.get('/portal/customerOptions')).body.selected as string;
      tokens.set(t, (await createToken(t.client, { organisations: [selected], access: 'write' })).client);
    }
  });
  const publicReads = () => routes.filter((r) => r.method === 'GET' && r.params.length === 0 && isPublicRoute(r.method, r.url) === 'read');

  async function readWithToken(me: Tenant, route: Route, other: Tenant, headers: Record<string, string> = {}) {
    const table = /\/(rows|export)$/.test(route.url) ? `&${tableQueryString(TABLE_QUERY)}` : '';
    tally.requests++;
    tally.routes.add(`${route.key} (token)`);
    return tokens.get(me)!.get(`${pathOf(route)}?${SMUGGLE(other)}${table}${searchWords(route, other)}`, { headers });
  }

  it('no public read through a token holds another tenant’s identifiers (smuggling included), and each sees its own (control)', async () => {
    expect(publicReads().length).toBeGreaterThan(15);
    for (const [me, other] of pairs()) {
      for (const route of publicReads()) {
        const res = await readWithToken(me, route, other);
        expect({ route: route.key, status: res.status }).toEqual({ route: route.key, status: 200 });
        expect({ route: route.key, me: me.name, leaks: leaksIn(res.text, secretsOf(other)) }).toEqual({ route: route.key, me: me.name, leaks: [] });
      }
    }
    for (const me of tenants) {
      const seen = new Set<string>();
      for (const route of publicReads()) for (const s of leaksIn((await readWithToken(me, route, me)).text, secretsOf(me))) seen.add(s);
      expect({ t: me.name, shipments: me.shipmentIds.some((n) => seen.has(n)), quotes: me.quoteNrs.some((n) => seen.has(n)), documents: me.documentFiles.some((n) => seen.has(n)) }).toEqual({
        t: me.name,
        shipments: true,
        quotes: true,
        documents: true,
      });
    }
  });

  it('naming another tenant’s organisation or group (X-Organisation) is a 403', async () => {
    for (const [me, other] of pairs()) {
      for (const code of [...other.customerCodes.slice(0, 3), ...other.groupCodes]) {
        const res = await tokens.get(me)!.get('/shipments/data', { headers: { 'x-organisation': code } });
        tally.requests++;
        expect({ code, status: res.status }).toEqual({ code, status: 403 });
      }
    }
  });

  it('another tenant’s shipments, documents and offers are a 404 through a token, and nothing changes', async () => {
    // Reads through a token are audited (audit_log) and mark the token's last use: nothing else may move.
    const unchanged = async () => {
      const { audit_log: _audit, access_tokens: _tokens, ...rest } = await fingerprint(server);
      return rest;
    };
    const before = await unchanged();
    for (const [me, other] of pairs()) {
      const token = tokens.get(me)!;
      const answers = [];
      for (const id of spread(other.shipmentIds, 5)) {
        const mode = id.slice(0, 3).toLowerCase();
        answers.push(await token.get(`/shipments/detail/${mode}/${id}`), await token.get(`/shipments/route/${mode}/${id}`));
      }
      for (const file of spread(other.documentFiles, 5)) answers.push(await token.get(`/myDocuments/documents/getDownloadFile/${file}`), await token.get(`/myDocuments/quotes/getDownloadFile/${file}`));
      for (const nr of spread(other.quoteNrs, 5)) answers.push(await token.get(`/shipments/download/${nr}`), await token.get(`/documents/getDownloadFile/${nr}`));
      tally.requests += answers.length;
      for (const res of answers) {
        expect(res.status).toBe(404);
        expect(leaksIn(res.text, secretsOf(other))).toEqual([]);
      }
    }
    expect(await unchanged()).toEqual(before);
  });

  it('a quote requested through a token naming another tenant’s organisation is never stored for it', async () => {
    const departureDate = localToday(new Date(Date.now() + 10 * 86_400_000));
    let stored = 0;
    for (const [me, other] of pairs()) {
      const res = await tokens.get(me)!.post('/quotes/quotes/store', { ...formToPayload({ ...validQuoteForm('SEA'), departureDate }), customer: other.customerCodes[0] });
      tally.requests++;
      if (res.status === 200) {
        stored++;
        const row = (await server.db.get<{ customer_id: number }>('SELECT customer_id FROM quotes WHERE quote_nr = @nr', { nr: res.body.quote_nr }))!;
        expect(me.customerIds).toContain(row.customer_id);
      } else expect({ status: res.status, field: Object.keys(res.body.errors ?? {}) }).toEqual({ status: 422, field: ['customer'] });
    }
    // Control: a single organisation's token does store (for its own organisation).
    expect(stored).toBeGreaterThan(0);
  });
});
