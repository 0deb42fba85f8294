import { loadConfig } from '../../config';
import { DEMO, TestClient, signIn, startTestServer, type TestServer } from '../../../test/helpers';

/** GET /api/externalapp/* and the stand-in pages, against a fully seeded database. */
let server: TestServer;

// The full seed (every slice) takes a few seconds on a busy machine. Many sign-ins of the same
// users: the sign-in throttle is not what this file tests.
beforeAll(async () => {
  server = await startTestServer({ config: { loginRateLimit: 0 } });
}, 120_000);
afterAll(async () => server.close());

const customer = async () => signIn(server.baseUrl, DEMO.customer.email, DEMO.customer.password);
/** The head office's address, as on the contact page's cards (LICENCE_REQUEST_EMAIL's default). */
const HEAD_OFFICE = 'info@meridianfreight.com';
const select = async (client: TestClient, code: string) => expect((await client.post('/portal/customer', { customer: code })).status).toBe(200);

describe('GET /api/externalapp/getWebTrackerCredentials', () => {
  it('gives a licensed organisation the user’s own tracker account and the configured addresses', async () => {
    const client = await customer();
    const res = await client.get('/externalapp/getWebTrackerCredentials');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.body).toMatchObject({
      isLicensed: true,
      userEmail: DEMO.customer.email,
      companyCode: 'C10001',
      trackerUrl: server.config.trackerUrl,
      loginUrl: server.config.trackerLoginUrl,
    });
    expect(res.body.userPassword).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    expect(res.body.reason).toBeUndefined();
    // Stable per user and organisation, different per organisation.
    expect((await client.get('/externalapp/getWebTrackerCredentials')).body.userPassword).toBe(res.body.userPassword);
    await select(client, 'C10002');
    const other = await client.get('/externalapp/getWebTrackerCredentials');
    expect(other.body).toMatchObject({ isLicensed: true, companyCode: 'C10002' });
    expect(other.body.userPassword).not.toBe(res.body.userPassword);
  });

  it('refuses an organisation without a tracker licence', async () => {
    const client = await customer();
    await select(client, 'C10003');
    const res = await client.get('/externalapp/getWebTrackerCredentials');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ isLicensed: false, reason: 'notLicensed', userEmail: '', userPassword: '', companyCode: 'C10003' });
  });

  it('refuses a group, even when its members are licensed, and hands out no secret', async () => {
    const client = await customer();
    await select(client, '0010');
    const res = await client.get('/externalapp/getWebTrackerCredentials');
    expect(res.body).toMatchObject({ isLicensed: false, reason: 'groupSelected', userEmail: '', userPassword: '', companyCode: '0010' });
  });

  it('refuses the basic account (its only organisation has no licence)', async () => {
    const basic = await signIn(server.baseUrl, DEMO.basic.email, DEMO.basic.password);
    const res = await basic.get('/externalapp/getWebTrackerCredentials');
    expect(res.body).toMatchObject({ isLicensed: false, reason: 'notLicensed', userPassword: '' });
  });

  it('creates the account on first use for a user the seed did not know at a licensed organisation', async () => {
    const client = await customer();
    const userId = (await server.db.get<{ id: number }>('SELECT id FROM users WHERE email = @email', { email: DEMO.customer.email }))!.id;
    await server.db.run("DELETE FROM tracker_accounts WHERE user_id = @userId AND customer_id = (SELECT id FROM customers WHERE code = 'C10001')", { userId });
    const res = await client.get('/externalapp/getWebTrackerCredentials');
    expect(res.body.isLicensed).toBe(true);
    const row = await server.db.get<{ password: string }>(
      "SELECT password FROM tracker_accounts WHERE user_id = @userId AND customer_id = (SELECT id FROM customers WHERE code = 'C10001')",
      { userId },
    );
    expect(row?.password).toBe(res.body.userPassword);
  });

  it('follows the licence kept on the customer account', async () => {
    const client = await customer();
    await server.db.run("UPDATE customers SET tracker_licence = FALSE WHERE code = 'C10001'");
    try {
      expect((await client.get('/externalapp/getWebTrackerCredentials')).body).toMatchObject({ isLicensed: false, reason: 'notLicensed' });
    } finally {
      await server.db.run("UPDATE customers SET tracker_licence = TRUE WHERE code = 'C10001'");
    }
  });

  it('needs a session', async () => {
    expect((await new TestClient(server.baseUrl).get('/externalapp/getWebTrackerCredentials')).status).toBe(401);
    expect((await new TestClient(server.baseUrl).get('/externalapp/getMyKPICredentials')).status).toBe(401);
    expect((await new TestClient(server.baseUrl).get('/externalapp/licences')).status).toBe(401);
  });
});

