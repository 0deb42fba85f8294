import { DEMO, TestClient, signIn, startTestServer, type TestServer } from '../../../test/helpers';
import { formToPayload, localToday } from '@portal/contracts/rules/quoteForm';
import { validQuoteForm } from '@portal/contracts/rules/quoteForm.fixtures';
import { TokenClient, createToken } from '../../../test/publicApi/tokens';
import { accessTokensContract } from '@portal/contracts/accessTokens';
import { portalContract } from '@portal/contracts/portal';

const quoteRequest = () => formToPayload({ ...validQuoteForm('SEA'), departureDate: localToday(new Date(Date.now() + 10 * 86_400_000)) });

/**
 * Personal access tokens: made in the profile, shown once, stored hashed; they read
 * the public routes with their own scope and nothing else, and stop when they should.
 */
let server: TestServer;
let customer: TestClient;
let basic: TestClient;
let customerCodes: string[];

beforeAll(async () => {
  server = await startTestServer({ config: { tokenRateLimit: 0, quoteRateLimit: 0 } });
  customer = await signIn(server.baseUrl, DEMO.customer.email, DEMO.customer.password);
  basic = await signIn(server.baseUrl, DEMO.basic.email, DEMO.basic.password);
  customerCodes = (await customer.call(portalContract.customerOptions)).body.options.map((o: { value: string }) => o.value);
}, 120_000);
afterAll(() => server.close());

const selectAndRead = async (client: TestClient, code: string, path: string) => {
  expect((await client.call(portalContract.selectCustomer, { body: { customer: code } })).status).toBe(200);
  return client.get(path);
};

describe('making and listing tokens', () => {
  it('shows the secret once, stores only its hash, and lists the token with a hint and no secret', async () => {
    const { token, id } = await createToken(customer, { organisations: [customerCodes[0]] });
    expect(token).toMatch(/^mfp_[A-Za-z0-9_-]{43}$/);
    const stored = (await server.db.get<{ token_hash: string }>('SELECT token_hash FROM access_tokens WHERE id = @id', { id }))!;
    expect(stored.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify((await server.db.all('SELECT * FROM access_tokens')))).not.toContain(token);
    const list = await customer.call(accessTokensContract.list);
    expect(list.text).not.toContain(token);
    const listed = list.body.tokens.find((t: { id: number }) => t.id === id)!;
    expect(listed).toMatchObject({ name: 'ERP', access: 'read', organisations: [customerCodes[0]], lastUsedAt: null, revokedAt: null });
    expect(token.startsWith(listed.hint.replace('…', ''))).toBe(true);
    expect(list.body.organisations.map((o: { value: string }) => o.value)).toEqual(customerCodes);
  });

  it('refuses organisations the user may not select, unknown expiries and a missing name (422 per field)', async () => {
    const other = (await basic.call(portalContract.customerOptions)).body.options[0].value as string;
    expect(customerCodes).not.toContain(other);
    const res = await customer.call(accessTokensContract.create, { body: { name: 'x', expiresInDays: 30, access: 'read', organisations: [other] } });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors)).toEqual(['organisations']);
    const bad = await customer.call(accessTokensContract.create, { body: { name: '', expiresInDays: 1000, access: 'admin', organisations: [] } });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['access', 'expiresInDays', 'name', 'organisations']);
  });

  it('needs the session and its anti-forgery token', async () => {
    const res = await customer.call(accessTokensContract.create, { body: { name: 'x', expiresInDays: 30, access: 'read', organisations: [customerCodes[0]] } }, { csrf: false });
    expect(res.status).toBe(403);
    expect((await new TestClient(server.baseUrl).call(accessTokensContract.list)).status).toBe(401);
  });
});

