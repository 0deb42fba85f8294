import { DEMO, TestClient, startTestServer, type TestServer } from '../../../test/helpers';
import { portalContract } from '@portal/contracts/portal';
import { SELECTION_HINT_COOKIE } from '@portal/contracts/rules/signIn';

// The readable selection hint the portal host draws into the page's first frame (host/src/html-hints.ts).
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ seed: 'core' });
});
afterAll(async () => server.close());

/** What an answer did to the hint: its decoded value, '' when it cleared it, undefined when it left it alone. */
function hintSet(headers: Headers): string | undefined {
  const line = headers.getSetCookie().find((c) => c.startsWith(`${SELECTION_HINT_COOKIE}=`));
  if (!line) return undefined;
  const cleared = /expires=Thu, 01 Jan 1970/i.test(line);
  return cleared ? '' : decodeURIComponent(line.slice(SELECTION_HINT_COOKIE.length + 1).split(';')[0]);
}

describe('the selection hint cookie', () => {
  it('is set at sign-in, follows a switch, is left alone while right and goes at sign-out', async () => {
    const client = new TestClient(server.baseUrl);
    const login = await client.login(DEMO.customer.email, DEMO.customer.password);
    const line = login.headers.getSetCookie().find((c) => c.startsWith(`${SELECTION_HINT_COOKIE}=`))!;
    // Only the portal host reads it (from the request): no page script sees it; the whole site; not sent cross-site.
    expect(line).toMatch(/HttpOnly/i);
    expect(line).toMatch(/Path=\//);
    expect(line).toMatch(/SameSite=Lax/i);

    const options = await client.call(portalContract.customerOptions);
    const selected = options.body.options.find((o) => o.value === options.body.selected)!;
    expect(hintSet(login.headers)).toBe(`o:${selected.label}`);

    // The browser sends the hint back: while it is right, the answers leave it alone.
    const readOptions = (hint: string) =>
      fetch(client.url(portalContract.customerOptions.path), { headers: { cookie: `${client.cookie}; ${SELECTION_HINT_COOKIE}=${encodeURIComponent(hint)}` } });
    expect(hintSet((await readOptions(`o:${selected.label}`)).headers)).toBeUndefined();
    // A stale one (another tab switched, an older sign-in) is put right by the next session read.
    expect(hintSet((await readOptions('o:C99999 – Someone else')).headers)).toBe(`o:${selected.label}`);

    const other = options.body.options.find((o) => o.value !== selected.value)!;
    const switched = await client.call(portalContract.selectCustomer, { body: { customer: other.value } });
    expect(switched.status).toBe(200);
    expect(hintSet(switched.headers)).toBe(`${other.value.startsWith('00') ? 'g' : 'o'}:${other.label}`);

    const logout = await client.post('/api/logout');
    expect(logout.status).toBe(200);
    expect(hintSet(logout.headers)).toBe('');
  });

  it('an options answer read before a switch and sent after it leaves the switch’s hint alone', async () => {
    const client = new TestClient(server.baseUrl);
    await client.login(DEMO.customer.email, DEMO.customer.password);
    const before = (await client.call(portalContract.customerOptions)).body;
    const other = before.options.find((o) => o.value !== before.selected)!;

    // The options answer is held once it has read the session (the list of organisations is its
    // next read), as a slow answer would be; the browser's hint is stale, so it would write one.
    const all = server.db.all.bind(server.db);
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let reached!: () => void;
    const reading = new Promise<void>((resolve) => (reached = resolve));
    let holding = true;
    server.db.all = (async (sql: string, params?: Record<string, unknown>) => {
      if (holding && sql.includes('FROM customers c')) {
        holding = false;
        reached();
        await released;
      }
      return all(sql, params);
    }) as typeof server.db.all;
    try {
      const older = fetch(client.url(portalContract.customerOptions.path), { headers: { cookie: `${client.cookie}; ${SELECTION_HINT_COOKIE}=${encodeURIComponent('o:C99999 – Someone else')}` } });
      await reading;
      const switched = await client.call(portalContract.selectCustomer, { body: { customer: other.value } });
      expect(hintSet(switched.headers)).toBe(`${other.value.startsWith('00') ? 'g' : 'o'}:${other.label}`);
      release();
      const answer = await older;
      expect(answer.status).toBe(200);
      // It answers what it read (the page drops it: a newer switch was sent), and writes no hint.
      expect(((await answer.json()) as { selected: string }).selected).toBe(before.selected);
      expect(hintSet(answer.headers)).toBeUndefined();
    } finally {
      server.db.all = all;
      release();
    }
    // The session holds the switch's selection.
    expect((await client.call(portalContract.customerOptions)).body.selected).toBe(other.value);
  });

  it('is cleared by an answer that finds no session', async () => {
    const res = await fetch(`${server.baseUrl}/api/portal/customerOptions`, { headers: { cookie: `portal.signedIn=1; ${SELECTION_HINT_COOKIE}=o%3AC10001` } });
    expect(res.status).toBe(401);
    expect(hintSet(res.headers)).toBe('');
  });

  it('a refused switch leaves it as it was', async () => {
    const client = new TestClient(server.baseUrl);
    await client.login(DEMO.customer.email, DEMO.customer.password);
    const refused = await client.call(portalContract.selectCustomer, { body: { customer: 'C99999' } });
    expect(refused.status).toBe(403);
    expect(hintSet(refused.headers)).toBeUndefined();
  });
});