describe('GET /api/externalapp/getMyKPICredentials', () => {
  it('issues a fresh short-lived token pair per request and stores only digests', async () => {
    const client = await customer();
    const first = await client.get('/externalapp/getMyKPICredentials');
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ isLicensed: true, dashboardUrl: server.config.kpiUrl, expiresIn: 300 });
    expect(first.body.accessToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(first.body.refreshToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const second = await client.get('/externalapp/getMyKPICredentials');
    expect(second.body.accessToken).not.toBe(first.body.accessToken);

    const dump = JSON.stringify(await server.db.all('SELECT * FROM kpi_tokens'));
    expect(dump).not.toContain(first.body.accessToken);
    expect(dump).not.toContain(first.body.refreshToken);
  });

  it('licenses a group whose members are all licensed, and refuses the basic account with empty tokens', async () => {
    const client = await customer();
    await select(client, '0010');
    expect((await client.get('/externalapp/getMyKPICredentials')).body.isLicensed).toBe(true);
    const basic = await signIn(server.baseUrl, DEMO.basic.email, DEMO.basic.password);
    const res = await basic.get('/externalapp/getMyKPICredentials');
    expect(res.body).toEqual({ isLicensed: false, accessToken: '', refreshToken: '', dashboardUrl: server.config.kpiUrl, expiresIn: 0 });
  });

  it('keeps at most ten token pairs per user', async () => {
    const client = await customer();
    for (let i = 0; i < 14; i += 1) await client.get('/externalapp/getMyKPICredentials');
    const userId = (await server.db.get<{ id: number }>('SELECT id FROM users WHERE email = @email', { email: DEMO.customer.email }))!.id;
    expect((await server.db.get<{ n: number }>('SELECT COUNT(*) AS n FROM kpi_tokens WHERE user_id = @userId', { userId }))!.n).toBe(10);
  });
});

describe('GET /api/externalapp/licences and getMyTMSConfig', () => {
  it('report the selection’s licences without issuing anything', async () => {
    const client = await customer();
    const before = (await server.db.get<{ n: number }>('SELECT COUNT(*) AS n FROM kpi_tokens'))!.n;
    expect((await client.get('/externalapp/licences')).body).toEqual({
      companyCode: 'C10001',
      isGroup: false,
      tracker: true,
      kpi: true,
      licenceRequestEmail: HEAD_OFFICE,
    });
    await select(client, 'C10003');
    expect((await client.get('/externalapp/licences')).body).toEqual({
      companyCode: 'C10003',
      isGroup: false,
      tracker: false,
      kpi: true,
      licenceRequestEmail: HEAD_OFFICE,
    });
    await select(client, '0010');
    expect((await client.get('/externalapp/licences')).body).toEqual({
      companyCode: '0010',
      isGroup: true,
      tracker: false,
      kpi: true,
      licenceRequestEmail: HEAD_OFFICE,
    });
    expect((await server.db.get<{ n: number }>('SELECT COUNT(*) AS n FROM kpi_tokens'))!.n).toBe(before);
    const basic = await signIn(server.baseUrl, DEMO.basic.email, DEMO.basic.password);
    expect((await basic.get('/externalapp/licences')).body).toEqual({
      companyCode: 'C10010',
      isGroup: false,
      tracker: false,
      kpi: false,
      licenceRequestEmail: HEAD_OFFICE,
    });
    expect((await basic.get('/externalapp/getMyTMSConfig')).body).toEqual({ isAvailable: true, url: server.config.tmsUrl, companyCode: 'C10010' });
  });
});