describe('reading with a token', () => {
  it('reads the public routes without a cookie or anti-forgery token, exactly what the organisation sees in the portal', async () => {
    const { client } = await createToken(customer, { organisations: [customerCodes[0]] });
    const viaToken = await client.get('/shipments/totals');
    expect(viaToken.status).toBe(200);
    expect(viaToken.headers.get('set-cookie')).toBeNull();
    const viaCookie = await selectAndRead(customer, customerCodes[0], '/shipments/totals');
    expect(viaToken.body).toEqual(viaCookie.body);
    const rows = await client.table('/myShipments/sea/rows', { startRow: 0, endRow: 5 });
    expect(rows.status).toBe(200);
  });

  it('a token of several organisations reads them together, and X-Organisation narrows it to one it covers', async () => {
    const [a, b] = customerCodes;
    const { client } = await createToken(customer, { organisations: [a, b] });
    const both = (await client.get('/shipments/totals')).body.totals;
    const onlyA = (await client.get('/shipments/totals', { headers: { 'x-organisation': a } })).body.totals;
    const onlyB = (await client.get('/shipments/totals', { headers: { 'x-organisation': b } })).body.totals;
    for (const m of ['SEA', 'AIR', 'ROA', 'MUL']) expect(both[m]).toBe(onlyA[m] + onlyB[m]);
    const notCovered = customerCodes.find((c) => c !== a && c !== b);
    if (notCovered) expect((await client.get('/shipments/totals', { headers: { 'x-organisation': notCovered } })).status).toBe(403);
  });

  it('user A\'s token never reads user B\'s data, not even by naming B\'s organisation', async () => {
    const basicCode = (await basic.call(portalContract.customerOptions)).body.options[0].value as string;
    const { client } = await createToken(customer, { organisations: [customerCodes[0]] });
    expect((await client.get('/shipments/totals', { headers: { 'x-organisation': basicCode } })).status).toBe(403);
    const basicShipment = (await selectAndRead(basic, basicCode, '/shipments/shipments')).body.shipments[0];
    const res = await client.get(`/shipments/detail/${basicShipment.modality.toLowerCase()}/${basicShipment.shipmentid}`);
    expect(res.status).toBe(404);
    const theirs = (await basic.get('/shipments/quotes')).body.quotes.map((q: { quote_nr: string }) => q.quote_nr);
    const mine = (await client.get('/shipments/quotes')).body.quotes.map((q: { quote_nr: string }) => q.quote_nr);
    expect(mine.filter((n: string) => theirs.includes(n))).toEqual([]);
  });

  it('is refused on the portal\'s own routes, sign-in, the password and token management (403)', async () => {
    const { client } = await createToken(customer, { organisations: [customerCodes[0]], access: 'write' });
    const refused = [
      ['GET', '/portal/userProfile'],
      ['GET', '/portal/customerOptions'],
      ['POST', '/portal/customer'],
      ['GET', '/portal/accessTokens'],
      ['POST', '/portal/accessTokens'],
      ['DELETE', '/portal/accessTokens/1'],
      ['POST', '/portal/changePassword'],
      ['POST', '/login'],
      ['POST', '/logout'],
      ['GET', '/reference/customers/rows'],
      ['GET', '/notifications/preferences'],
    ];
    for (const [method, path] of refused) {
      const res = await client.request(method, path, { body: method === 'GET' ? undefined : {} });
      expect([method, path, res.status]).toEqual([method, path, 403]);
    }
  });

  it('a read-only token changes nothing; a read-write one changes what it covers without an anti-forgery token', async () => {
    const readOnly = (await createToken(customer, { organisations: [customerCodes[0]] })).client;
    const res = await readOnly.post('/quotes/quotes/store', quoteRequest());
    expect(res.status).toBe(403);
    expect(res.body.message).toMatch(/read-only/);
    const readWrite = (await createToken(customer, { organisations: [customerCodes[0]], access: 'write' })).client;
    const stored = await readWrite.post('/quotes/quotes/store', quoteRequest());
    expect(stored.status).toBe(200);
    const row = (await server.db.get<{ customer_code: string }>('SELECT c.code AS customer_code FROM quotes q JOIN customers c ON c.id = q.customer_id WHERE q.quote_nr = @nr', { nr: stored.body.quote_nr }))!;
    expect(row.customer_code).toBe(customerCodes[0]);
  });

  it('an invalid token is 401 with WWW-Authenticate, whatever session cookie comes along', async () => {
    const forged = new TokenClient(server.baseUrl, 'mfp_not-a-token');
    const res = await forged.get('/shipments/totals');
    expect(res.status).toBe(401);
    expect(res.headers.get('www-authenticate')).toMatch(/Bearer/);
    const withCookie = customer.clone();
    expect((await withCookie.get('/shipments/totals', { headers: { authorization: 'Bearer mfp_forged' } })).status).toBe(401);
  });

  it('every 401 says how to authenticate: a bearer token on the public routes, the session cookie on the portal\'s own', async () => {
    const anonymous = new TestClient(server.baseUrl);
    const publicRoute = await anonymous.get('/shipments/totals');
    expect(publicRoute.status).toBe(401);
    expect(publicRoute.headers.get('www-authenticate')).toBe('Bearer realm="api"');
    const portalRoute = await anonymous.call(portalContract.userProfile);
    expect(portalRoute.status).toBe(401);
    expect(portalRoute.headers.get('www-authenticate')).toMatch(/^Cookie realm="portal"/);
    await anonymous.fetchCsrf();
    const wrongPassword = await anonymous.login(DEMO.customer.email, 'not-the-password');
    expect(wrongPassword.status).toBe(401);
    expect(wrongPassword.headers.get('www-authenticate')).toBeTruthy();
  });

  it('refuses a token in the address (400), with or without the header, for any parameter name', async () => {
    const { token, client } = await createToken(customer, { organisations: [customerCodes[0]] });
    for (const query of [`access_token=${token}`, `token=${token}`, `x=1&auth=Bearer%20${token}`]) {
      const anonymous = await new TestClient(server.baseUrl).get(`/networks/offices?${query}`);
      expect(anonymous.status).toBe(400);
      expect(anonymous.headers.get('www-authenticate')).toMatch(/invalid_request/);
      expect((await client.get(`/networks/offices?${query}`)).status).toBe(400);
    }
    expect((await client.get('/networks/offices')).status).toBe(200);
  });
});