describe('where a licence is requested', () => {
  it('is the head office address the contact page shows, from the configuration', async () => {
    const client = await customer();
    const offices = await client.get('/networks/offices');
    expect(offices.body.offices[0]).toMatchObject({ role: 'Headquarters', contact: expect.stringContaining(HEAD_OFFICE) });
    expect(server.config.licenceRequestEmail).toBe(HEAD_OFFICE);
    await select(client, 'C10003');
    expect((await client.get('/externalapp/getWebTrackerCredentials')).body).toMatchObject({
      isLicensed: false,
      reason: 'notLicensed',
      licenceRequestEmail: HEAD_OFFICE,
    });
    await select(client, '0010');
    expect((await client.get('/externalapp/getWebTrackerCredentials')).body).toMatchObject({ reason: 'groupSelected', licenceRequestEmail: HEAD_OFFICE });
  });

  it('follows LICENCE_REQUEST_EMAIL and refuses a value that is not an address', () => {
    expect(loadConfig({ LICENCE_REQUEST_EMAIL: 'licences@example.test' }).licenceRequestEmail).toBe('licences@example.test');
    expect(() => loadConfig({ LICENCE_REQUEST_EMAIL: 'not an address' })).toThrow(/LICENCE_REQUEST_EMAIL/);
  });
});

describe('KPI licence of a group', () => {
  // Licences belong to the customer account: a group is KPI-licensed only when every member is.
  const admin = async () => signIn(server.baseUrl, DEMO.admin.email, DEMO.admin.password);

  it('is licensed when every member is (0010: C10001, C10002, C10003 all licensed)', async () => {
    const client = await admin();
    await select(client, '0010');
    expect((await client.get('/externalapp/licences')).body).toMatchObject({ companyCode: '0010', kpi: true });
    expect((await client.get('/externalapp/getMyKPICredentials')).body.isLicensed).toBe(true);
  });

  it('is not licensed when one member is not, though the others are (0020: C10004 unlicensed)', async () => {
    const client = await admin();
    await select(client, 'C10005');
    expect((await client.get('/externalapp/licences')).body.kpi).toBe(true);
    await select(client, '0020');
    expect((await client.get('/externalapp/licences')).body).toEqual({
      companyCode: '0020',
      isGroup: true,
      tracker: false,
      kpi: false,
      licenceRequestEmail: HEAD_OFFICE,
    });
    const res = await client.get('/externalapp/getMyKPICredentials');
    expect(res.body).toMatchObject({ isLicensed: false, accessToken: '', refreshToken: '' });
    // The portal's profile answer (the menu and the MyKPI status line) says the same.
    expect((await client.get('/portal/userProfile')).body.licences).toEqual({ tracker: false, kpi: false });
  });
});