describe('a token stops', () => {
  it('when revoked, at once', async () => {
    const { client, id } = await createToken(customer, { organisations: [customerCodes[0]] });
    expect((await client.get('/shipments/totals')).status).toBe(200);
    expect((await customer.call(accessTokensContract.revoke, { params: { id } })).status).toBe(200);
    expect((await client.get('/shipments/totals')).status).toBe(401);
    expect((await customer.call(accessTokensContract.revoke, { params: { id } })).status).toBe(404);
  });

  it('when it expires', async () => {
    const { client, id } = await createToken(customer, { organisations: [customerCodes[0]] });
    await server.db.run('UPDATE access_tokens SET expires_at = @past WHERE id = @id', { id, past: new Date(Date.now() - 1000).toISOString() });
    expect((await client.get('/shipments/totals')).status).toBe(401);
  });

  it('when the user may no longer select one of its organisations', async () => {
    const code = customerCodes[0];
    const { client } = await createToken(customer, { organisations: [code] });
    expect((await client.get('/shipments/totals')).status).toBe(200);
    const link = (await server.db.get<{ user_id: number; customer_id: number }>(
      'SELECT uc.user_id, uc.customer_id FROM user_customers uc JOIN customers c ON c.id = uc.customer_id JOIN users u ON u.id = uc.user_id WHERE c.code = @code AND u.email = @email',
      { code, email: DEMO.customer.email },
    ));
    if (!link) return; // the organisation comes through a group: covered by the group case below
    await server.db.run('DELETE FROM user_customers WHERE user_id = @user_id AND customer_id = @customer_id', link);
    try {
      const still = (await server.db.get('SELECT 1 AS x FROM customer_group_members m JOIN user_customer_groups ug ON ug.group_id = m.group_id WHERE ug.user_id = @user_id AND m.customer_id = @customer_id', link));
      expect((await client.get('/shipments/totals')).status).toBe(still ? 200 : 401);
    } finally {
      await server.db.run('INSERT INTO user_customers (user_id, customer_id) VALUES (@user_id, @customer_id)', link);
    }
    expect((await client.get('/shipments/totals')).status).toBe(200);
  });

  it('when the user is deactivated', async () => {
    const { client } = await createToken(basic, { organisations: [(await basic.call(portalContract.customerOptions)).body.options[0].value] });
    expect((await client.get('/shipments/totals')).status).toBe(200);
    await server.db.run("UPDATE users SET active = FALSE WHERE email = 'basic@portal.test'");
    try {
      expect((await client.get('/shipments/totals')).status).toBe(401);
    } finally {
      await server.db.run("UPDATE users SET active = TRUE WHERE email = 'basic@portal.test'");
    }
  });

  it('when the password changes, if the token says so', async () => {
    const code = customerCodes[0];
    const stops = (await createToken(customer, { organisations: [code], revokeOnPasswordChange: true })).client;
    const stays = (await createToken(customer, { organisations: [code], revokeOnPasswordChange: false })).client;
    await server.db.run('UPDATE users SET password_changed_at = @now WHERE email = @email', { now: new Date().toISOString(), email: DEMO.customer.email });
    expect((await stops.get('/shipments/totals')).status).toBe(401);
    expect((await stays.get('/shipments/totals')).status).toBe(200);
  });
});

describe('use is recorded', () => {
  it('keeps the last use and audits reads and changes', async () => {
    const { client, id } = await createToken(customer, { organisations: [customerCodes[0]], access: 'write' });
    await client.get('/shipments/totals');
    expect((await client.post('/quotes/quotes/store', quoteRequest())).status).toBe(200);
    const listed = (await customer.call(accessTokensContract.list)).body.tokens.find((t: { id: number }) => t.id === id)!;
    expect(listed.lastUsedAt).not.toBeNull();
    expect(listed.lastUsedIp).toBe('127.0.0.1');
    const actions = (await server.db.all<{ action: string }>("SELECT action FROM audit_log WHERE entity = 'access_token' AND entity_id = @id ORDER BY id", { id: String(id) })).map((r) => r.action);
    expect(actions).toEqual(['accessToken.create', 'accessToken.read', 'accessToken.write']);
  });
});

describe('rate limit per token', () => {
  let limited: TestServer;
  afterAll(() => limited?.close());
  it('answers 429 with Retry-After past the limit, counted per token', async () => {
    limited = await startTestServer({ seed: 'core', config: { tokenRateLimit: 3, tokenRateWindowMs: 60_000 } });
    const owner = await signIn(limited.baseUrl, DEMO.customer.email, DEMO.customer.password);
    const code = (await owner.call(portalContract.customerOptions)).body.options[0].value;
    const first = (await createToken(owner, { organisations: [code] })).client;
    const second = (await createToken(owner, { organisations: [code] })).client;
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await first.get('/networks/offices')).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const refused = await first.get('/networks/offices');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await second.get('/networks/offices')).status).toBe(200);
  }, 60_000);
});

describe('rate limit per user', () => {
  let limited: TestServer;
  afterAll(() => limited?.close());
  it("counts the requests of all the user's tokens together, and tells what is left and when it starts again", async () => {
    limited = await startTestServer({ seed: 'core', config: { tokenRateLimit: 3, tokenUserRateLimit: 4, tokenRateWindowMs: 60_000 } });
    const owner = await signIn(limited.baseUrl, DEMO.customer.email, DEMO.customer.password);
    const code = (await owner.call(portalContract.customerOptions)).body.options[0].value;
    const tokens = [(await createToken(owner, { organisations: [code] })).client, (await createToken(owner, { organisations: [code] })).client];
    const answers = [];
    for (const client of [tokens[0], tokens[0], tokens[1], tokens[1], tokens[1]]) answers.push(await client.get('/networks/offices'));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 429]);
    expect(answers.map((a) => a.headers.get('x-ratelimit-remaining'))).toEqual(['2', '1', '1', '0', '0']);
    expect(answers[0].headers.get('x-ratelimit-limit')).toBe('3');
    expect(answers[3].headers.get('x-ratelimit-limit')).toBe('4');
    for (const a of answers) expect(Number(a.headers.get('x-ratelimit-reset'))).toBeGreaterThan(0);
    expect(answers[4].body.message).toMatch(/this user's access tokens together/);
    expect(Number(answers[4].headers.get('retry-after'))).toBeGreaterThan(0);
  }, 60_000);
});

it('the public document names the rate headers on every answer to a token, and the challenge on 401', async () => {
  const doc = (await new TestClient(server.baseUrl).get('/openapi.json')).body;
  const responses = doc.paths['/api/shipments/totals'].get.responses;
  expect(Object.keys(responses['200'].headers)).toEqual(expect.arrayContaining(['X-RateLimit-Limit', 'X-RateLimit-Remaining', 'X-RateLimit-Reset']));
  expect(Object.keys(responses['429'].headers)).toEqual(expect.arrayContaining(['Retry-After', 'X-RateLimit-Reset']));
  expect(Object.keys(responses['401'].headers)).toEqual(['WWW-Authenticate']);
});