describe('stand-in pages', () => {
  const get = (path: string) => fetch(`${server.baseUrl}${path}`);

  it("speaks the portal's language: its cookie, else the browser's; the fields tests read stay", async () => {
    const address = '/stand-in/tracker?user=customer%40portal.test&company=C10001&clearSaved=true&t=1700000000000';
    const english = await (await get(address)).text();
    expect(english).toContain('<html lang="en">');
    expect(english).toContain('Signed in from your customer portal');
    const byCookie = await fetch(`${server.baseUrl}${address}`, { headers: { cookie: 'portal.lang=nl', 'accept-language': 'en' } });
    expect(byCookie.headers.get('content-language')).toBe('nl');
    const dutch = await byCookie.text();
    expect(dutch).toContain('<html lang="nl">');
    expect(dutch).toContain('<title>Mijn tracker</title>');
    expect(dutch).toContain('Aangemeld vanuit uw klantenportaal');
    expect(dutch).toContain('<span data-field="company">C10001</span>');
    const byBrowser = await (await fetch(`${server.baseUrl}/stand-in/tms?company=C10001`, { headers: { 'accept-language': 'nl-NL,nl;q=0.9' } })).text();
    expect(byBrowser).toContain('Mijn TMS meldt u aan met een eigen account');
  });

  it('may be framed by the portal only, under a strict nonce policy', async () => {
    const res = await get('/stand-in/tracker?user=a%40b.test&company=C10001&clearSaved=true&t=1700000000000');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(res.headers.get('x-frame-options')).toBeNull();
    const csp = res.headers.get('content-security-policy')!;
    expect(csp).toContain(`frame-ancestors ${server.config.portalOrigin}`);
    expect(csp).toContain("default-src 'none'");
    expect(csp).toMatch(/style-src 'nonce-[0-9a-f]{32}'/);
    expect(csp).not.toContain('unsafe-inline');
    const html = await res.text();
    const nonce = /style-src 'nonce-([0-9a-f]+)'/.exec(csp)![1];
    expect(html).toContain(`<style nonce="${nonce}">`);
    // The API's own JSON routes stay unframeable.
    const api = await get('/api/auth/csrf');
    expect(api.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(api.headers.get('x-frame-options')).toBe('DENY');
  });

  it('the tracker confirms the hand-over in words, escaped, and whether the account exists; nothing raw', async () => {
    const html = await (await get('/stand-in/tracker?user=customer%40portal.test&company=C10001&clearSaved=true&t=1700000000000')).text();
    expect(html).toContain('Signed in from your customer portal');
    expect(html).toContain('<span data-field="user">customer@portal.test</span>');
    expect(html).toContain('<span data-field="company">C10001</span>');
    expect(html).toContain('14 Nov 2023, 22:13 UTC');
    expect(html).toContain('Any sign-in saved on this device was replaced.');
    expect(html).toContain('A tracker account exists for this user at this organisation.');
    expect(html).toContain('sample data');
    expect(html).not.toMatch(/1700000000000|: true|Stand-in|mock API/);

    const evil = await (
      await get(`/stand-in/tracker?user=${encodeURIComponent('<script>alert(1)</script>')}&company=${encodeURIComponent('"><img src=x>')}`)
    ).text();
    expect(evil).not.toContain('<script>alert(1)');
    expect(evil).not.toContain('<img src=x>');
    expect(evil).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(evil).toContain('No tracker account is known');
  });

  it('the login page pre-fills the hint and never carries a password', async () => {
    const html = await (await get('/stand-in/tracker-login?login_hint=customer%40portal.test&company=C10001')).text();
    expect(html).toContain('value="customer@portal.test"');
    expect(html).toMatch(/<script nonce="[0-9a-f]{32}">/);
    // A hostile value cannot leave the script's string.
    const evil = await (await get(`/stand-in/tracker-login?company=${encodeURIComponent('</script><script>alert(1)</script>')}`)).text();
    expect(evil).not.toContain('</script><script>alert(1)');
  });

  it('the KPI dashboard accepts a live token, names its user and company, and refuses unknown or expired ones', async () => {
    const client = await customer();
    const { accessToken, refreshToken } = (await client.get('/externalapp/getMyKPICredentials')).body;
    const ok = await get(`/stand-in/kpi?token=${accessToken}&refresh=${refreshToken}`);
    expect(ok.status).toBe(200);
    const html = await ok.text();
    expect(html).toContain('Token accepted.');
    expect(html).toContain('<dd data-field="user">customer@portal.test</dd>');
    expect(html).toContain('<dd data-field="company">C10001</dd>');
    expect(html).toContain('the session renews itself');
    expect(html).toMatch(/Session valid until<\/dt><dd data-field="expires">\d+ \w{3} \d{4}, \d\d:\d\d UTC/);
    expect(html).not.toContain(accessToken);

    const unknown = await get('/stand-in/kpi?token=not-a-token&refresh=x');
    expect(unknown.status).toBe(401);
    expect(await unknown.text()).toContain('This token is not known');

    await server.db.run("UPDATE kpi_tokens SET access_expires_at = '2000-01-01T00:00:00.000Z'");
    const expired = await get(`/stand-in/kpi?token=${accessToken}&refresh=${refreshToken}`);
    expect(expired.status).toBe(401);
    expect(await expired.text()).toContain('This token has expired');
  });

  it('the TMS shows the company it was opened for', async () => {
    const html = await (await get('/stand-in/tms?company=C10001')).text();
    expect(html).toContain('<dd data-field="company">C10001</dd>');
  });
});
